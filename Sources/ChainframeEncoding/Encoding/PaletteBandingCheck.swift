import ChainframeEngine
import ChainframeModel

/// Detects a clip palette that bands: gathers a histogram of the clip's colours while the
/// palette pass runs, then measures how far each pixel's colour lies from its nearest palette
/// entry.
///
/// Colours are binned at 5 bits per channel (32,768 bins, every second pixel of every second
/// row), so the check costs one pass over a quarter of the pixels and a 32,768 × 256 nearest
/// search at the end. A pixel counts as off when its nearest palette colour is more than
/// ``threshold`` code values away (Euclidean RGB, from the bin's centre). The palette bands when
/// more than ``bandedShare`` of the sampled pixels are off: large areas each a visible step
/// away, as in a fade between colours (a hue fade over 3 s: 30 %), not a few rare
/// anti-aliased edge colours (bench scene B1: 1.6 %).
struct PaletteBandingCheck {
  /// Distance, in 8-bit code values, above which a pixel counts as banded.
  static let threshold = 8.0
  /// Share of banded pixels, 0…1, above which the palette bands.
  static let bandedShare = 0.05
  private var bins = [Int](repeating: 0, count: 32768)
  private var total = 0

  /// Adds the straight-alpha BGRA `pixels` (fully transparent pixels are skipped).
  mutating func add(_ pixels: PixelBuffer) {
    pixels.withUnsafeBytes { raw in
      guard let p = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      for y in Swift.stride(from: 0, to: pixels.height, by: 2) {
        let row = y * pixels.stride
        for x in Swift.stride(from: 0, to: pixels.width, by: 2) {
          let i = row + x * 4
          guard p[i + 3] != 0 else { continue }
          let key = Int(p[i + 2] >> 3) << 10 | Int(p[i + 1] >> 3) << 5 | Int(p[i] >> 3)
          bins[key] += 1
          total += 1
        }
      }
    }
  }

  /// The share (0…1) of sampled pixels farther than ``threshold`` from every colour of
  /// `palette` (opaque `0xFFRRGGBB` colours, as ``MedianCut`` makes them).
  func bandedFraction(palette: [UInt32]) -> Double {
    guard total > 0 else { return 0 }
    let entries = palette.map { (Double($0 >> 16 & 0xFF), Double($0 >> 8 & 0xFF), Double($0 & 0xFF)) }
    guard !entries.isEmpty else { return 1 }
    let limit = Self.threshold * Self.threshold
    var banded = 0
    for key in 0..<bins.count where bins[key] > 0 {
      // The bin's centre: 5-bit value · 8 + 4.
      let r = Double((key >> 10) & 31) * 8 + 4
      let g = Double((key >> 5) & 31) * 8 + 4
      let b = Double(key & 31) * 8 + 4
      var best = Double.infinity
      for e in entries {
        let d = (e.0 - r) * (e.0 - r) + (e.1 - g) * (e.1 - g) + (e.2 - b) * (e.2 - b)
        if d < best { best = d }
      }
      if best > limit { banded += bins[key] }
    }
    return Double(banded) / Double(total)
  }
}
