#if canImport(Glibc)
  import Glibc
#endif

/// The coverage correction Chromium applies to grey-scale glyph masks (Skia's mask
/// "pre-blend" for A8 text, with Chromium's Linux settings: contrast 0.2, gamma 1.2): each
/// coverage level is remapped by a table chosen by the text colour's luminance, reduced to
/// 3 bits, so dark text comes out slightly lighter at its edges and light text slightly
/// bolder. Measured on lottie-web in Chromium 156 (DejaVu Sans in ten colours): the tables
/// match its masks better than plain coverage for black, white, blue and yellow text and
/// are neutral for mid tones.
enum TextGamma {
  /// Skia's text contrast and gamma on Linux in Chromium (`SK_GAMMA_CONTRAST`, `SK_GAMMA_EXPONENT`).
  static let contrast: Float = 0.2
  static let gamma: Float = 1.2

  /// One table per 3-bit luminance, built on first use.
  private static let tables: [[UInt8]] = (0..<8).map { level in
    // The level spread back over 8 bits by repeating its bits (Skia's `sk_t_scale255`).
    table(luminance: (level << 5) | (level << 2) | (level >> 1))
  }

  /// The table for text painted in sRGB components `red`, `green`, `blue` (0…1): Skia's
  /// integer luminance of the 8-bit colour, its top 3 bits choosing the table.
  static func levels(red: Double, green: Double, blue: Double) -> [UInt8] {
    tables[level(red: red, green: green, blue: blue)]
  }

  /// The table number (0…7) for sRGB components `red`, `green`, `blue` (0…1).
  static func level(red: Double, green: Double, blue: Double) -> Int {
    func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
    let luminance = (byte(red) * 54 + byte(green) * 183 + byte(blue) * 19) >> 8
    return luminance >> 5
  }

  /// Table number `level` (0…7, clamped).
  static func levels(level: Int) -> [UInt8] { tables[min(max(level, 0), 7)] }

  /// The correcting table for source luminance `luminance` (0…255), as Skia builds it:
  /// the coverage is raised by the contrast, then chosen so that blending the source over
  /// its opposite luminance gives the gamma-weighted mix.
  static func table(luminance: Int) -> [UInt8] {
    let src = Float(luminance) / 255
    let dst = 1 - src
    let linSrc = powf(src, gamma)
    let linDst = powf(dst, gamma)
    let adjusted = contrast * linDst
    return (0..<256).map { i in
      let raw = Float(i) / 255
      let a = raw + (1 - raw) * adjusted * raw
      if abs(src - dst) < 1 / 256 { return UInt8(clamping: Int((255 * a).rounded())) }
      let out = powf(linSrc * a + (1 - a) * linDst, 1 / gamma)
      return UInt8(clamping: Int((255 * (out - dst) / (src - dst)).rounded()))
    }
  }
}
