import ChainframeCore
import Foundation
import Testing

/// Shape features that depend on where items sit in Lottie's lists: trims over nested groups,
/// trims "individually", animated dashes, gradient highlights and opacity stops.
@Suite("Lottie shape features")
struct LottieShapeFeatureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let shapes: String
    /// Fragments the scene text must contain.
    let contains: [String]
    /// How many times `counted.0` must appear in the scene text.
    let counted: (String, Int)?
    var testDescription: String { name }
  }

  static let rect = #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}}"#
  static let stroke = #"{"ty": "st", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}"#
  static let path =
    #"{"ty": "sh", "ks": {"a": 0, "k": {"i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]], "v": [[0, 0], [10, 0]], "c": false}}}"#

  static let cases: [Case] = [
    Case(
      name: "a trim after a group trims the group's shapes",
      shapes: "[{\"ty\": \"gr\", \"it\": [\(rect), \(stroke)}]}, "
        + #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 1}]"#,
      contains: ["trimEnd: 0.5"], counted: nil),
    Case(
      name: "a trim individually (m 2) trims the shapes as one outline",
      shapes: "[\(path), \(path), \(stroke)}, "
        + #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 2}]"#,
      contains: ["M0 0 C0 0 10 0 10 0 M0 0 C0 0 10 0 10 0"], counted: ("trimEnd:", 1)),
    Case(
      name: "a second trim on one shape trims what the first left (lottie-web chains them)",
      shapes: "[\(path), \(stroke)}, "
        + #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 1}, "#
        + #"{"ty": "tm", "s": {"a": 0, "k": 50}, "e": {"a": 0, "k": 100}, "o": {"a": 0, "k": 0}, "m": 1}]"#,
      contains: ["trimStart: 0", "trimEnd: 0.25", "trimOffset: 0.25"], counted: ("trimEnd:", 1)),
    Case(
      name: "a second trim of a whole turn with an offset keeps all the first left (its two pieces join)",
      shapes: "[\(path), \(stroke)}, "
        + #"{"ty": "tm", "s": {"a": 0, "k": 70}, "e": {"a": 0, "k": 100}, "o": {"a": 0, "k": 0}, "m": 1}, "#
        + #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}, "o": {"a": 0, "k": -45}, "m": 1}]"#,
      contains: ["trimStart: 0", "trimEnd: 0.3", "trimOffset: 0.7"], counted: ("trimEnd:", 1)),
    Case(
      name: "chained trims, one animated, are baked per frame",
      shapes: "[\(path), \(stroke)}, "
        + #"{"ty": "tm", "s": {"a": 0, "k": 20}, "e": {"a": 0, "k": 60}, "o": {"a": 0, "k": 0}, "m": 1}, "#
        + #"{"ty": "tm", "s": {"a": 0, "k": 0}, "o": {"a": 0, "k": 0}, "m": 1, "e": {"a": 1, "k": "#
        + #"[{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 4, "s": [100]}]}}]"#,
      contains: ["property: \"trimEnd\"", "{time: 0.2, value: 0.2}", "{time: 0.1, value: 0.2}"], counted: nil),
    Case(
      name: "a trim above a repeater trims every copy twice (lottie-web puts the copies in front of it)",
      shapes: "[{\"ty\": \"gr\", \"it\": [\(path), \(stroke)}, {\"ty\": \"tr\"}]}, "
        + #"{"ty": "tm", "s": {"a": 0, "k": 20}, "e": {"a": 0, "k": 100}, "o": {"a": 0, "k": 0}, "m": 1}, "#
        + #"{"ty": "rp", "c": {"a": 0, "k": 2}, "o": {"a": 0, "k": 0}, "m": 1, "tr": {"p": {"a": 0, "k": [0, 10]}}}]"#,
      contains: ["trimStart: 0", "trimEnd: 0.64", "trimOffset: 0.36"], counted: ("trimEnd:", 2)),
    Case(
      name: "an animated dash becomes one layer per distinct dash, each shown for its frames",
      shapes: "[\(rect), \(stroke), \"d\": [{\"n\": \"d\", \"v\": {\"a\": 1, \"k\": "
        + #"[{"t": 0, "s": [2], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 2, "s": [4]}]}}]}]"#,
      contains: ["dash: [2, 2]", "dash: [3, 3]", "dash: [4, 4]"], counted: ("visible:", 3)),
    Case(
      name: "a radial highlight becomes the gradient's focus",
      shapes: "[\(rect), "
        + #"{"ty": "gf", "t": 2, "o": {"a": 0, "k": 100}, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [10, 0]}, "#
        + #""h": {"a": 0, "k": 50}, "a": {"a": 0, "k": 90}, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 1, 1, 0, 0, 0]}}}]"#,
      contains: ["focus: [0.5, 0.75]"], counted: nil),
    Case(
      name: "opacity stops between colour stops become stops of their own",
      shapes: "[\(rect), "
        + #"{"ty": "gf", "t": 1, "o": {"a": 0, "k": 100}, "s": {"a": 0, "k": [-10, 0]}, "e": {"a": 0, "k": [10, 0]}, "#
        + #""g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0.5, 0, 1, 1]}}}]"#,
      contains: ["{offset: 0.5, color: \"rgb(127.5 127.5 127.5 / 0)\"}"], counted: ("offset:", 3)),
  ]

  @Test("Shape features translate as players draw them", arguments: cases)
  func feature(_ c: Case) throws {
    let imported = try LottieImporter.translate(text: LottieImporterTests.document(shapes: c.shapes), file: "t.json")
    for fragment in c.contains {
      #expect(imported.yaml.contains(fragment), "\(fragment) in:\n\(imported.yaml)")
    }
    if let (fragment, count) = c.counted {
      #expect(imported.yaml.components(separatedBy: fragment).count - 1 == count)
    }
    #expect(imported.findings.isEmpty, "\(imported.findings)")
    // The scene text is a valid scene.
    _ = try LottieImporterTests.compiled(LottieImporterTests.document(shapes: c.shapes))
  }
}
