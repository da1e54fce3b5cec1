/// A group of operations that run together for one duration.
public struct ChainLink: Sendable {
  /// The operations, started together.
  public var steps: [ChainStep]
  /// Seconds to wait after the previous link before starting (`wait`/`delay`; last wins).
  public var delay: Double
  /// Seconds the link's animations take (`thenAfter`/`animate`). A link with springs lasts
  /// until the slowest spring settles if that is longer.
  public var duration: Double
  /// Times the link runs back to back (`repeat`); relative operations accumulate.
  public var repeatCount: Int

  /// Creates an empty link.
  public init(steps: [ChainStep] = [], delay: Double = 0, duration: Double = 0, repeatCount: Int = 1) {
    self.steps = steps
    self.delay = delay
    self.duration = duration
    self.repeatCount = repeatCount
  }
}
