import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Track mattes drawn as lottie-web 5.13.0's svg renderer draws them (SVGBaseElement.getMatte):
/// the mask `<use>`s the matte layer by an id only `td` layers get (so a matte layer without
/// `td` is an empty matte, and is itself drawn as usual), and no mask is built for `tt` 4 (the
/// layer's mask names a missing element, which Chromium ignores: drawn unmatted).
@Suite("Lottie track mattes drawn")
struct LottieMatteRenderTests {
  /// A white 40 × 40 square (the matte layer, `td` as given) above a red 100 × 100 solid
  /// matted with `tt`.
  static func image(td: Bool, tt: Int) throws -> (PixelBuffer, [String]) {
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
       "layers": [
        {"ty": 4, "ind": 1, "nm": "matte", "ip": 0, "op": 10, "st": 0\(td ? ", \"td\": 1" : ""),
         "ks": {"p": {"a": 0, "k": [50, 50]}},
         "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}},
           {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}}]},
        {"ty": 1, "ind": 2, "nm": "red", "ip": 0, "op": 10, "st": 0, "tt": \(tt), "sc": "#ff0000", "sw": 100,
         "sh": 100, "ks": {"p": {"a": 0, "k": [50, 50]}, "a": {"a": 0, "k": [50, 50]}}}]}
      """
    let dir = TemporaryDirectory()
    let file = dir.write("m.json", text)
    let findings = try LottieImporter.translate(text: text, file: file).findings.map(\.description)
    return (try Composition.load(contentsOf: file).image(atFrame: 0), findings)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let td: Bool
    let tt: Int
    /// (red, green, alpha) at the centre (inside the square) and at a corner (outside it).
    let centre: (Int, Int, Int)
    let corner: (Int, Int, Int)
    let why: String
    var testDescription: String { "td \(td), tt \(tt): \(why)" }
  }

  @Test(
    "A matted layer shows where lottie-web's svg renderer shows it",
    arguments: [
      Case(td: true, tt: 1, centre: (255, 0, 255), corner: (0, 0, 0), why: "red inside the td square only"),
      Case(td: true, tt: 3, centre: (255, 0, 255), corner: (0, 0, 0), why: "white is full luma"),
      Case(td: true, tt: 2, centre: (0, 0, 0), corner: (255, 0, 255), why: "red outside the square"),
      Case(td: false, tt: 1, centre: (255, 255, 255), corner: (0, 0, 0), why: "an empty matte hides red; white drawn"),
      Case(td: false, tt: 2, centre: (255, 255, 255), corner: (255, 0, 255), why: "inverted empty shows all red"),
      Case(td: true, tt: 4, centre: (255, 0, 255), corner: (255, 0, 255), why: "no mask for tt 4: red everywhere"),
    ])
  func matte(_ c: Case) throws {
    let (image, findings) = try Self.image(td: c.td, tt: c.tt)
    for (at, expected) in [((50, 50), c.centre), ((5, 5), c.corner)] {
      let p = image.pixel(x: at.0, y: at.1)
      #expect(
        Int(p.r) == expected.0 && Int(p.g) == expected.1 && Int(p.a) == expected.2, "\(at): \(p)")
    }
    #expect(findings.contains { $0.contains("inverted luma track matte (tt 4)") } == (c.tt == 4), "\(findings)")
  }

  /// A red solid with a Set Matte effect naming `ind`, above a hidden white 40 × 40 square
  /// (ind 1).
  static func setMatte(ind: Int) throws -> (PixelBuffer, [String]) {
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
       "layers": [
        {"ty": 1, "ind": 2, "nm": "red", "ip": 0, "op": 10, "st": 0, "sc": "#ff0000", "sw": 100, "sh": 100,
         "ks": {"p": {"a": 0, "k": [50, 50]}, "a": {"a": 0, "k": [50, 50]}},
         "ef": [{"ty": 28, "nm": "Set Matte", "mn": "ADBE Set Matte3", "ef": [
           {"ty": 10, "nm": "Take Matte From Layer", "v": {"a": 0, "k": \(ind)}},
           {"ty": 7, "nm": "Use For Matte", "v": {"a": 0, "k": 4}}]}]},
        {"ty": 4, "ind": 1, "nm": "matte", "hd": true, "ip": 0, "op": 10, "st": 0,
         "ks": {"p": {"a": 0, "k": [50, 50]}},
         "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}},
           {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}}]}]}
      """
    let dir = TemporaryDirectory()
    let file = dir.write("s.json", text)
    let findings = try LottieImporter.translate(text: text, file: file).findings.map(\.description)
    return (try Composition.load(contentsOf: file).image(atFrame: 0), findings)
  }

  @Test(
    "Set Matte makes the named layer an alpha matte; a hidden matte layer stays hidden, as in lottie-web",
    arguments: [
      (1, (255, 0, 255), (0, 0, 0), false), (7, (255, 0, 255), (255, 0, 255), true),
    ] as [(Int, (Int, Int, Int), (Int, Int, Int), Bool)])
  func setMatte(_ ind: Int, _ centre: (Int, Int, Int), _ corner: (Int, Int, Int), _ reported: Bool) throws {
    let (image, findings) = try Self.setMatte(ind: ind)
    for (at, expected) in [((50, 50), centre), ((5, 5), corner)] {
      let p = image.pixel(x: at.0, y: at.1)
      #expect(Int(p.r) == expected.0 && Int(p.g) == expected.1 && Int(p.a) == expected.2, "\(at): \(p)")
    }
    #expect(findings.contains { $0.contains("Set Matte effect naming a missing layer") } == reported, "\(findings)")
    #expect(!findings.contains { $0.contains("(ty 28)") }, "\(findings)")
  }
}
