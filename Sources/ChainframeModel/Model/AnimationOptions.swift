/// Settings common to every kind of animation (POP's `POPAnimation`/`POPPropertyAnimation`).
public struct AnimationOptions: Sendable, Hashable {
  /// Times to play, ≥ 1. Default 1. With `autoreverses`, each play goes there and back.
  public var repeatCount: Int
  /// Repeat until the scene ends (bounded by the scene's duration). Default false.
  public var repeatForever: Bool
  /// Play back from `to` to `from` after each forward play (POP swaps the ends; springs and
  /// decays mirror). Default false.
  public var autoreverses: Bool
  /// Add the animation's value to what lies beneath instead of replacing it. Default false.
  public var additive: Bool
  /// Keep values from passing `from` (start), `to` (end) or both. Default none.
  public var clamp: ClampMode
  /// Round written values to multiples of this step (POP's `roundingFactor`); 0 is off.
  public var roundingFactor: Double
  /// Progress values (ascending) at which the tracer records a marker event.
  public var progressMarkers: [Double]

  /// Creates options; the defaults play once, replace, clamp nothing and round nothing.
  public init(
    repeatCount: Int = 1, repeatForever: Bool = false, autoreverses: Bool = false,
    additive: Bool = false, clamp: ClampMode = [], roundingFactor: Double = 0,
    progressMarkers: [Double] = []
  ) {
    self.repeatCount = repeatCount
    self.repeatForever = repeatForever
    self.autoreverses = autoreverses
    self.additive = additive
    self.clamp = clamp
    self.roundingFactor = roundingFactor
    self.progressMarkers = progressMarkers
  }
}

/// Which end of an animation's range values may not pass (POP's `POPAnimationClampFlags`).
public struct ClampMode: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a mode from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Never before `from`.
  public static let start = ClampMode(rawValue: 1)
  /// Never past `to` (a spring then stops at the target instead of overshooting).
  public static let end = ClampMode(rawValue: 2)
  /// Both.
  public static let both: ClampMode = [.start, .end]
}
