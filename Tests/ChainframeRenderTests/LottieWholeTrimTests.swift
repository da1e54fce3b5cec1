import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// A letter exported as an outer outline and a counter in separate groups, each with its own
/// trim, under one fill (as Lottielab and Figma exporters write text): lottie-web draws the two
/// outlines as one path, so the counter stays empty when the trim keeps the whole path.
@Suite("Whole-path trims")
struct LottieWholeTrimTests {
  /// A closed square path of side `size` centred at `c` (clockwise unless `reversed`).
  static func square(_ c: Double, _ size: Double, reversed: Bool) -> String {
    let a = c - size / 2
    let b = c + size / 2
    let points = reversed ? [[a, a], [a, b], [b, b], [b, a]] : [[a, a], [b, a], [b, b], [a, b]]
    let v = points.map { "[\($0[0]), \($0[1])]" }.joined(separator: ", ")
    let zero = Array(repeating: "[0, 0]", count: 4).joined(separator: ", ")
    return #"{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [\#(v)], "i": [\#(zero)], "o": [\#(zero)]}}}"#
  }

  static func group(_ shape: String, trim: String) -> String {
    let tr =
      #"{"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}"#
    return #"{"ty": "gr", "it": [\#(shape), \#(trim), \#(tr)]}"#
  }

  /// The alpha of the centre pixel, of the ring's left side and of its lower left corner, with
  /// both groups trimmed by `trim`.
  static func alphas(trim: String) throws -> (counter: UInt8, ring: UInt8, corner: UInt8) {
    let fill = #"{"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}"#
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
       "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
         "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
         "shapes": [\(group(square(50, 80, reversed: false), trim: trim)),
                    \(group(square(50, 30, reversed: true), trim: trim)), \(fill)]}]}
      """
    let dir = TemporaryDirectory()
    let file = dir.write("t.json", text)
    let image = try Composition.load(contentsOf: file).image(atFrame: 0)
    return (image.pixel(x: 50, y: 50).a, image.pixel(x: 20, y: 50).a, image.pixel(x: 15, y: 85).a)
  }

  static func trim(_ s: Double, _ e: Double, _ o: Double) -> String {
    #"{"ty": "tm", "s": {"a": 0, "k": \#(s)}, "e": {"a": 0, "k": \#(e)}, "o": {"a": 0, "k": \#(o)}, "m": 1}"#
  }

  @Test(
    "A trim that keeps the whole path leaves the counter of a compound outline empty",
    arguments: [(0.0, 100.0, 0.0), (100.0, 0.0, 0.0), (-20.0, 130.0, 360.0)])
  func wholeTrim(s: Double, e: Double, o: Double) throws {
    let (counter, ring, corner) = try Self.alphas(trim: Self.trim(s, e, o))
    #expect(counter == 0)
    #expect(ring == 255)
    #expect(corner == 255)
  }

  @Test("A trim that cuts the path still trims it")
  func realTrim() throws {
    // The first half of the outer square (from its top-left corner, clockwise) closes into the
    // triangle above its diagonal: the lower-left corner is left out.
    let (_, _, corner) = try Self.alphas(trim: Self.trim(0, 50, 0))
    #expect(corner == 0)
  }
}
