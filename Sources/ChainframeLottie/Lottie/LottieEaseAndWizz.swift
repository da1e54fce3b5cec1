import Foundation

/// The Ease and Wizz script's expression (an After Effects script that writes the same text
/// into every file): between each pair of keyframes the property follows one of Robert
/// Penner's easing equations instead of the keyframes' own easing. Recognised by its text
/// (`function easeAndWizz()` … `$bm_rt = easeAndWizz() || value;`) and evaluated as lottie-web
/// evaluates it, for the equations whose text is Penner's: quad, cubic, quart, quint, sine,
/// expo, circ and back, each in, out and in-out. Elastic and bounce stay reported.
struct LottieEaseAndWizz: Equatable {
  /// The equation's name as the script writes it (`outBack`, `inOutQuad`, …).
  let name: String
  /// Back's overshoot `s` (the script's `var s`, default 1.70158).
  let overshoot: Double

  /// The equations evaluated.
  static let names: Set<String> = [
    "inQuad", "outQuad", "inOutQuad", "inCubic", "outCubic", "inOutCubic", "inQuart", "outQuart", "inOutQuart",
    "inQuint", "outQuint", "inOutQuint", "inSine", "outSine", "inOutSine", "inExpo", "outExpo", "inOutExpo",
    "inCirc", "outCirc", "inOutCirc", "inBack", "outBack", "inOutBack",
  ]

  /// The script's parameters when `text` is its expression with an equation of ``names``.
  init?(_ text: String) {
    guard text.utf8.count <= 20_000, text.contains("function easeAndWizz()"), text.contains("nearestKey(time)"),
      text.contains("$bm_rt = easeAndWizz() || value;"),
      let call = text.firstMatch(of: /val1 = easeandwizz_([A-Za-z]+)\(/), Self.names.contains(String(call.output.1))
    else { return nil }
    name = String(call.output.1)
    if let s = text.firstMatch(of: /var s = (-?[0-9]*\.?[0-9]+);/), let value = Double(s.output.1), value.isFinite {
      overshoot = value
    } else {
      overshoot = 1.70158
    }
  }

  /// The equation at `t` (seconds into the segment) from `b` changing by `c` over `d` seconds.
  func ease(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
    let half = t / (d / 2)
    let u = t / d
    switch name {
    case "inQuad": return c * u * u + b
    case "outQuad": return -c * u * (u - 2) + b
    case "inOutQuad": return half < 1 ? c / 2 * half * half + b : -c / 2 * ((half - 1) * (half - 3) - 1) + b
    case "inCubic": return c * u * u * u + b
    case "outCubic": return c * (pow(u - 1, 3) + 1) + b
    case "inOutCubic": return half < 1 ? c / 2 * pow(half, 3) + b : c / 2 * (pow(half - 2, 3) + 2) + b
    case "inQuart": return c * pow(u, 4) + b
    case "outQuart": return -c * (pow(u - 1, 4) - 1) + b
    case "inOutQuart": return half < 1 ? c / 2 * pow(half, 4) + b : -c / 2 * (pow(half - 2, 4) - 2) + b
    case "inQuint": return c * pow(u, 5) + b
    case "outQuint": return c * (pow(u - 1, 5) + 1) + b
    case "inOutQuint": return half < 1 ? c / 2 * pow(half, 5) + b : c / 2 * (pow(half - 2, 5) + 2) + b
    case "inSine": return -c * cos(u * (Double.pi / 2)) + c + b
    case "outSine": return c * sin(u * (Double.pi / 2)) + b
    case "inOutSine": return -c / 2 * (cos(Double.pi * u) - 1) + b
    case "inExpo": return t == 0 ? b : c * pow(2, 10 * (u - 1)) + b
    case "outExpo": return t == d ? b + c : c * (-pow(2, -10 * u) + 1) + b
    case "inOutExpo":
      if t == 0 { return b }
      if t == d { return b + c }
      return half < 1 ? c / 2 * pow(2, 10 * (half - 1)) + b : c / 2 * (-pow(2, -10 * (half - 1)) + 2) + b
    case "inCirc": return -c * ((1 - u * u).squareRoot() - 1) + b
    case "outCirc": return c * (1 - (u - 1) * (u - 1)).squareRoot() + b
    case "inOutCirc":
      return half < 1
        ? -c / 2 * ((1 - half * half).squareRoot() - 1) + b
        : c / 2 * ((1 - (half - 2) * (half - 2)).squareRoot() + 1) + b
    case "inBack":
      let s = overshoot
      return c * u * u * ((s + 1) * u - s) + b
    case "outBack":
      let s = overshoot
      return c * ((u - 1) * (u - 1) * ((s + 1) * (u - 1) + s) + 1) + b
    case "inOutBack":
      let s = overshoot * 1.525
      return half < 1
        ? c / 2 * (half * half * ((s + 1) * half - s)) + b
        : c / 2 * ((half - 2) * (half - 2) * ((s + 1) * (half - 2) + s) + 2) + b
    default:
      preconditionFailure("LottieEaseAndWizz is made only for its names")
    }
  }

  /// The script's value at composition time `time` (seconds) of a property with `keyframes`
  /// (times in frames at `fr`), or nil where it gives way to the keyframed value: before the
  /// first key, from the last one on, a single-number zero (`0 || value`), or over three
  /// dimensions.
  func value(at time: Double, keyframes: [LottieKeyframe], fr: Double) -> [Double]? {
    // The last key at or before `time` (nearestKey, then one back when it lies ahead).
    guard let n = keyframes.lastIndex(where: { $0.time / fr <= time }), n + 1 < keyframes.count else { return nil }
    let key1 = keyframes[n]
    let key2 = keyframes[n + 1]
    let dims = key1.value.count
    guard (1...3).contains(dims), key2.value.count >= dims else { return nil }
    let t = time - key1.time / fr
    let d = (key2.time - key1.time) / fr
    guard d > 0 else { return nil }
    let out = (0..<dims).map { ease(t, key1.value[$0], key2.value[$0] - key1.value[$0], d) }
    if dims == 1 && out[0] == 0 { return nil }
    return out
  }
}
