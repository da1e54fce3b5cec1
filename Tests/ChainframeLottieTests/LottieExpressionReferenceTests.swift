import Foundation
import Testing

@testable import ChainframeLottie

/// Expressions that read other properties of their composition (``LottieExpressionReference``):
/// expression controls (`effect('Slider Control')('Slider')`, on this layer or another) and
/// layer transforms, baked at each composition frame. A layer's `st` does not move its
/// keyframes: lottie-web subtracts it from the frame and from every keyframe's time alike
/// (checked in lottie-web: a layer with `st` 5 keyed from x 10 at `t` 0 to 110 at `t` 10 is at
/// x 60 at composition frame 5).
@Suite("Lottie expressions that reference other properties")
struct LottieExpressionReferenceTests {
  /// A composition of a `counter` layer (starting at `st` 5) whose slider goes 0 → 100 over
  /// its frames 0…10 and whose position is [30, 40], and a layer whose opacity is `expression`
  /// and whose own slider `Own` is 7 (its rotation, `ix` 10, is 12).
  static func document(_ expression: String) -> LottieJSON? {
    let slider =
      #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]}"#
    let quoted = expression.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    return LottieJSON.parse(
      """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 100, "h": 100, "layers": [
        {"ty": 3, "ind": 1, "nm": "counter", "ip": 0, "op": 20, "st": 5,
         "ks": {"p": {"a": 0, "k": [30, 40]}},
         "ef": [{"ty": 5, "nm": "Slider Control", "ef": [{"ty": 0, "nm": "Slider", "v": \(slider)}]}]},
        {"ty": 3, "ind": 2, "nm": "user", "ip": 0, "op": 20, "st": 0,
         "ef": [{"ty": 5, "nm": "Mine", "mn": "ADBE Slider Control", "ef": [{"ty": 0, "nm": "Own", "v": {"a": 0, "k": 7}}]}],
         "ks": {"r": {"a": 0, "k": 12, "ix": 10}, "o": {"a": 0, "k": 100, "ix": 11, "x": "\(quoted)"}}}]}
      """)
  }

  @Test(
    "A referenced control or transform is read at each composition frame, its layer's st cancelling out",
    arguments: [
      // (expression, composition frame, expected opacity)
      ("var $bm_rt;\n$bm_rt = thisComp.layer('counter').effect('Slider Control')('Slider');", 5.0, 50.0),
      ("var $bm_rt;\n$bm_rt = thisComp.layer(\"counter\").effect(1)(1).value;", 15, 100),
      ("var $bm_rt;\n$bm_rt = thisComp.layer(1).effect('Slider Control').param('Slider') * 0.5;", 5, 25),
      ("var $bm_rt;\n$bm_rt = effect('Mine')('Own') + 1;", 3, 8),
      ("var $bm_rt;\n$bm_rt = thisLayer.effect('ADBE Slider Control')('Own');", 3, 7),
      ("var $bm_rt;\n$bm_rt = thisComp.layer('counter').transform.position[1];", 3, 40),
      ("var $bm_rt;\n$bm_rt = sum(thisProperty.propertyGroup(1)(10), 1);", 3, 13),
    ])
  func referenced(expression: String, frame: Double, expected: Double) throws {
    let root = try #require(Self.document(expression))
    let baked = LottieExpressionBake.apply(root, fr: 10)
    let opacity = try #require(baked["layers"]?.array.last?["ks"]?["o"])
    #expect(opacity["x"] == nil, "the expression was baked")
    let property = try #require(LottieProperty(opacity))
    let value = try #require(property.value(at: frame).first)
    #expect(abs(value - expected) < 1e-9, "\(value) ≠ \(expected)")
  }

  @Test(
    "A reference to nothing, or to another expression, stays reported",
    arguments: [
      "var $bm_rt;\n$bm_rt = thisComp.layer('nobody').effect('Slider Control')('Slider');",
      "var $bm_rt;\n$bm_rt = effect('Mine')('Missing');",
      "var $bm_rt;\n$bm_rt = effect('Mine')(9);",
      "var $bm_rt;\n$bm_rt = thisComp.layer('user').transform.opacity;",
      "var $bm_rt;\n$bm_rt = thisProperty.propertyGroup(1)(4);",
    ])
  func unresolved(expression: String) throws {
    let root = try #require(Self.document(expression))
    let baked = LottieExpressionBake.apply(root, fr: 10)
    #expect(baked["layers"]?.array.last?["ks"]?["o"]?["x"]?.string == expression)
  }

  /// Two shape layers: `source` whose group `Shape 1` holds `Path 1`, keyframed from a
  /// one-pixel line to a ten-pixel one over its frames 0…10 (it starts at `st` 5), and `copy`,
  /// whose path is `expression`.
  static func pathDocument(_ expression: String) -> LottieJSON? {
    func line(_ x: Int) -> String {
      #"[{"i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]], "v": [[0, 0], [\#(x), 0]], "c": false}]"#
    }
    let quoted = expression.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    let keyframes =
      #"{"a": 1, "k": [{"t": 0, "s": \#(line(1)), "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": \#(line(10))}]}"#
    return LottieJSON.parse(
      """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 100, "h": 100, "layers": [
        {"ty": 4, "ind": 1, "nm": "source", "ip": 0, "op": 20, "st": 5, "ks": {},
         "shapes": [{"ty": "gr", "nm": "Shape 1", "it": [{"ty": "sh", "nm": "Path 1", "ks": \(keyframes)}, {"ty": "tr"}]}]},
        {"ty": 4, "ind": 2, "nm": "copy", "ip": 0, "op": 20, "st": 0, "ks": {},
         "shapes": [{"ty": "gr", "nm": "Shape 1", "it": [{"ty": "sh", "nm": "Path 1",
           "ks": {"a": 0, "k": {"i": [[0, 0]], "o": [[0, 0]], "v": [[0, 0]], "c": false}, "x": "\(quoted)"}},
           {"ty": "tr"}]}]}]}
      """)
  }

  @Test(
    "A path read by content names is copied with its keyframes at the same composition frames",
    arguments: [
      "var $bm_rt;\n$bm_rt = thisComp.layer('source').content('Shape 1').content('Path 1').path;",
      "var $bm_rt;\n$bm_rt = thisComp.layer(1).content(1).content('Path 1').path;",
    ])
  func pathCopied(expression: String) throws {
    let root = try #require(Self.pathDocument(expression))
    let baked = LottieExpressionBake.apply(root, fr: 10)
    let ks = try #require(baked["layers"]?.array.last?["shapes"]?.array.first?["it"]?.array.first?["ks"])
    #expect(ks["x"] == nil, "the expression was baked")
    // The source (st 5) is keyed at 0 and 10: so is the copy (st 0), as lottie-web plays both.
    #expect(ks["k"]?.array.compactMap { $0.number("t") } == [0, 10])
  }

  @Test(
    "A path in arithmetic, or a path that is not there, stays an expression",
    arguments: [
      "var $bm_rt;\n$bm_rt = content('Shape 1').content('Nothing').path;",
      "var $bm_rt;\n$bm_rt = thisComp.layer('source').content('Shape 1').content('Path 1').path * 2;",
      "var $bm_rt;\n$bm_rt = thisComp.layer('source').content('Shape 1').path;",
      "var $bm_rt;\n$bm_rt = thisComp.layer('source').content('Shape 1').content('Path 1').transform.rotation;",
      "var $bm_rt;\n$bm_rt = thisComp.layer('source').content('Shape 1').transform.wobble;",
    ])
  func pathNotCopied(expression: String) throws {
    let root = try #require(Self.pathDocument(expression))
    let baked = LottieExpressionBake.apply(root, fr: 10)
    let ks = try #require(baked["layers"]?.array.last?["shapes"]?.array.first?["it"]?.array.first?["ks"])
    #expect(ks["x"] != nil)
  }

  @Test(
    "A content item's number, or a group's transform member, is read by its names, like any referenced property",
    arguments: [
      ("var $bm_rt;\n$bm_rt = thisComp.layer('source').content('Shape 1').content('Trim Paths 1').end * 2;", 80.0),
      ("var $bm_rt;\n$bm_rt = thisComp.layer('source').content('Shape 1').content('Stroke 1').strokeWidth;", 3),
      ("var $bm_rt;\n$bm_rt = thisComp.layer('source').content(1).content('Ellipse Path 1').size[1];", 24),
      // A group's own transform (its `tr` item).
      ("var $bm_rt;\n$bm_rt = thisComp.layer('source').content('Shape 1').transform.rotation;", 33),
      ("var $bm_rt;\n$bm_rt = thisComp.layer(1).content(1).transform.opacity / 5;", 11),
      ("var $bm_rt;\n$bm_rt = thisComp.layer('source').content('Shape 1').transform.scale[1];", 80),
    ])
  func contentMember(expression: String, expected: Double) throws {
    let quoted = expression.replacingOccurrences(of: "\n", with: "\\n")
    let root = try #require(
      LottieJSON.parse(
        """
        {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 100, "h": 100, "layers": [
          {"ty": 4, "ind": 1, "nm": "source", "ip": 0, "op": 20, "st": 0, "ks": {},
           "shapes": [{"ty": "gr", "nm": "Shape 1", "it": [
             {"ty": "el", "nm": "Ellipse Path 1", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [12, 24]}},
             {"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 3}},
             {"ty": "tm", "nm": "Trim Paths 1", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 40}, "o": {"a": 0, "k": 0}},
             {"ty": "tr", "r": {"a": 0, "k": 33}, "o": {"a": 0, "k": 55}, "s": {"a": 0, "k": [50, 80]}}]}]},
          {"ty": 3, "ind": 2, "nm": "user", "ip": 0, "op": 20, "st": 0,
           "ks": {"o": {"a": 0, "k": 100, "x": "\(quoted)"}}}]}
        """))
    let baked = LottieExpressionBake.apply(root, fr: 10)
    let opacity = try #require(baked["layers"]?.array.last?["ks"]?["o"])
    #expect(opacity["x"] == nil, "the expression was baked")
    let value = try #require(LottieProperty(opacity)?.value(at: 5).first)
    #expect(abs(value - expected) < 1e-9, "\(value)")
  }
}
