/// One property animation before compilation: what moves, how, and when.
///
/// Scene files, chains and the Swift API all produce these; the compiler resolves missing
/// `from` values and relative targets from the property's value at the animation's start.
public struct AnimationSpec: Sendable {
  /// The animated property.
  public var property: AnimatableProperty
  /// How the value moves from start to end.
  public var kind: AnimationKind
  /// Start value; `nil` starts from the value the property has when the animation begins.
  public var from: [Double]?
  /// Absolute end value. Ignored by decay (its end follows from the velocity).
  public var to: [Double]?
  /// Relative end value (`from + by`), used by chains' move/rotate operations.
  public var by: [Double]?
  /// Seconds from the start of the scene (or of the owning chain link) before it begins,
  /// ≥ 0. Default 0.
  public var delay: Double
  /// Repeat, reverse, additive, clamp, rounding and progress markers.
  public var options: AnimationOptions
  /// Where the animation was written, for errors and trace events.
  public var location: SourceLocation?
  /// A stable name for trace events, for example `layers[0].animations[1]`.
  public var name: String

  /// Creates an animation.
  public init(
    property: AnimatableProperty, kind: AnimationKind, from: [Double]? = nil,
    to: [Double]? = nil, by: [Double]? = nil, delay: Double = 0,
    options: AnimationOptions = AnimationOptions(), location: SourceLocation? = nil,
    name: String = ""
  ) {
    self.property = property
    self.kind = kind
    self.from = from
    self.to = to
    self.by = by
    self.delay = delay
    self.options = options
    self.location = location
    self.name = name
  }

  /// A basic (duration + timing function) animation, POP's `POPBasicAnimation`.
  public init(
    property: AnimatableProperty, from: [Double]?, to: [Double]?, duration: Double = 0.4,
    delay: Double = 0, timing: TimingFunction = .linear, name: String = ""
  ) {
    self.init(
      property: property, kind: .basic(duration: duration, timing: timing), from: from, to: to,
      delay: delay, name: name)
  }
}
