import Foundation
import Testing

@testable import ChainframeLottie

/// Layer effects as lottie-web's svg renderer draws them, checked against its filter
/// parameters (SVGDropShadowEffect: σ = softness / 4, offset by distance towards
/// direction − 90°, flood colour rounded to 8 bits at opacity / 255).
@Suite("Lottie effects")
struct LottieEffectsTests {
  /// A 60 × 40 red rectangle layer with `effects` as its `ef` array.
  static func file(effects: String) -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
       "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [100, 100]}, "s": {"a": 0, "k": [100, 100]},
              "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
       "ef": \(effects),
       "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [60, 40]}, "r": {"a": 0, "k": 0}},
         {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}]}]}
    """
  }

  /// A Drop Shadow whose distance is `distance` (a JSON property value).
  static func dropShadow(direction: Double, distance: String, softness: Double) -> String {
    """
    [{"ty": 25, "nm": "Drop Shadow", "ef": [
      {"ty": 2, "v": {"a": 0, "k": [1, 0.5, 0, 1]}}, {"ty": 0, "v": {"a": 0, "k": 127.5}},
      {"ty": 1, "v": {"a": 0, "k": \(direction)}}, {"ty": 0, "v": \(distance)},
      {"ty": 0, "v": {"a": 0, "k": \(softness)}}, {"ty": 7, "v": {"a": 0, "k": 0}}]}]
    """
  }

  struct ShadowCase: Sendable, CustomTestStringConvertible {
    let direction: Double
    let distance: Double
    let softness: Double
    let offset: String
    let blur: String
    var testDescription: String { "direction \(direction)°, distance \(distance), softness \(softness)" }
  }

  static let shadowCases: [ShadowCase] = [
    ShadowCase(direction: 180, distance: 10, softness: 20, offset: "[0, 10]", blur: "10"),
    ShadowCase(direction: 90, distance: 5, softness: 0, offset: "[5, 0]", blur: "0"),
    ShadowCase(direction: 135, distance: 10, softness: 8, offset: "[7.0710678118654755, 7.071067811865475]", blur: "4"),
  ]

  @Test("A Drop Shadow becomes a layer-space shadow clipped to the layer's bounds", arguments: shadowCases)
  func dropShadow(_ c: ShadowCase) throws {
    let text = Self.file(
      effects: Self.dropShadow(
        direction: c.direction, distance: "{\"a\": 0, \"k\": \(c.distance)}", softness: c.softness)
    )
    let result = try LottieImporter.translate(text: text, file: "shadow.json")
    #expect(!result.findings.contains { $0.description.contains("Drop Shadow") }, "\(result.findings)")
    let yaml = result.yaml
    // Colour rounded to 8 bits (0.5 → 128), alpha = opacity / 255.
    #expect(yaml.contains("color: \"rgb(255 128 0 / 0.5)\""), "\(yaml)")
    #expect(yaml.contains("offset: \(c.offset)"), "\(yaml)")
    #expect(yaml.contains("blur: \(c.blur)"), "\(yaml)")
    #expect(yaml.contains("local: true"))
    #expect(yaml.contains("clip: true"))
  }

  @Test("A Tint becomes the layer's tint: its two colours and the amount in 0…1, nothing reported")
  func tint() throws {
    let tint = """
      [{"ty": 20, "nm": "Tint", "ef": [
        {"ty": 2, "v": {"a": 0, "k": [0, 0, 0.5, 1]}}, {"ty": 2, "v": {"a": 0, "k": [1, 0.5, 0, 1]}},
        {"ty": 0, "v": {"a": 0, "k": 40}}]}]
      """
    let result = try LottieImporter.translate(text: Self.file(effects: tint), file: "tint.json")
    #expect(result.findings.isEmpty, "\(result.findings)")
    #expect(
      result.yaml.contains("tint: {black: \"rgb(0 0 127.5 / 1)\", white: \"rgb(255 127.5 0 / 1)\", amount: 0.4}"),
      "\(result.yaml)")
  }

  @Test(
    "A Tritone becomes the layer's tritone: highlights, midtones, shadows in 0…1, out-of-range colours clamped",
    arguments: [
      (
        "[1, 1, 1, 1]", "[0.8, 0.4, 0.2, 1]", "[0, 0, 0.2, 1]",
        "tritone: {highlights: \"rgb(255 255 255 / 1)\", midtones: \"rgb(204 102 51 / 1)\", shadows: \"rgb(0 0 51 / 1)\"}"
      ),
      // Any component above 1 means 0…255 (as for every Lottie colour); negatives clamp to 0.
      (
        "[255, 128, 0, 1]", "[-5, 300, 0.5, 1]", "[0, 0, 0, 1]",
        "tritone: {highlights: \"rgb(255 128 0 / 1)\", midtones: \"rgb(0 255 0.5 / 1)\", shadows: \"rgb(0 0 0 / 1)\"}"
      ),
    ])
  func tritone(_ high: String, _ mid: String, _ low: String, _ expected: String) throws {
    let tritone = """
      [{"ty": 23, "nm": "Tritone", "ef": [
        {"ty": 2, "v": {"a": 0, "k": \(high)}}, {"ty": 2, "v": {"a": 0, "k": \(mid)}},
        {"ty": 2, "v": {"a": 0, "k": \(low)}}, {"ty": 0, "v": {"a": 0, "k": 0}}]}]
      """
    let result = try LottieImporter.translate(text: Self.file(effects: tritone), file: "tritone.json")
    #expect(result.findings.isEmpty, "\(result.findings)")
    #expect(result.yaml.contains(expected), "\(result.yaml)")
  }

  @Test("A Tritone without its colours is reported and not drawn")
  func tritoneMissing() throws {
    let result = try LottieImporter.translate(
      text: Self.file(effects: #"[{"ty": 23, "nm": "Tritone", "ef": []}]"#), file: "tritone.json")
    #expect(result.findings.contains { $0.description.contains("Tritone effect without its three colours") })
    #expect(!result.yaml.contains("tritone"))
  }

  /// A Levels (Individual Controls) effect: 36 parameters, the five of each curve at
  /// lottie-web's indices, the rest zero; `curves` maps a first index to its five values.
  static func levels(_ curves: [Int: [String]]) -> String {
    var params = Array(repeating: "0", count: 36)
    for first in [3, 10, 17, 24, 31] {
      for (k, v) in (curves[first] ?? ["0", "1", "1", "0", "1"]).enumerated() { params[first + k] = v }
    }
    let list = params.map { #"{"ty": 0, "v": {"a": 0, "k": \#($0)}}"# }.joined(separator: ", ")
    return #"[{"ty": 24, "nm": "Levels (Individual Controls)", "ef": [\#(list)]}]"#
  }

  @Test(
    "A Levels effect becomes the layer's levels, only the curves that change something, hostile values clamped",
    arguments: [
      (
        [3: ["0.1", "0.9", "1.5", "0", "1"]],
        "levels:\n      rgb: {inputBlack: 0.1, inputWhite: 0.9, gamma: 1.5, outputBlack: 0, outputWhite: 1}"
      ),
      (
        [31: ["0", "1", "1", "0", "0.5"]],
        "levels:\n      alpha: {inputBlack: 0, inputWhite: 1, gamma: 1, outputBlack: 0, outputWhite: 0.5}"
      ),
      (
        [10: ["-3", "40", "0", "0", "1"]],
        "levels:\n      red: {inputBlack: 0, inputWhite: 1, gamma: 0.01, outputBlack: 0, outputWhite: 1}"
      ),
      ([Int: [String]](), nil),
    ] as [([Int: [String]], String?)])
  func levels(_ curves: [Int: [String]], _ expected: String?) throws {
    let result = try LottieImporter.translate(text: Self.file(effects: Self.levels(curves)), file: "levels.json")
    #expect(result.findings.isEmpty, "\(result.findings)")
    if let expected {
      #expect(result.yaml.contains(expected), "\(result.yaml)")
    } else {
      #expect(!result.yaml.contains("levels"), "\(result.yaml)")
    }
  }

  @Test("Two Drop Shadows chain: the first on a group inside the layer, the second on the layer")
  func twoShadows() throws {
    let one = Self.dropShadow(direction: 90, distance: "{\"a\": 0, \"k\": 5}", softness: 0)
    let two = Self.dropShadow(direction: 180, distance: "{\"a\": 0, \"k\": 7}", softness: 0)
    let text = Self.file(effects: "[" + one.dropFirst().dropLast() + ", " + two.dropFirst().dropLast() + "]")
    let result = try LottieImporter.translate(text: text, file: "shadow.json")
    #expect(!result.findings.contains { $0.description.contains("Drop Shadow") }, "\(result.findings)")
    let yaml = result.yaml
    let first = try #require(yaml.range(of: "offset: [5, 0]"), "\(yaml)")
    let second = try #require(yaml.range(of: "offset: [0, 7]"), "\(yaml)")
    // The inner group (first shadow) is written inside the layer's children, before the
    // layer's own entries.
    #expect(first.lowerBound < second.lowerBound)
  }

  @Test("An animated Drop Shadow distance animates the shadow offset")
  func animatedDistance() throws {
    let distance = """
      {"a": 1, "k": [{"t": 0, "s": [10], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 9, "s": [20]}]}
      """
    let text = Self.file(effects: Self.dropShadow(direction: 180, distance: distance, softness: 0))
    let result = try LottieImporter.translate(text: text, file: "shadow.json")
    let yaml = result.yaml
    #expect(yaml.contains("property: \"shadowOffset\""), "\(yaml)")
    #expect(yaml.contains("{time: 0.9, value: [0, 20]}"), "\(yaml)")
  }
}
