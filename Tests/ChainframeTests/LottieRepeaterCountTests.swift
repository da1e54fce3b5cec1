import Chainframe
import Foundation
import Testing

/// A repeater whose copy count animates shows, at each frame, the count rounded up (lottie-web's
/// `Math.ceil`), whether a style inside the copies paints them or one below paints them all.
@Suite("Lottie repeaters with an animated copy count")
struct LottieRepeaterCountTests {
  static let rect = #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}}"#
  static let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}"#
  /// 1 copy at frame 0 to 3 at frame 9, linear; each copy 30 px right of the one before.
  static let repeater = """
    {"ty": "rp", "m": 1, "o": {"a": 0, "k": 0}, "tr": {"p": {"a": 0, "k": [30, 0]}},
     "c": {"a": 1, "k": [{"t": 0, "s": [1], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 9, "s": [3]}]}}
    """

  static func document(_ items: [String]) -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 40, "assets": [],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {"p": {"a": 0, "k": [15, 20]}},
       "shapes": [\(items.joined(separator: ", "))]}]}
    """
  }

  /// Whether each copy's centre (x 15, 45, 75; y 20) is painted at `frame`.
  static func painted(_ items: [String], frame: Int) throws -> [Bool] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("repeater-count-\(UUID()).json")
    try Self.document(items).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let image = try Composition.load(contentsOf: file.path).image(atFrame: frame, threads: 1)
    return [15, 45, 75].map { x in
      image.withUnsafeBytes { bytes in bytes[20 * image.stride + x * 4 + 3] > 128 }
    }
  }

  @Test(
    "each frame shows the copy count rounded up",
    arguments: [
      (0, [true, false, false]), (3, [true, true, false]), (5, [true, true, true]), (9, [true, true, true]),
    ])
  func shown(frame: Int, expected: [Bool]) throws {
    // Style inside the copies (one group per copy), and one below the repeater (one path).
    #expect(try Self.painted([Self.rect, Self.fill, Self.repeater], frame: frame) == expected)
    #expect(try Self.painted([Self.rect, Self.repeater, Self.fill], frame: frame) == expected)
  }
}
