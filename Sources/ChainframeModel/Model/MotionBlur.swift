/// Motion blur: each output frame averages `samples` sub-frame states spread over the shutter
/// interval (docs/motion-blur.md).
///
/// The shutter opens at `shutterPhase` degrees of a frame from the frame's time and stays open
/// `shutterAngle` degrees (360° = one frame); sample `k` is taken at the centre of the `k`-th
/// of `samples` equal parts of that interval.
public struct MotionBlur: Sendable, Hashable {
  /// How long the shutter is open, degrees of a frame, 1…720. Default 180 (half a frame).
  public var shutterAngle: Double
  /// When the shutter opens relative to the frame's time, degrees of a frame, −720…720.
  /// Default −90 (with 180° the interval is centred on the frame's time).
  public var shutterPhase: Double
  /// Sub-frame states averaged per frame, 2…64. Default 16.
  public var samples: Int

  /// The valid range of `samples`.
  public static let sampleRange = 2...64
  /// The valid range of `shutterAngle`, degrees.
  public static let angleRange = 1.0...720.0
  /// The valid range of `shutterPhase`, degrees.
  public static let phaseRange = -720.0...720.0

  /// Creates a setting; the defaults are a 180° shutter centred on the frame, 16 samples.
  public init(shutterAngle: Double = 180, shutterPhase: Double = -90, samples: Int = 16) {
    self.shutterAngle = shutterAngle
    self.shutterPhase = shutterPhase
    self.samples = samples
  }

  /// Sample `k`'s offset from its frame's time, in frames:
  /// `phase/360 + angle/360 · (k + ½)/samples`.
  public func offset(ofSample k: Int) -> Double {
    shutterPhase / 360 + shutterAngle / 360 * (Double(k) + 0.5) / Double(samples)
  }
}

/// A layer's own motion-blur setting, overriding the canvas's.
public enum LayerMotionBlur: Sendable, Hashable {
  /// No blur for this layer, whatever the canvas says.
  case off
  /// This blur for this layer.
  case on(MotionBlur)
}
