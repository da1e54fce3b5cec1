/// A drop shadow drawn beneath a layer from its alpha.
public struct Shadow: Sendable, Hashable {
  /// Shadow colour, straight alpha. Default 50 % black.
  public var color: Color
  /// Offset in canvas pixels (x right, y down). Default [0, 4].
  public var offset: Vector2
  /// Blur radius in pixels, 0…250. Default 8.
  public var blur: Double

  /// Creates a shadow.
  public init(
    color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Vector2 = Vector2(0, 4), blur: Double = 8
  ) {
    self.color = color
    self.offset = offset
    self.blur = blur
  }
}
