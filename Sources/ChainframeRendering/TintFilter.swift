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

  static func apply(_ tint: Tint, to pixels: PixelBuffer, region: DeviceBounds? = nil) {
    let all = DeviceBounds(x: 0, y: 0, width: pixels.width, height: pixels.height)
    let area = region?.intersection(all) ?? all
    let stride = pixels.stride
    let amount = min(max(tint.amount, 0), 1)
    let black = [tint.black.red, tint.black.green, tint.black.blue]
    let span = [tint.white.red - black[0], tint.white.green - black[1], tint.white.blue - black[2]]
    pixels.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      for y in area.y..<(area.y + area.height) {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in area.x..<(area.x + area.width) {
          let p = row[x]
          let a8 = p >> 24
          if a8 == 0 { continue }
          let alpha = Double(a8) / 255
          // Straight sRGB codes of the premultiplied pixel.
          func straight(_ shift: UInt32) -> Int {
            min(Int((Double((p >> shift) & 0xFF) * 255 / Double(a8)).rounded()), 255)
          }
          let source = [linear[straight(16)], linear[straight(8)], linear[straight(0)]]
          let grey = (source[0] + source[1] + source[2]) * 0.3333
          let greyCode = srgb(grey)
          let top = amount * alpha
          // Source, then grey over it, then the mapped colour over that: premultiplied, linear.
          var out = [0.0, 0.0, 0.0]
          var outAlpha = alpha
          for c in 0..<3 {
            let mapped = linear[min(max(Int(((black[c] + span[c] * greyCode) * 255).rounded()), 0), 255)]
            let underGrey = grey * top + source[c] * alpha * (1 - top)
            out[c] = mapped * top + underGrey * (1 - top)
          }
          outAlpha = top + (top + alpha * (1 - top)) * (1 - top)
          outAlpha = min(outAlpha, 1)
          var result = UInt32((outAlpha * 255).rounded()) << 24
          for (c, shift) in [(0, UInt32(16)), (1, 8), (2, 0)] {
            let straightLinear = outAlpha > 0 ? out[c] / outAlpha : 0
            let code = srgb(straightLinear) * outAlpha * 255
            result |= UInt32(min(max(code.rounded(), 0), 255)) << shift
          }
          row[x] = result
        }
      }
    }
  }
}
