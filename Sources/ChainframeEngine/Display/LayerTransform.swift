import ChainframeModel

/// Where a layer's box sits on the canvas, as components (never a lerped matrix).
///
/// The box of size `size` is placed so its anchor point lands on `position`, then scaled,
/// skewed and rotated about that point: M = T(position) · R(rotation) · Skew · S(scale) ·
/// T(−anchor·size).
package struct LayerTransform: Sendable, Hashable {
  /// Canvas point under the anchor, pixels.
  package var position: Vector2
  /// Anchor in unit box coordinates (0.5, 0.5 is the centre).
  package var anchor: Vector2
  /// Scale factors.
  package var scale: Vector2
  /// Clockwise rotation in degrees.
  package var rotation: Double
  /// Skew in degrees along x and y.
  package var skew: Vector2

  /// Creates a transform.
  package init(position: Vector2, anchor: Vector2, scale: Vector2, rotation: Double, skew: Vector2) {
    self.position = position
    self.anchor = anchor
    self.scale = scale
    self.rotation = rotation
    self.skew = skew
  }

  /// The transform of a layer state.
  package init(_ state: LayerState) {
    self.init(
      position: state.position, anchor: state.anchor, scale: state.scale,
      rotation: state.rotation, skew: state.skew)
  }
}
