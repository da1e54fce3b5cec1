/// When and how a video layer plays its file: `start`, `trim`, `speed`, `loop`, `muted`.
public struct VideoTiming: Sendable, Hashable {
  /// Scene time the layer's first frame shows, seconds, ≥ 0. Default 0.
  public var start: Double
  /// First second of the file that plays, ≥ 0. Default 0.
  public var trimIn: Double
  /// Second of the file where playing stops (exclusive); nil (the default) plays to its end.
  public var trimOut: Double?
  /// Source seconds per scene second, 0.01…100. Default 1.
  public var speed: Double
  /// Repeat the trimmed part until the layer is hidden. Default false.
  public var loop: Bool
  /// Leave the file's audio out of the mix. Default false.
  public var muted: Bool

  /// Creates a timing.
  public init(
    start: Double = 0, trimIn: Double = 0, trimOut: Double? = nil, speed: Double = 1, loop: Bool = false,
    muted: Bool = false
  ) {
    self.start = start
    self.trimIn = trimIn
    self.trimOut = trimOut
    self.speed = speed
    self.loop = loop
    self.muted = muted
  }

  /// The frame request for scene time `t`, or nil before `start` (nothing shows).
  package func request(at t: Double) -> VideoFrameRequest? {
    let local = t - start
    guard local >= 0 else { return nil }
    return VideoFrameRequest(time: trimIn + local * speed, loopStart: trimIn, end: trimOut, loop: loop)
  }
}
