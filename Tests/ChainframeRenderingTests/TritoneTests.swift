import ChainframeCore
import ChainframeModel
import Testing

@testable import ChainframeRendering

/// The Tritone effect on pixels, against values worked out by hand from lottie-web's filter
/// (SVGTritoneFilter: a linearRGB grey g = 0.3333 × (R + G + B), then an sRGB table per channel
/// shadows → midtones → highlights over g = 0…½…1; alpha kept).
@Suite("Tritone effect")
struct TritoneTests {
  static func pixel(fill: String, tritone: String) throws -> (r: Int, g: Int, b: Int, a: Int) {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 20, height: 20, fps: 10, duration: 0.1, background: transparent}
        layers:
          - {type: rect, size: [20, 20], position: [10, 10], fill: "\(fill)", tritone: \(tritone)}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let p = try FrameRenderer(width: 20, height: 20).render(list).pixel(x: 10, y: 10)
    return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let fill: String
    let tritone: String
    let expected: (Int, Int, Int)
    let why: String
    var testDescription: String { "\(fill) with \(tritone): \(why)" }
  }

  @Test(
    "A tritone maps the linear-light grey onto shadows, midtones and highlights",
    arguments: [
      // Red: g = sRGB(0.3333) = 0.6125, past ½: f = 0.2249 of midtones → highlights.
      Case(
        fill: "#ff0000", tritone: "{}", expected: (157, 157, 157),
        why: "0.502 + 0.498 × 0.2249 = 0.614 on the default ramp"),
      Case(
        fill: "#ff0000", tritone: "{shadows: \"#000000\", midtones: \"#ff0000\", highlights: \"#ffff00\"}",
        expected: (255, 57, 0), why: "green 0 + 1 × 0.2249"),
      Case(fill: "#000000", tritone: "{shadows: \"#000033\"}", expected: (0, 0, 51), why: "g = 0 is the shadows"),
      Case(fill: "#ffffff", tritone: "{}", expected: (255, 255, 255), why: "g = 0.9999 is the highlights"),
      // #808080: linear 0.2159, g = 0.5019: just past the midtones.
      Case(
        fill: "#808080", tritone: "{midtones: \"#cc6633\"}", expected: (204, 103, 52),
        why: "(0.8, 0.4, 0.2) + (0.2, 0.6, 0.8) × 0.0039"),
      // #404040: linear 0.0513, g = 0.2502: halfway from black to #808080.
      Case(fill: "#404040", tritone: "{}", expected: (64, 64, 64), why: "0.5 × 0.502"),
    ])
  func mapped(_ c: Case) throws {
    let p = try Self.pixel(fill: c.fill, tritone: c.tritone)
    let e = c.expected
    #expect(abs(p.r - e.0) <= 1 && abs(p.g - e.1) <= 1 && abs(p.b - e.2) <= 1, "\(p)")
    #expect(p.a == 255)
  }

  @Test("A tritone keeps each pixel's alpha")
  func alpha() throws {
    let p = try Self.pixel(fill: "#ff000080", tritone: "{}")
    #expect(abs(p.a - 128) <= 1, "\(p)")
    #expect(p.r == p.g && p.g == p.b, "\(p)")
  }

  @Test(
    "A tritone with a bad colour or an unknown key is refused at its key path",
    arguments: [
      ("{midtones: nope}", "layers[0].tritone.midtones"), ("{middle: red}", "layers[0].tritone"),
      ("[1, 2]", "layers[0].tritone"),
    ])
  func invalid(_ tritone: String, _ path: String) throws {
    let error = #expect(throws: SceneFileError.self) { _ = try Self.pixel(fill: "#ff0000", tritone: tritone) }
    #expect("\(error.map { "\($0)" } ?? "")".contains(path), "\(tritone)")
  }
}
