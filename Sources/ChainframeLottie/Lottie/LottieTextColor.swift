import Foundation

/// lottie-web's colour shifts for text animators' fill hue, saturation and brightness
/// (`addHueToRGB`, `addSaturationToRGB`, `addBrightnessToRGB`): through HSV, 0…1 RGB in and out.
enum LottieTextColor {
  /// `rgb` with its hue turned by `degrees` (wrapping once).
  static func addHue(_ rgb: [Double], _ degrees: Double) -> [Double] {
    var hsv = toHSV(rgb)
    hsv[0] += degrees / 360
    if hsv[0] > 1 { hsv[0] -= 1 } else if hsv[0] < 0 { hsv[0] += 1 }
    return toRGB(hsv)
  }

  /// `rgb` with `amount` (0…1 scale) added to its saturation, clamped to 0…1.
  static func addSaturation(_ rgb: [Double], _ amount: Double) -> [Double] {
    var hsv = toHSV(rgb)
    hsv[1] = min(max(hsv[1] + amount, 0), 1)
    return toRGB(hsv)
  }

  /// `rgb` with `amount` (0…1 scale) added to its value, clamped to 0…1.
  static func addBrightness(_ rgb: [Double], _ amount: Double) -> [Double] {
    var hsv = toHSV(rgb)
    hsv[2] = min(max(hsv[2] + amount, 0), 1)
    return toRGB(hsv)
  }

  /// 0…1 RGB to hue (0…1), saturation and value.
  static func toHSV(_ rgb: [Double]) -> [Double] {
    let r = rgb[0] * 255
    let g = rgb[1] * 255
    let b = rgb[2] * 255
    let high = max(r, g, b)
    let low = min(r, g, b)
    let d = high - low
    var h = 0.0
    if d > 0 {
      if high == r {
        h = ((g - b) + d * (g < b ? 6 : 0)) / (6 * d)
      } else if high == g {
        h = ((b - r) + d * 2) / (6 * d)
      } else {
        h = ((r - g) + d * 4) / (6 * d)
      }
    }
    return [h, high == 0 ? 0 : d / high, high / 255]
  }

  /// Hue (0…1), saturation and value to 0…1 RGB.
  static func toRGB(_ hsv: [Double]) -> [Double] {
    let (h, s, v) = (hsv[0], hsv[1], hsv[2])
    // Huge hue turns (lottie-web wraps only once) would not fit an Int: grey then.
    guard (h * 6).magnitude < 1e15 else { return [v, v, v] }
    let i = (h * 6).rounded(.down)
    let f = h * 6 - i
    let p = v * (1 - s)
    let q = v * (1 - f * s)
    let t = v * (1 - (1 - f) * s)
    switch ((Int(i) % 6) + 6) % 6 {
    case 0: return [v, t, p]
    case 1: return [q, v, p]
    case 2: return [p, v, t]
    case 3: return [p, q, v]
    case 4: return [t, p, v]
    default: return [v, p, q]
    }
  }
}
