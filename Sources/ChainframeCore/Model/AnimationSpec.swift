/// One property animation as written in a scene file, before compilation.
public struct AnimationSpec: Sendable {
  /// The animated property.
  public var property: AnimatableProperty
  /// Start value; `nil` starts from whatever the property holds when the animation begins.
  public var from: [Double]?
  /// End value; `nil` keeps the value it starts from.
  public var to: [Double]?
  /// Seconds from start to end, ≥ 0. Default 0.4 (POP's default).
  public var duration: Double
  /// Seconds from the start of the scene before the animation begins, ≥ 0. Default 0.
  public var delay: Double
  /// How progress maps to value progress. Default `linear`.
  public var timing: TimingFunction
  /// Where the animation was written, for compile-time errors.
  public var location: SourceLocation?
  /// Its key path, for example `layers[0].animations[1]`.
  public var keyPath: String

  /// Creates an animation.
  public init(
    property: AnimatableProperty, from: [Double]?, to: [Double]?, duration: Double = 0.4,
    delay: Double = 0, timing: TimingFunction = .linear, location: SourceLocation? = nil,
    keyPath: String = ""
  ) {
    self.property = property
    self.from = from
    self.to = to
    self.duration = duration
    self.delay = delay
    self.timing = timing
    self.location = location
    self.keyPath = keyPath
  }
}
