import Foundation
import Testing

@testable import ChainframeLottie

/// Old Bodymovin files upgraded as lottie-web's DataManager upgrades them on load.
@Suite("Lottie files from old exporters")
struct LottieLegacyTests {
  @Test(
    "versions compare part by part as numbers, as lottie-web's checkVersion does",
    arguments: [
      ("1.0.0", [4.0, 1, 9], true), ("4.1.8", [4.0, 1, 9], true), ("4.1.9", [4.0, 1, 9], false),
      ("4.10.0", [4.0, 4, 18], false), ("5.7.0", [4.0, 4, 18], false), ("3.1.6", [4.0, 4, 18], true),
      (nil, [4.0, 1, 9], false), ("4.x.1", [4.0, 4, 18], true),
    ] as [(String?, [Double], Bool)])
  func versions(version: String?, minimum: [Double], older: Bool) {
    #expect(LottieLegacy.isOlder(version, than: minimum) == older)
  }

  /// One shape layer with a fill of `color`, a path without `c` but with `closed`, and a mask
  /// with `cl`, in a file of `version`.
  static func file(_ version: String, color: [Double]) throws -> LottieJSON {
    let text = """
      {"v": "\(version)", "layers": [{"ty": 4, "hasMask": true,
        "masksProperties": [{"cl": true, "pt": {"a": 0, "k": {"i": [], "o": [], "v": []}}}],
        "shapes": [{"ty": "gr", "it": [
          {"ty": "sh", "closed": true, "ks": {"a": 1, "k": [{"t": 0, "s": [{"i": [], "o": [], "v": []}]}]}},
          {"ty": "fl", "c": {"a": 0, "k": [\(color.map { "\($0)" }.joined(separator: ", "))]}}]}]}]}
      """
    return try #require(LottieJSON.parse(text))
  }

  @Test(
    "before 4.1.9 fill colours are divided by 255, even ones written 0…1; paths close by `closed` before 4.4.18",
    arguments: [
      ("3.1.6", [255.0, 128, 0, 255], [1.0, 128.0 / 255, 0, 1], true),
      ("1.0.0", [0.125, 0.125, 0.133, 1], [0.125 / 255, 0.125 / 255, 0.133 / 255, 1.0 / 255], true),
      ("4.4.11", [0.5, 0.5, 0.5, 1], [0.5, 0.5, 0.5, 1], true),
      ("5.7.0", [0.5, 0.5, 0.5, 1], [0.5, 0.5, 0.5, 1], false),
    ] as [(String, [Double], [Double], Bool)])
  func upgraded(version: String, color: [Double], expected: [Double], closes: Bool) throws {
    let root = LottieLegacy.completed(try Self.file(version, color: color))
    let layer = try #require(root["layers"]?.array.first)
    let group = try #require(layer["shapes"]?.array.first?["it"]?.array)
    let fill = try #require(group[1]["c"]?["k"]?.numbers)
    #expect(zip(fill, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(fill)")
    let path = try #require(group[0]["ks"]?["k"]?.array.first?["s"]?.array.first)
    #expect(path.bool("c") == closes)
    let mask = try #require(layer["masksProperties"]?.array.first?["pt"]?["k"])
    #expect(mask.bool("c") == closes)
  }
}
