import ChainframeModel

/// What decoding produces: the scene model, not yet resolved.
///
/// A scene written with `duration: auto` leaves its canvas duration NaN; the post-parse stage
/// (`SceneResolver`, called by ``SceneLoader``) works it out by following the animations,
/// which needs the compiler, so parsing stays free of it.
package struct DecodedScene {
  /// The decoded scene; its canvas duration is NaN for `duration: auto`.
  package var scene: Scene
  /// Where `duration: auto` was written, for the resolver's diagnostics; nil when the
  /// duration was given in seconds.
  package var autoDurationLocation: SourceLocation?
}
