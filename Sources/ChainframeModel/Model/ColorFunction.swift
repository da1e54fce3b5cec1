import Foundation

/// CSS colour functions: `rgb(255 128 0)`, `rgba(255, 128, 0, 0.5)`, `rgb(100% 50% 0% / 50%)`,
/// `hsl(30 100% 50%)`, `hsla(30, 100%, 50%, 0.5)`.
enum ColorFunction {
  /// The function names, as written without spaces (others are trimmed first).
  static let names: Set<String> = ["rgb", "rgba", "hsl", "hsla"]

  static func parse(name: String, arguments: String) -> Color? {
    // Commas, spaces and the slash before alpha all separate arguments.
    // (Split on the three at once: Foundation's replacing and splitting was 4 % of loading a
    // translated Lottie file, which writes every colour as `rgba(…)`.)
    let parts = arguments.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }).map(String.init)
    guard parts.count == 3 || parts.count == 4 else { return nil }
    let alpha: Double
    if parts.count == 4 {
      guard let a = fraction(parts[3], scale: 1) else { return nil }
      alpha = a
    } else {
      alpha = 1
    }
    switch Self.names.contains(name) ? name : name.trimmingCharacters(in: .whitespaces) {
    case "rgb", "rgba":
      guard let r = fraction(parts[0], scale: 255), let g = fraction(parts[1], scale: 255),
        let b = fraction(parts[2], scale: 255)
      else { return nil }
      return Color(red: r, green: g, blue: b, alpha: alpha)
    case "hsl", "hsla":
      let hueText = parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]
      guard let hue = Double(hueText), hue.isFinite, parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
        let s = fraction(parts[1], scale: 1), let l = fraction(parts[2], scale: 1)
      else { return nil }
      return hsl(hue: hue, saturation: s, lightness: l, alpha: alpha)
    default:
      return nil
    }
  }

  /// A number over `scale`, or a percentage; clamped to 0…1.
  private static func fraction(_ text: String, scale: Double) -> Double? {
    if text.hasSuffix("%") {
      guard let v = Double(text.dropLast()), v.isFinite else { return nil }
      return min(max(v / 100, 0), 1)
    }
    guard let v = Double(text), v.isFinite else { return nil }
    return min(max(v / scale, 0), 1)
  }

  /// CSS Color 4's hsl-to-rgb.
  static func hsl(hue: Double, saturation s: Double, lightness l: Double, alpha: Double) -> Color {
    let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    func f(_ n: Double) -> Double {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      let a = s * min(l, 1 - l)
      return l - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return Color(red: f(0), green: f(8), blue: f(4), alpha: alpha)
  }
}
