/// A decoded scene: the canvas and the layers in draw order (first is drawn first, at the
/// back).
public struct Scene: Sendable {
  /// The output frame.
  public var canvas: Canvas
  /// Layers, back to front.
  public var layers: [Layer]

  /// Creates a scene.
  public init(canvas: Canvas, layers: [Layer]) {
    self.canvas = canvas
    self.layers = layers
  }
}
