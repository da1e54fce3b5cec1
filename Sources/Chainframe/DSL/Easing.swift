/// A timing function as scene files name it: `"linear"`, `"ease-in-out"`, `"easeOutCubic"`,
/// `"cubic-bezier(0.25, 0.1, 0.25, 1)"`, `"steps(4, jump-end)"` ….
///
/// Checked by the scene parser's timing-function parser when the scene loads; an unknown name
/// is a `SceneDiagnostic` with a did-you-mean.
public struct Easing: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The easing's scene-file text.
  public var text: String

  /// Creates an easing from its scene-file text.
  public init(_ text: String) { self.text = text }

  /// Creates an easing from a string literal such as `"easeOutBack"`.
  public init(stringLiteral value: String) { self.init(value) }

  /// Constant speed.
  public static let linear = Easing("linear")
  /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
  public static let ease = Easing("ease")
  /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
  public static let easeIn = Easing("ease-in")
  /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
  public static let easeOut = Easing("ease-out")
  /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
  public static let easeInOut = Easing("ease-in-out")

  /// One of Penner's equations as JH ships them (`easeOutBounce`, …).
  public static func penner(_ easing: PennerEasing) -> Easing { Easing(easing.rawValue) }

  /// A CSS cubic Bézier; `x1` and `x2` in 0…1, the ys may overshoot.
  public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Easing {
    let numbers = [x1, y1, x2, y2].map(SceneText.format).joined(separator: ", ")
    return Easing("cubic-bezier(\(numbers))")
  }

  /// CSS `steps(n, position)`.
  public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) -> Easing {
    Easing("steps(\(count), \(position.rawValue))")
  }
}
