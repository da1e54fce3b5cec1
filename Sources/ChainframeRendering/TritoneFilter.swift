import ChainframeEngine
import ChainframeModel

/// After Effects' Tritone as lottie-web's SVG filter (SVGTritoneFilter) computes it, on a
/// layer's premultiplied pixels: grey = the average of the linear-light channels (a linearRGB
/// colour matrix, alpha kept), then, in sRGB, a three-entry table per channel (feFuncR/G/B
/// `table` shadows, midtones, highlights): grey g in 0…½ runs shadows → midtones, ½…1
/// midtones → highlights. The result replaces the pixel's colour; its alpha is unchanged.
enum TritoneFilter {
  /// Applies `tritone` in place to the premultiplied pixels inside `region` (default: all).
  static func apply(_ tritone: Tritone, to pixels: PixelBuffer, region: DeviceBounds? = nil) {
    let (s, m, h) = (tritone.shadows, tritone.midtones, tritone.highlights)
    let table = TintFilter.linear
    table.withUnsafeBufferPointer { lin in
      PixelRows.forEach(in: pixels, region: region) { row, columns in
        for x in columns {
          let p = row[x]
          let a8 = p >> 24
          if a8 == 0 { continue }
          let grey =
            (lin[TintFilter.straight(p, 16, a8)] + lin[TintFilter.straight(p, 8, a8)]
              + lin[TintFilter.straight(p, 0, a8)]) * 0.3333
          // feComponentTransfer's table: n = 3 entries, k = ⌊g × 2⌋, value v_k + (g × 2 − k)(v_k+1 − v_k).
          let g = TintFilter.srgb(grey) * 2
          let upper = g >= 1
          let f = upper ? min(g - 1, 1) : g
          let r = upper ? m.red + (h.red - m.red) * f : s.red + (m.red - s.red) * f
          let gg = upper ? m.green + (h.green - m.green) * f : s.green + (m.green - s.green) * f
          let b = upper ? m.blue + (h.blue - m.blue) * f : s.blue + (m.blue - s.blue) * f
          row[x] = a8 << 24 | premultiplied(r, a8) << 16 | premultiplied(gg, a8) << 8 | premultiplied(b, a8)
        }
      }
    }
  }

  /// The premultiplied code of straight sRGB `value` (0…1, clamped) at alpha code `a8`: the
  /// straight code rounded first, as the filter's 8-bit result is.
  @inline(__always)
  static func premultiplied(_ value: Double, _ a8: UInt32) -> UInt32 {
    let straight = Double(TintFilter.code(value))
    return UInt32((straight * Double(a8) / 255).rounded())
  }
}
