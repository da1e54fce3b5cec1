import ChainframeCore
import ChainframeRendering
import Testing

/// The Levels effect on pixels, against values worked out by hand from lottie-web's filter
/// (SVGProLevelsFilter: a 256-entry table per channel, entry i = the curve at i / 255 —
/// out black + (out white − out black) × ((v − in black) / (in white − in black))^(1/gamma),
/// clamped to the out values beyond the inputs — then the RGB curve on red, green and blue).
@Suite("Levels effect")
struct LevelsTests {
  static func pixel(fill: String, levels: String) throws -> (r: Int, g: Int, b: Int, a: Int) {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 20, height: 20, fps: 10, duration: 0.1, background: transparent}
        layers:
          - {type: rect, size: [20, 20], position: [10, 10], fill: "\(fill)", levels: \(levels)}
        """, file: "l.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let p = try FrameRenderer(width: 20, height: 20).render(list).pixel(x: 10, y: 10)
    return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let fill: String
    let levels: String
    let expected: (Int, Int, Int, Int)
    let why: String
    var testDescription: String { "\(fill) with \(levels): \(why)" }
  }

  @Test(
    "Levels map each channel through its curve, then red, green and blue through the RGB curve",
    arguments: [
      Case(
        fill: "#cc6633", levels: "{rgb: {inputBlack: 0.2, inputWhite: 0.8}}", expected: (255, 85, 0, 255),
        why: "0.8 is the input white; (0.4 − 0.2) / 0.6 = 1/3; 0.2 is the input black"),
      Case(
        fill: "#404040", levels: "{rgb: {gamma: 2}}", expected: (128, 128, 128, 255),
        why: "(64 / 255)^(1/2) = 0.501"),
      Case(
        fill: "#ffffff", levels: "{rgb: {outputBlack: 0.2, outputWhite: 0.6}}", expected: (153, 153, 153, 255),
        why: "white becomes the output white 0.6"),
      Case(
        fill: "#cc6633", levels: "{rgb: {inputBlack: 1, inputWhite: 0}}", expected: (51, 153, 204, 255),
        why: "an input white below the input black inverts"),
      Case(
        fill: "#ff0000", levels: "{red: {outputWhite: 0.5}, rgb: {gamma: 2}}", expected: (181, 0, 0, 255),
        why: "red 1 → 0.5 (code 128), then (128 / 255)^(1/2) = 0.708"),
      Case(
        fill: "#ff0000", levels: "{alpha: {outputWhite: 0.5}}", expected: (128, 0, 0, 128),
        why: "alpha 1 → 0.5; the colour is premultiplied by it"),
    ])
  func mapped(_ c: Case) throws {
    let p = try Self.pixel(fill: c.fill, levels: c.levels)
    let e = c.expected
    #expect(
      abs(p.r - e.0) <= 1 && abs(p.g - e.1) <= 1 && abs(p.b - e.2) <= 1 && abs(p.a - e.3) <= 1, "\(p)")
  }

  @Test(
    "Levels out of range, with a zero gamma or an unknown key are refused at their key paths",
    arguments: [
      ("{rgb: {gamma: 0}}", "layers[0].levels.rgb.gamma"),
      ("{red: {inputBlack: -1}}", "layers[0].levels.red.inputBlack"),
      ("{alpha: {outputWhite: .nan}}", "layers[0].levels.alpha.outputWhite"),
      ("{rgb: {black: 0}}", "layers[0].levels.rgb"),
      ("{luma: {}}", "layers[0].levels"),
    ])
  func invalid(_ levels: String, _ path: String) throws {
    let error = #expect(throws: SceneFileError.self) { _ = try Self.pixel(fill: "#ff0000", levels: levels) }
    #expect("\(error.map { "\($0)" } ?? "")".contains(path), "\(levels)")
  }
}
