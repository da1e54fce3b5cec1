import Foundation
import Testing

@testable import ChainframeLottie

/// The evaluated expression subset (``LottieExpression``): values computed by hand from
/// lottie-web 5.13.0's helpers (ExpressionManager.js: `sum` adds a number to an array's first
/// component, `clamp` swaps reversed bounds, `linear` clamps `t`, `wiggle` ignores its
/// frequency and walks 5 random steps a second).
@Suite("Lottie expressions")
struct LottieExpressionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    var time = 0.0
    var value: [Double] = [0]
    var index = 1.0
    let expected: [Double]
    var testDescription: String { text }
  }

  @Test(
    "An expression of the subset gives the value lottie-web's helpers give",
    arguments: [
      Case(text: "var $bm_rt;\n$bm_rt = clamp(value, 0, 100);", value: [150], expected: [100]),
      Case(text: "var $bm_rt;\n$bm_rt = clamp(value, 100, 0);", value: [-5], expected: [0]),
      Case(text: "var $bm_rt;\n$bm_rt = $bm_mul(time, 30);", time: 2, expected: [60]),
      Case(text: "var $bm_rt;\n$bm_rt = [\n    100,\n    100\n];", expected: [100, 100]),
      Case(text: "var $bm_rt = 4;", expected: [4]),
      Case(text: "$bm_rt = linear(time, 0, 2, 0, 100);", time: 0.5, expected: [25]),
      Case(text: "$bm_rt = linear(time, 2, 0, 0, 100);", time: 3, expected: [100]),
      Case(text: "$bm_rt = linear(time, 0, 2, [0, 0], [100, 50]);", time: 1, expected: [50, 25]),
      Case(text: "$bm_rt = linear(0.25, 0, 8);", expected: [2]),
      Case(text: "$bm_rt = ease(time, 0, 1, 0, 10);", time: 2, expected: [10]),
      Case(text: "$bm_rt = easeIn(time, 1, 2, 0, 10);", time: 0, expected: [0]),
      Case(text: "$bm_rt = $bm_sum(value, 10);", value: [1, 2], expected: [11, 2]),
      Case(text: "$bm_rt = sub([5, 5, 1], [1, 2]);", expected: [4, 3, 1]),
      Case(text: "$bm_rt = div(value, 2);", value: [10, 4], expected: [5, 2]),
      Case(text: "$bm_rt = index * 10 + 1;", index: 3, expected: [31]),
      Case(text: "$bm_rt = (1 + 2) * -3 % 4;", expected: [-1]),
      Case(text: "$bm_rt = Math.sin(Math.PI / 2) * 5;", expected: [5]),
      Case(text: "$bm_rt = Math.round(-2.5) + Math.max(1, 7, 3);", expected: [5]),
      Case(text: "$bm_rt = value[1];", value: [3, 7], expected: [7]),
      Case(text: "$bm_rt = -value;", value: [3, 7], expected: [-3, -7]),
      Case(text: "$bm_rt = length([3, 4]);", expected: [5]),
      Case(text: "$bm_rt = radiansToDegrees(Math.PI);", expected: [180]),
    ])
  func evaluates(_ c: Case) throws {
    let e = try #require(LottieExpression(c.text), "\(c.text)")
    let v = try #require(e.evaluate(.init(time: c.time, value: c.value, index: c.index)))
    #expect(v.components.count == c.expected.count)
    for (a, b) in zip(v.components, c.expected) { #expect(abs(a - b) < 1e-9, "\(v) ≠ \(c.expected)") }
  }

  @Test(
    "Expressions outside the subset are not parsed, so they stay reported",
    arguments: [
      "var $bm_rt = comp('_anim').layer(1).effect('Color Control')('Color');",
      "var $bm_rt;\n$bm_rt = thisComp.layer('x').transform.skew;", "$bm_rt = effect('a')('b\\'');",
      "var $bm_rt;\n$bm_rt = b;", "var $bm_rt;\n$bm_rt = random(5);", "for (;;) { $bm_rt = 1; }",
      "var $bm_rt;\nvar i = 0;\nwhile (i < 3) { i++; }\n$bm_rt = i;", "function f() { return 1; }\n$bm_rt = f();",
      "$bm_rt = value; foo();",
      "$bm_rt = Math.hypot(1, 2);", "$bm_rt = loopOut('cycle') + 1;", "wiggle(2, 30)",
      "$bm_rt = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40) + ";",
    ])
  func rejects(text: String) {
    #expect(LottieExpression(text) == nil, "\(text)")
  }

  @Test(
    "Values lottie-web could not show are nil: an array clamped, arrays multiplied, a bad index",
    arguments: [
      "$bm_rt = clamp(value, 0, 1);", "$bm_rt = mul(value, value);", "$bm_rt = value[5];",
      "$bm_rt = div(1, 0);",
    ])
  func invalid(text: String) throws {
    let e = try #require(LottieExpression(text))
    #expect(e.evaluate(.init(time: 1, value: [1, 2])) == nil)
  }

  @Test("wiggle ignores its frequency, steps 5 times a second, is deterministic and stays within its steps")
  func wiggle() throws {
    let slow = try #require(LottieExpression("$bm_rt = wiggle(1, 40);"))
    let fast = try #require(LottieExpression("$bm_rt = wiggle(200, 40);"))
    let at: (LottieExpression, Double) -> [Double] = { e, t in
      e.evaluate(.init(time: t, value: [100, 50], seed: 7))?.components ?? []
    }
    // At time 0 no step is taken and the last one is scaled by 0.
    #expect(at(slow, 0) == [100, 50])
    for t in [0.1, 0.5, 1.3, 4.0] {
      #expect(at(slow, t) == at(fast, t))
      #expect(at(slow, t) == at(slow, t))
      let steps = (t * 5).rounded(.down) + 1
      for (w, v) in zip(at(slow, t), [100.0, 50]) { #expect(abs(w - v) <= 40 * steps) }
    }
    // Whole steps are shared: 1.2 s adds one step of at most 40 to 1.0 s.
    for (a, b) in zip(at(slow, 1.0), at(slow, 1.2)) { #expect(abs(a - b) <= 40 && a != b) }
    // Different properties wiggle differently.
    #expect(slow.evaluate(.init(time: 2, value: [0], seed: 1)) != slow.evaluate(.init(time: 2, value: [0], seed: 2)))
  }

  /// A 10-frame file with one shape layer whose position carries `expression`.
  static func file(position expression: String, keyed: Bool = false) -> String {
    let p =
      keyed
      ? #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100, 0]}]"#
      : #"{"a": 0, "k": [40, 60]"#
    return """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
       "layers": [{"ty": 4, "ind": 3, "ip": 0, "op": 10, "st": 0,
         "ks": {"p": \(p), "x": \(expression)}},
         "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [60, 40]}, "r": {"a": 0, "k": 0}},
           {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}]}]}
      """
  }

  @Test("An evaluated expression becomes per-frame keyframes and is not reported; others are, with their path")
  func translation() throws {
    let linear = try LottieImporter.translate(
      text: Self.file(position: #""var $bm_rt;\n$bm_rt = linear(time, 0, 1, [0, 0], [90, 180]);""#),
      file: "e.json")
    #expect(linear.findings.isEmpty, "\(linear.findings)")
    #expect(linear.yaml.contains("keyframes"), "\(linear.yaml)")
    let value = try LottieImporter.translate(
      text: Self.file(position: #""$bm_rt = $bm_sum(value, [0, 10]);""#, keyed: true), file: "e.json")
    #expect(value.findings.isEmpty, "\(value.findings)")
    let other = try LottieImporter.translate(
      text: Self.file(position: #""$bm_rt = thisComp.layer(1).position;""#), file: "e.json")
    #expect(
      other.findings.contains { $0.description.contains("layers[0].ks.p") && $0.description.contains("thisComp") })
  }
}
