/// Parses easing names written in scene files.
public enum TimingFunctionParser {
  /// Names accepted as plain words, for did-you-mean suggestions.
  public static let names = ["linear", "ease", "ease-in", "ease-out", "ease-in-out"]

  /// The timing function named `text`, or nil.
  public static func parse(_ text: String) -> TimingFunction? {
    switch text.trimmingCharacters(in: .whitespaces) {
    case "linear": return .linear
    case "ease": return .cubicBezier(0.25, 0.1, 0.25, 1)
    case "ease-in": return .cubicBezier(0.42, 0, 1, 1)
    case "ease-out": return .cubicBezier(0, 0, 0.58, 1)
    case "ease-in-out": return .cubicBezier(0.42, 0, 0.58, 1)
    default: return nil
    }
  }
}
