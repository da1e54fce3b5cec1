internal import CColorConvert

/// The numeric range of YUV code values.
package enum YUVRange: String, Sendable, Hashable, CaseIterable {
  /// "TV"/MPEG range: 8-bit Y 16…235 and chroma 16…240 (10-bit: 64…940, 64…960). What every
  /// Chainframe video is encoded and tagged as.
  case limited
  /// "PC"/JPEG range: 0…255 (10-bit 0…1023); chroma centred on 128 (512), clamped at the top.
  case full
}

/// The conversion matrix from R′G′B′ to Y′CbCr and its fixed-point form.
///
/// With Kr, Kb the matrix's luma weights (BT.709: 0.2126, 0.0722; BT.601: 0.299, 0.114),
/// Kg = 1 − Kr − Kb, and spans Sy, Sc (limited: 219, 224; full: 255, 255 — × 4 for 10 bits):
///
///     Y  = Oy  + Sy/255 · (Kr·R + Kg·G + Kb·B)
///     Cb = Oc  + Sc/255 · (B − Y′) / (2 (1 − Kb))
///     Cr = Oc  + Sc/255 · (R − Y′) / (2 (1 − Kr))        Y′ = Kr·R + Kg·G + Kb·B
///
/// where Oy = 16 (limited) or 0 (full) and Oc = 128 (8 bits; 64 and 512 for 10 bits), results
/// rounded to nearest and clamped to the format's largest value. 4:2:0 chroma uses the mean
/// R, G, B of each 2×2 block; 4:2:2 the mean of each horizontal pair.
///
/// Fixed point (see `color_convert.h`): 8-bit weights are Q15 (`round(w · 32768)`, all below
/// 2^15 so 16-bit multiply-adds take them) summed exactly in 32-bit integers, chroma over the
/// four pixels of a block; 10-bit weights are Q16. The only error besides the final rounding
/// is the weights' rounding (< 0.05 code values), so every path stays within 1 code value of
/// the double-precision formula (unit tests check that, and vector = scalar).
struct ColorCoefficients {
  let kr: Double
  let kb: Double
  var kg: Double { 1 - kr - kb }

  init(_ matrix: ColorMatrix) {
    switch matrix {
    case .bt709: (kr, kb) = (0.2126, 0.0722)
    case .bt601: (kr, kb) = (0.299, 0.114)
    }
  }

  /// Luma and chroma weights for spans `sy`, `sc` (per unit input 0…255).
  private func weights(sy: Double, sc: Double) -> [Double] {
    let cb = 2 * (1 - kb)
    let cr = 2 * (1 - kr)
    return [
      sy * kr, sy * kg, sy * kb,
      sc * kr / cb, sc * kg / cb, sc * (1 - kb) / cb,
      sc * (1 - kr) / cr, sc * kg / cr, sc * kb / cr,
    ].map { $0 / 255 }
  }

  /// The 8-bit fixed-point coefficients for `range`.
  func eightBit(_ range: YUVRange) -> cf_yuv8_coefficients {
    let (sy, sc, oy) = range == .limited ? (219.0, 224.0, 16) : (255.0, 255.0, 0)
    let w = weights(sy: sy, sc: sc).map { Int16(($0 * 32768).rounded()) }
    return cf_yuv8_coefficients(
      yr: w[0], yg: w[1], yb: w[2], ur: w[3], ug: w[4], ub: w[5], vr: w[6], vg: w[7], vb: w[8],
      yoffset: Int32(oy << 15 + 1 << 14), coffset: Int32(128 << 17 + 1 << 16))
  }

  /// The 10-bit fixed-point coefficients for `range`.
  func tenBit(_ range: YUVRange) -> cf_yuv10_coefficients {
    let (sy, sc, oy) = range == .limited ? (876.0, 896.0, 64) : (1023.0, 1023.0, 0)
    let w = weights(sy: sy, sc: sc).map { Int32(($0 * 65536).rounded()) }
    return cf_yuv10_coefficients(
      yr: w[0], yg: w[1], yb: w[2], ur: w[3], ug: w[4], ub: w[5], vr: w[6], vg: w[7], vb: w[8],
      yoffset: Int32(oy << 16 + 1 << 15), coffset: Int32(512 << 17 + 1 << 16), maximum: 1023)
  }
}

extension ColorCoefficients {
  /// The inverse, Y′CbCr → R′G′B′ in 8 bits, for decoded video (see `color_convert.h`):
  ///
  ///     R = Sy′·(Y − Oy) + Sc′·2(1 − Kr)·(Cr − 128)
  ///     G = Sy′·(Y − Oy) − Sc′·2Kb(1 − Kb)/Kg·(Cb − 128) − Sc′·2Kr(1 − Kr)/Kg·(Cr − 128)
  ///     B = Sy′·(Y − Oy) + Sc′·2(1 − Kb)·(Cb − 128)
  ///
  /// with Sy′ = 255/219, Sc′ = 255/224 (limited) or 1 (full), weights in Q16.
  func rgbEightBit(_ range: YUVRange) -> cf_rgb8_coefficients {
    let (sy, sc, oy) = range == .limited ? (255.0 / 219, 255.0 / 224, 16) : (1.0, 1.0, 0)
    func q16(_ value: Double) -> Int32 { Int32((value * 65536).rounded()) }
    return cf_rgb8_coefficients(
      ky: q16(sy), rv: q16(sc * 2 * (1 - kr)), gu: q16(sc * 2 * kb * (1 - kb) / kg),
      gv: q16(sc * 2 * kr * (1 - kr) / kg), bu: q16(sc * 2 * (1 - kb)), yoffset: Int32(oy))
  }
}
