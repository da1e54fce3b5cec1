import Foundation

/// Robert Penner's easing equations by JHChainableAnimations' names, plus `linear`.
///
/// Definitions follow Penner's originals as JH ships them: back overshoot s = 1.70158 (×1.525
/// for InOut), elastic period 0.3 (0.45 for InOut) with amplitude 1, bounce 7.5625 / 2.75.
/// Every function maps 0 → 0 and 1 → 1 exactly; JH's accumulated-progress sampling missed the
/// `t == d` guards of Expo and Elastic, which evaluating at exact frame times avoids.
public enum PennerEasing: String, Sendable, Hashable, CaseIterable {
  case linear = "easeLinear"
  case easeInQuad, easeOutQuad, easeInOutQuad
  case easeInCubic, easeOutCubic, easeInOutCubic
  case easeInQuart, easeOutQuart, easeInOutQuart
  case easeInQuint, easeOutQuint, easeInOutQuint
  case easeInSine, easeOutSine, easeInOutSine
  case easeInExpo, easeOutExpo, easeInOutExpo
  case easeInCirc, easeOutCirc, easeInOutCirc
  case easeInElastic, easeOutElastic, easeInOutElastic
  case easeInBack, easeOutBack, easeInOutBack
  case easeInBounce, easeOutBounce, easeInOutBounce

  /// Value progress at time progress `x` in 0…1.
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let s = 1.70158
    switch self {
    case .linear: return x
    case .easeInQuad: return x * x
    case .easeOutQuad: return -x * (x - 2)
    case .easeInOutQuad:
      let u = 2 * x
      return u < 1 ? u * u / 2 : -((u - 1) * (u - 3) - 1) / 2
    case .easeInCubic: return x * x * x
    case .easeOutCubic:
      let y = x - 1
      return y * y * y + 1
    case .easeInOutCubic:
      let u = 2 * x
      if u < 1 { return u * u * u / 2 }
      let v = u - 2
      return (v * v * v + 2) / 2
    case .easeInQuart: return x * x * x * x
    case .easeOutQuart:
      let y = x - 1
      return -(y * y * y * y - 1)
    case .easeInOutQuart:
      let u = 2 * x
      if u < 1 { return u * u * u * u / 2 }
      let v = u - 2
      return -(v * v * v * v - 2) / 2
    case .easeInQuint: return x * x * x * x * x
    case .easeOutQuint:
      let y = x - 1
      return y * y * y * y * y + 1
    case .easeInOutQuint:
      let u = 2 * x
      if u < 1 { return u * u * u * u * u / 2 }
      let v = u - 2
      return (v * v * v * v * v + 2) / 2
    case .easeInSine: return 1 - cos(x * Double.pi / 2)
    case .easeOutSine: return sin(x * Double.pi / 2)
    case .easeInOutSine: return -(cos(Double.pi * x) - 1) / 2
    case .easeInExpo: return pow(2, 10 * (x - 1))
    case .easeOutExpo: return 1 - pow(2, -10 * x)
    case .easeInOutExpo:
      let u = 2 * x
      return u < 1 ? pow(2, 10 * (u - 1)) / 2 : (2 - pow(2, -10 * (u - 1))) / 2
    case .easeInCirc: return -(sqrt(1 - x * x) - 1)
    case .easeOutCirc:
      let y = x - 1
      return sqrt(1 - y * y)
    case .easeInOutCirc:
      let u = 2 * x
      if u < 1 { return -(sqrt(1 - u * u) - 1) / 2 }
      let v = u - 2
      return (sqrt(1 - v * v) + 1) / 2
    case .easeInElastic:
      let y = x - 1
      return -pow(2, 10 * y) * sin((y - 0.075) * 2 * Double.pi / 0.3)
    case .easeOutElastic:
      return pow(2, -10 * x) * sin((x - 0.075) * 2 * Double.pi / 0.3) + 1
    case .easeInOutElastic:
      let u = 2 * x
      let y = u - 1
      let phase = sin((y - 0.1125) * 2 * Double.pi / 0.45)
      return u < 1 ? -0.5 * pow(2, 10 * y) * phase : 0.5 * pow(2, -10 * y) * phase + 1
    case .easeInBack: return x * x * ((s + 1) * x - s)
    case .easeOutBack:
      let y = x - 1
      return y * y * ((s + 1) * y + s) + 1
    case .easeInOutBack:
      let s2 = s * 1.525
      let u = 2 * x
      if u < 1 { return u * u * ((s2 + 1) * u - s2) / 2 }
      let v = u - 2
      return (v * v * ((s2 + 1) * v + s2) + 2) / 2
    case .easeInBounce: return 1 - PennerEasing.bounceOut(1 - x)
    case .easeOutBounce: return PennerEasing.bounceOut(x)
    case .easeInOutBounce:
      return x < 0.5
        ? (1 - PennerEasing.bounceOut(1 - 2 * x)) / 2 : PennerEasing.bounceOut(2 * x - 1) / 2 + 0.5
    }
  }

  static func bounceOut(_ x: Double) -> Double {
    if x < 1 / 2.75 { return 7.5625 * x * x }
    if x < 2 / 2.75 {
      let y = x - 1.5 / 2.75
      return 7.5625 * y * y + 0.75
    }
    if x < 2.5 / 2.75 {
      let y = x - 2.25 / 2.75
      return 7.5625 * y * y + 0.9375
    }
    let y = x - 2.625 / 2.75
    return 7.5625 * y * y + 0.984375
  }

  /// JH's short keywords and the functions they stand for.
  public static let keywords: [(keyword: String, easing: PennerEasing)] = [
    ("easeIn", .easeInQuad), ("easeOut", .easeOutQuad), ("easeInOut", .easeInOutQuad),
    ("easeBack", .easeOutBack), ("spring", .easeOutElastic), ("bounce", .easeOutBounce),
  ]

  /// The function for a Penner name (`easeOutBounce`) or a JH keyword (`bounce`).
  public static func named(_ name: String) -> PennerEasing? {
    if let direct = PennerEasing(rawValue: name), direct != .linear { return direct }
    return keywords.first { $0.keyword == name }?.easing
  }
}
