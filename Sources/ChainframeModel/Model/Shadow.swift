/// A drop shadow drawn beneath a layer from its alpha.
///
/// Colour, offset and blur are the layer's starting values; they animate as the
/// `shadowColor`, `shadowOffset` and `shadowBlur` properties of ``LayerState``.
public struct Shadow: Sendable, Hashable {
  /// Shadow colour, straight alpha. Default 50 % black.
  public var color: Color
  /// Offset in canvas pixels (x right, y down), or in the layer's own units when ``local``.
  /// Default [0, 4].
  public var offset: Vector2
  /// Blur radius (standard deviation × 2) in pixels, 0…250; in the layer's own units when
  /// ``local``. Default 8.
  public var blur: Double
  /// Whether offset and blur are in the layer's own coordinate space, turned and scaled
  /// with it (as an SVG filter on a transformed element) rather than canvas pixels.
  /// Default false.
  public var local: Bool
  /// Whether the layer and its shadow are cut to the bounds of the layer's content in its
  /// own space (an SVG filter region of the element's bounding box, as lottie-web sets it
  /// for drop shadows). Default false.
  public var clip: Bool

  /// Creates a shadow.
  public init(
    color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Vector2 = Vector2(0, 4), blur: Double = 8,
    local: Bool = false, clip: Bool = false
  ) {
    self.color = color
    self.offset = offset
    self.blur = blur
    self.local = local
    self.clip = clip
  }
}
