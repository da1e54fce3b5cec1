import ChainframeEngine
import ChainframeModel

#if canImport(Glibc)
  import Glibc
#endif

/// After Effects' Tint as lottie-web's SVG filter computes it, on a layer's premultiplied
/// pixels: grey = the average of the linear-light channels, with alpha × amount (a
/// linearRGB colour matrix); mapped = black + (white − black) × grey per sRGB channel, same
/// alpha (an sRGB matrix on the grey); then source, grey and mapped merged in that order, each
/// over the last, in linear light (feMerge's default colour space).
enum TintFilter {
  /// sRGB code → linear light, 0…1.
  static let linear: [Double] = (0..<256).map { code in
    let c = Double(code) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// Linear light 0…1 → sRGB 0…1.
  static func srgb(_ l: Double) -> Double {
    let c = min(max(l, 0), 1)
    return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
  }

  /// Applies `tint` in place to the premultiplied pixels inside `region` (default: all).
  static func apply(_ tint: Tint, to pixels: PixelBuffer, region: DeviceBounds? = nil) {
    let amount = min(max(tint.amount, 0), 1)
    let (blackR, blackG, blackB) = (tint.black.red, tint.black.green, tint.black.blue)
    let (spanR, spanG, spanB) = (tint.white.red - blackR, tint.white.green - blackG, tint.white.blue - blackB)
    let table = linear
    table.withUnsafeBufferPointer { lin in
      PixelRows.forEach(in: pixels, region: region) { row, columns in
        for x in columns {
          let p = row[x]
          let a8 = p >> 24
          if a8 == 0 { continue }
          let alpha = Double(a8) / 255
          // Straight sRGB codes of the premultiplied pixel, in linear light.
          let sourceR = lin[straight(p, 16, a8)]
          let sourceG = lin[straight(p, 8, a8)]
          let sourceB = lin[straight(p, 0, a8)]
          let grey = (sourceR + sourceG + sourceB) * 0.3333
          let greyCode = srgb(grey)
          let top = amount * alpha
          // Source, then grey over it, then the mapped colour over that: premultiplied, linear.
          let outR = lin[code(blackR + spanR * greyCode)] * top + (grey * top + sourceR * alpha * (1 - top)) * (1 - top)
          let outG = lin[code(blackG + spanG * greyCode)] * top + (grey * top + sourceG * alpha * (1 - top)) * (1 - top)
          let outB = lin[code(blackB + spanB * greyCode)] * top + (grey * top + sourceB * alpha * (1 - top)) * (1 - top)
          let outAlpha = min(top + (top + alpha * (1 - top)) * (1 - top), 1)
          row[x] =
            UInt32((outAlpha * 255).rounded()) << 24 | premultiplied(outR, outAlpha) << 16
            | premultiplied(outG, outAlpha) << 8 | premultiplied(outB, outAlpha)
        }
      }
    }
  }

  /// The straight sRGB code (0…255) of the premultiplied channel at `shift` of `p`.
  @inline(__always)
  static func straight(_ p: UInt32, _ shift: UInt32, _ a8: UInt32) -> Int {
    min(Int((Double((p >> shift) & 0xFF) * 255 / Double(a8)).rounded()), 255)
  }

  /// An sRGB value 0…1 as its code 0…255 (rounded, clamped).
  @inline(__always)
  static func code(_ value: Double) -> Int { min(max(Int((value * 255).rounded()), 0), 255) }

  /// The premultiplied sRGB code of premultiplied linear `value` at `alpha`.
  @inline(__always)
  static func premultiplied(_ value: Double, _ alpha: Double) -> UInt32 {
    let straightLinear = alpha > 0 ? value / alpha : 0
    let c = srgb(straightLinear) * alpha * 255
    return UInt32(min(max(c.rounded(), 0), 255))
  }
}
