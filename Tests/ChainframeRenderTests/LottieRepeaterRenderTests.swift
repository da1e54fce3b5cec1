import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Repeaters drawn as lottie-web draws them (each expectation was read off lottie-web 5.13.0's
/// svg renderer with the same file): a 20 × 20 square centred at (100, 50), copies rotated by
/// 90° about (50, 50) and moved 10 px right per step, on a 200 × 200 canvas.
@Suite("Lottie repeaters drawn")
struct LottieRepeaterRenderTests {
  static let square =
    #"{"ty": "rc", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}}"#
  static let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}"#
  static let identity =
    #"{"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "#
    + #""r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}"#

  static func repeater(copies: Int, offset: Double, endOpacity: Double) -> String {
    #"{"ty": "rp", "c": {"a": 0, "k": \#(copies)}, "o": {"a": 0, "k": \#(offset)}, "m": 1, "tr": {"ty": "tr", "#
      + #""p": {"a": 0, "k": [10, 0]}, "a": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}, "#
      + #""r": {"a": 0, "k": 90}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": \#(endOpacity)}}}"#
  }

  static func alphas(_ shapes: String, at points: [(Int, Int)]) throws -> [UInt8] {
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
       "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
         "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
         "shapes": \(shapes)}]}
      """
    let dir = TemporaryDirectory()
    let image = try Composition.load(contentsOf: dir.write("r.json", text)).image(atFrame: 0)
    return points.map { image.pixel(x: $0.0, y: $0.1).a }
  }

  /// Where the original square, copy offsets 0.5, 1, 1.5 and 2 land.
  static let points = [(100, 50), (90, 85), (60, 100), (29, 85), (20, 50)]

  @Test(
    "A style below the repeater paints every copy opaque, and the original too while offset is not zero",
    arguments: [
      (0.0, [UInt8(255), 0, 255, 0, 255]), (0.5, [255, 255, 0, 255, 0]), (1.0, [255, 0, 255, 0, 255]),
    ])
  func paintedBelow(offset: Double, expected: [UInt8]) throws {
    let shapes = "[\(Self.square), \(Self.repeater(copies: 3, offset: offset, endOpacity: 30)), \(Self.fill)]"
    #expect(try Self.alphas(shapes, at: Self.points) == expected, "offset \(offset)")
  }

  @Test("Copies of items with their own style fade from the start to the end opacity")
  func paintedInside() throws {
    let group = #"{"ty": "gr", "it": [\#(Self.square), \#(Self.fill), \#(Self.identity)]}"#
    let shapes = "[\(group), \(Self.repeater(copies: 3, offset: 0, endOpacity: 30))]"
    let a = try Self.alphas(shapes, at: [(100, 50), (60, 100), (20, 50)])
    #expect(a[0] == 255)
    #expect((150...170).contains(a[1]), "\(a)")
    #expect((70...84).contains(a[2]), "\(a)")
  }

  /// Two 60 × 60 copies 30 px apart, red with a blue stroke: at x = 60 the second copy's left
  /// stroke, at x = 90 the first copy's right stroke; whichever copy is on top shows its stroke.
  @Test(
    "The first copy is on top for composite above (m 1) and below the rest for m 2, as in lottie-web",
    arguments: [(1, false, true), (2, true, false)])
  func stacking(mode: Int, secondOnTop: Bool, firstOnTop: Bool) throws {
    let rect = #"{"ty": "rc", "p": {"a": 0, "k": [60, 100]}, "s": {"a": 0, "k": [60, 60]}, "r": {"a": 0, "k": 0}}"#
    let stroke =
      #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 6}, "lc": 1, "lj": 1}"#
    let repeater =
      #"{"ty": "rp", "c": {"a": 0, "k": 2}, "o": {"a": 0, "k": 0}, "m": \#(mode), "tr": {"ty": "tr", "#
      + #""p": {"a": 0, "k": [30, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "#
      + #""r": {"a": 0, "k": 0}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 100}}}"#
    let group = #"{"ty": "gr", "it": [\#(rect), \#(stroke), \#(Self.fill), \#(repeater), \#(Self.identity)]}"#
    let dir = TemporaryDirectory()
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
       "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
         "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
         "shapes": [\(group)]}]}
      """
    let image = try Composition.load(contentsOf: dir.write("s.json", text)).image(atFrame: 0)
    #expect((image.pixel(x: 60, y: 100).b == 255) == secondOnTop)
    #expect((image.pixel(x: 90, y: 100).b == 255) == firstOnTop)
  }
}
