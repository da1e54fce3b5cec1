import ChainframeEngine
import ChainframeModel

#if canImport(Glibc)
  import Glibc
#endif

/// After Effects' Levels (Individual Controls) as lottie-web's SVG filter (SVGProLevelsFilter)
/// computes it, on a layer's premultiplied pixels: one sRGB feComponentTransfer with a
/// 256-entry table per channel (red, green, blue, alpha curves), then a second one with the
/// RGB curve on red, green and blue. Each table entry i is the curve at i / 255, so an 8-bit
/// value maps to exactly its entry; the tables are built once per call and the pixel loop only
/// looks them up.
enum LevelsFilter {
  /// lottie-web's `getTableValue`: the curve at i / 255 for i = 0…255, as 8-bit codes.
  static func table(_ c: Levels.Curve) -> [UInt8] {
    let low = min(c.inputBlack, c.inputWhite)
    let high = max(c.inputBlack, c.inputWhite)
    let inputDelta = c.inputWhite - c.inputBlack
    let outputDelta = c.outputWhite - c.outputBlack
    let gamma = min(max(c.gamma, 0.01), 10)
    return (0..<256).map { i in
      let perc = Double(i) / 255
      let v: Double
      if perc <= low {
        v = inputDelta < 0 ? c.outputWhite : c.outputBlack
      } else if perc >= high {
        v = inputDelta < 0 ? c.outputBlack : c.outputWhite
      } else {
        v = c.outputBlack + outputDelta * pow((perc - c.inputBlack) / inputDelta, 1 / gamma)
      }
      let code = (min(max(v.isFinite ? v : 0, 0), 1) * 255).rounded()
      return UInt8(code)
    }
  }

  /// Applies `levels` in place to the premultiplied pixels inside `region` (default: all).
  static func apply(_ levels: Levels, to pixels: PixelBuffer, region: DeviceBounds? = nil) {
    let rgb = table(levels.rgb)
    // Red, green and blue tables with the RGB curve composed after each channel's own.
    let red = table(levels.red).map { rgb[Int($0)] }
    let green = table(levels.green).map { rgb[Int($0)] }
    let blue = table(levels.blue).map { rgb[Int($0)] }
    let alpha = table(levels.alpha)
    red.withUnsafeBufferPointer { r in
      green.withUnsafeBufferPointer { g in
        blue.withUnsafeBufferPointer { b in
          alpha.withUnsafeBufferPointer { a in
            PixelRows.forEach(in: pixels, region: region) { row, columns in
              for x in columns {
                let p = row[x]
                let a8 = p >> 24
                // A transparent pixel's colour is black (0, 0, 0) unpremultiplied.
                let sr = a8 == 0 ? 0 : TintFilter.straight(p, 16, a8)
                let sg = a8 == 0 ? 0 : TintFilter.straight(p, 8, a8)
                let sb = a8 == 0 ? 0 : TintFilter.straight(p, 0, a8)
                let outA = UInt32(a[Int(a8)])
                if outA == 0 {
                  row[x] = 0
                  continue
                }
                row[x] =
                  outA << 24 | premultiplied(r[sr], outA) << 16 | premultiplied(g[sg], outA) << 8
                  | premultiplied(b[sb], outA)
              }
            }
          }
        }
      }
    }
  }

  @inline(__always)
  static func premultiplied(_ code: UInt8, _ a: UInt32) -> UInt32 {
    (UInt32(code) * a + 127) / 255
  }
}
