/// How text animators change one character at one moment.
package struct TextCharacterLook: Sendable, Hashable {
  /// Offset from the character's place, pixels (animators' position and tracking).
  package var offset = Vector2(0, 0)
  /// Scale about the character's anchor; (1, 1) unchanged.
  package var scale = Vector2(1, 1)
  /// Rotation about the character's anchor, degrees clockwise.
  package var rotation = 0.0
  /// Opacity 0…1.
  package var opacity = 1.0
  /// Fill colour; nil when no animator changes it.
  package var fill: Color?
  /// Stroke colour; nil when no animator changes it.
  package var stroke: Color?
  /// Stroke width added, pixels.
  package var strokeWidth = 0.0
}
