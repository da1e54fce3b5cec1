/// One character's look at one frame under text animators.
struct LottieTextLetterState {
  /// Glyph space (origin on the baseline's left end) to the layer's space, pixels.
  var matrix = Affine.identity
  /// Opacity 0…1 (the glyph's fill and stroke together).
  var opacity = 1.0
  /// Fill colour 0…1 RGB, nil when no animator changes it.
  var fill: [Double]?
  /// Stroke colour 0…1 RGB, nil when no animator changes it.
  var stroke: [Double]?
  /// Stroke width, pixels (≥ 0), nil when no animator changes it.
  var strokeWidth: Double?
}
