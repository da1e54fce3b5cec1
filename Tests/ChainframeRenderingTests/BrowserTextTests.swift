import ChainframeCore
import ChainframeRendering
import Testing

/// Text on a `browser` canvas: glyph outlines lightly hinted, as Chromium draws them, so the
/// top of a capital's bar sits on a pixel boundary (lottie-web text without glyph outlines:
/// `pr_2436_text_animator_index_alpha_0` and `text_range_test` 37.2 → 40.9 dB).
@Suite("Text on browser canvases")
struct BrowserTextTests {
  /// Alpha down the column through the bar of a 50 px "T" whose baseline is at y 94.5, and
  /// the whole image.
  static func column(_ antialias: String) throws -> (column: [UInt8], image: [UInt8]) {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 120, height: 110, fps: 10, duration: 0.1, background: transparent, antialias: \(antialias)}
        layers:
          - {type: text, text: "T", font: {family: DejaVu Sans, size: 50}, position: [20.25, 94.5], anchor: [0, 0],
             fill: white}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let image = try FrameRenderer(width: 120, height: 110).render(list)
    // Left of the stem, inside the bar's width.
    var left = 0
    search: for x in 0..<120 {
      for y in 0..<110 where image.pixel(x: x, y: y).a > 0 {
        left = x
        break search
      }
    }
    let x = left + 3
    var all: [UInt8] = []
    for y in 0..<110 { for x in 0..<120 { all.append(image.pixel(x: x, y: y).a) } }
    return ((0..<110).map { image.pixel(x: x, y: $0).a }, all)
  }

  @Test("A capital's bar starts on a whole pixel on a browser canvas and between pixels otherwise")
  func barTop() throws {
    let browser = try Self.column("browser").column
    let standard = try Self.column("standard").column
    let firstBrowser = try #require(browser.first { $0 > 0 })
    let firstStandard = try #require(standard.first { $0 > 0 })
    #expect(firstBrowser >= 250, "\(browser.filter { $0 > 0 })")
    #expect(firstStandard < 250, "\(standard.filter { $0 > 0 })")
  }

  @Test("A canvas without antialias draws text as a standard one does")
  func defaultIsStandard() throws {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 120, height: 110, fps: 10, duration: 0.1, background: transparent}
        layers:
          - {type: text, text: "T", font: {family: DejaVu Sans, size: 50}, position: [20.25, 94.5], anchor: [0, 0],
             fill: white}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let image = try FrameRenderer(width: 120, height: 110).render(list)
    var all: [UInt8] = []
    for y in 0..<110 { for x in 0..<120 { all.append(image.pixel(x: x, y: y).a) } }
    #expect(all == (try Self.column("standard").image))
  }
}
