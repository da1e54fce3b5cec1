/// The output frame: size, rate, length and background.
public struct Canvas: Sendable, Hashable {
  /// Width in pixels, 1…16384.
  public var width: Int
  /// Height in pixels, 1…16384.
  public var height: Int
  /// Frames per second, exact (`30000/1001` stays exact).
  public var fps: Rational
  /// Length in seconds, > 0.
  public var duration: Double
  /// Colour painted under every frame; transparent keeps alpha for formats that carry it.
  public var background: Color
  /// Motion blur for every layer that does not set its own. Default nil (off).
  public var motionBlur: MotionBlur?
  /// How shape edges are smoothed. Default ``Antialias/standard``.
  public var antialias: Antialias

  /// Creates a canvas.
  public init(
    width: Int, height: Int, fps: Rational, duration: Double, background: Color, motionBlur: MotionBlur? = nil,
    antialias: Antialias = .standard
  ) {
    self.antialias = antialias
    self.motionBlur = motionBlur
    self.width = width
    self.height = height
    self.fps = fps
    self.duration = duration
    self.background = background
  }

  /// The frame clock for this canvas.
  public var clock: FrameClock { FrameClock(fps: fps, duration: duration) }
}
