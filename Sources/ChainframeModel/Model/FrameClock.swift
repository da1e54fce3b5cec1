/// Converts between integer frame indices and time with an exact rational frame rate.
///
/// Frame `n` is at `n / fps` seconds. Nothing here reads a wall clock, so any frame can be
/// computed on any worker in any order.
public struct FrameClock: Sendable, Hashable {
  /// Frames per second.
  public let fps: Rational
  /// Number of frames: `round(duration × fps)`, at least 1.
  public let frameCount: Int

  /// Creates a clock for a scene of `duration` seconds.
  public init(fps: Rational, duration: Double) {
    self.fps = fps
    let exact = duration * Double(fps.numerator) / Double(fps.denominator)
    self.frameCount = max(1, CheckedConversion.saturating(exact.rounded()))
  }

  /// Creates a clock with an explicit frame count.
  public init(fps: Rational, frameCount: Int) {
    precondition(frameCount >= 1, "a clock has at least one frame")
    self.fps = fps
    self.frameCount = frameCount
  }

  /// The time of frame `n` in seconds, `n × den / num`.
  ///
  /// Computed from integers first, so frame 3000 of a 30000/1001 clock is exactly 100.1 s.
  @inline(__always)
  public func time(ofFrame n: Int) -> Double {
    Double(n * fps.denominator) / Double(fps.numerator)
  }

  /// Seconds from `start` to frame `n`, computed as `(n·den − start·num) / num`.
  ///
  /// Subtracting at frame scale keeps common cases exact (frame 6 at 10 fps is 0.1 s after
  /// 0.5 s, not 0.09999999999999998), so animations land exactly on their key values.
  @inline(__always)
  public func time(ofFrame n: Int, since start: Double) -> Double {
    (Double(n * fps.denominator) - start * Double(fps.numerator)) / Double(fps.numerator)
  }

  /// The first frame whose time is at or after `seconds`.
  public func frame(atOrAfter seconds: Double) -> Int {
    let exact = seconds * Double(fps.numerator) / Double(fps.denominator)
    let rounded = exact.rounded()
    // Snap values that are a frame time up to float noise, so a 0.5 s delay at 60 fps starts
    // on frame 30 rather than 31.
    if abs(exact - rounded) < 1e-9 { return CheckedConversion.saturating(rounded) }
    return CheckedConversion.saturating(exact.rounded(.up))
  }

  /// Duration of the whole clip in seconds, `frameCount / fps`.
  public var duration: Double { time(ofFrame: frameCount) }
}
