import Testing

@testable import ChainframeRendering

/// Skia's glyph-mask correction as Chromium configures it on Linux (contrast 0.2, gamma
/// 1.2); reference values from Skia's table formula evaluated independently.
@Suite("Glyph mask correction on browser canvases")
struct TextGammaTests {
  /// The coverage levels sampled in each table.
  static let coverages = [0, 32, 64, 128, 192, 224, 255]

  @Test(
    "Each luminance's table remaps coverage as Skia's pre-blend does",
    arguments: [
      (0, [0, 32, 63, 124, 186, 218, 255]) as (Int, [Int]),
      (36, [0, 33, 65, 129, 191, 223, 255]),
      (109, [0, 34, 67, 133, 196, 226, 255]),
      (255, [0, 45, 81, 144, 201, 229, 255]),
    ])
  func tables(luminance: Int, expected: [Int]) {
    let table = TextGamma.table(luminance: luminance)
    #expect(table.count == 256)
    #expect(Self.coverages.map { Int(table[$0]) } == expected)
  }

  @Test(
    "A colour picks the table of its 3-bit luminance",
    arguments: [
      (0.0, 0.0, 0.0, 0) as (Double, Double, Double, Int), (1.0, 1.0, 1.0, 255), (1.0, 0.0, 0.0, 36),
      (0.0, 0.0, 1.0, 0), (0.5, 0.5, 0.5, 146),
    ])
  func colours(red: Double, green: Double, blue: Double, luminance: Int) {
    #expect(TextGamma.levels(red: red, green: green, blue: blue) == TextGamma.table(luminance: luminance))
  }
}
