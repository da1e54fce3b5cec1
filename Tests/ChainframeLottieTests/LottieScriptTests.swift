import Foundation
import Testing

@testable import ChainframeLottie

/// Expression scripts (``LottieScript``) and the keyframe helpers (``LottieExpressionKeys``):
/// values worked out by hand from lottie-web 5.13.0's ExpressionManager.js (`nearestKey`
/// picks the later key only when strictly nearer, `key(n)` throws past the keys,
/// `velocityAtTime` differentiates backwards over 1 ms).
@Suite("Lottie expression scripts")
struct LottieScriptTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    var time = 0.0
    var value: [Double] = [0]
    let expected: [Double]
    var testDescription: String { text.replacingOccurrences(of: "\n", with: " ") }
  }

  /// A property keyed at frames 0, 10 and 30 (10 fps) with values 0, 100 and 100, linear in
  /// between: 100 a second over the first second.
  static func context(time: Double, value: [Double]) -> LottieExpression.Context {
    var c = LottieExpression.Context(time: time, value: value)
    c.keys = [(0, [0]), (10, [100]), (30, [100])]
    c.frameRate = 10
    c.valueAt = { t in [min(max(t, 0), 1) * 100] }
    return c
  }

  @Test(
    "A script of statements gives the value lottie-web's JavaScript gives",
    arguments: [
      Case(text: "var $bm_rt;\nvar a = 1;\n$bm_rt = a;", expected: [1]),
      Case(text: "var $bm_rt, n = 0;\nif (time > 1) { n = 5; } else { n = 2; }\n$bm_rt = n;", time: 2, expected: [5]),
      Case(text: "var $bm_rt, n = 0;\nif (time > 1) { n = 5; } else { n = 2; }\n$bm_rt = n;", time: 0, expected: [2]),
      Case(text: "var $bm_rt, n;\nn = 3, 2 < n && n--, $bm_rt = n;", expected: [2]),
      Case(text: "var $bm_rt, n;\nn = 1, 2 < n && n--, $bm_rt = n;", expected: [1]),
      Case(text: "$bm_rt = 0 === 0 ? 7 : 8;", expected: [7]),
      Case(text: "$bm_rt = 1 !== 1 || !0 ? 3 : 4;", expected: [3]),
      Case(text: "var $bm_rt, n = 1;\n$bm_rt = n++ + n;", expected: [3]),
      Case(text: "var $bm_rt, n = 1;\n$bm_rt = --n;", expected: [0]),
      Case(text: "var $bm_rt = 1;\n$bm_rt += 2; // three\n/* done */", expected: [3]),
      Case(text: "var $bm_rt;\n$bm_rt = value = sum(value, 1);", value: [4], expected: [5]),
      Case(
        text: "var $bm_rt;\ntry { $bm_rt = key(5).time; } catch (e$$4) { $bm_rt = value = value; }", value: [9],
        expected: [9]),
      Case(text: "var $bm_rt;\ntry { $bm_rt = key(2).time; } catch (e) { $bm_rt = -1; }", expected: [1]),
      Case(text: "$bm_rt = key(3).value + numKeys;", expected: [103]),
      // Strict code: assigning an undeclared name throws, and the catch keeps the value.
      Case(text: "var $bm_rt;\ntry { v = 5; $bm_rt = v; } catch (e) { $bm_rt = value; }", value: [9], expected: [9]),
      Case(
        text: "var $bm_rt;\ntry { $bm_rt = v = 5; var v; } catch (e) { $bm_rt = value; }", value: [9], expected: [5]),
      Case(text: "$bm_rt = nearestKey(time).index;", time: 1.6, expected: [2]),
      Case(text: "$bm_rt = nearestKey(time).time;", time: 2.1, expected: [3]),
      Case(text: "$bm_rt = nearestKey(time).index;", time: 1.5, expected: [2]),
      Case(text: "$bm_rt = nearestKey(-1).index + nearestKey(9).index;", expected: [4]),
      Case(text: "$bm_rt = velocityAtTime(0.5);", expected: [100]),
      Case(text: "$bm_rt = valueAtTime(0.25) + thisComp.frameDuration;", expected: [25.1]),
    ])
  func evaluates(_ c: Case) throws {
    let e = try #require(LottieExpression(c.text), "\(c.text)")
    let v = try #require(e.evaluate(Self.context(time: c.time, value: c.value)))
    #expect(v.components.count == c.expected.count)
    for (a, b) in zip(v.components, c.expected) { #expect(abs(a - b) < 1e-6, "\(v) ≠ \(c.expected)") }
  }

  @Test(
    "A script that reads past its subset or never sets its result is not evaluated",
    arguments: [
      "var $bm_rt;\n$bm_rt = key(0).time;", "var $bm_rt;\nvar a;\n$bm_rt = a;", "var $bm_rt;\n$bm_rt = nearestKey(1);",
      "var $bm_rt;\ntry { $bm_rt = undefinedThing(1); } catch (e) { $bm_rt = 0; }", "var $bm_rt;\nn = 1;\n$bm_rt = 1;",
    ])
  func unevaluated(text: String) {
    // Parsed or not, no value: the expression stays reported.
    #expect(LottieExpression(text)?.evaluate(Self.context(time: 0, value: [0])) == nil, "\(text)")
  }

  /// The inertial bounce as Bodymovin exports it (rlottie's starfish, with its sliders as
  /// numbers), against the same formula written out here.
  static let bounce = """
    var $bm_rt;
    var amp, freq, decay, n, t, v;
    try {
        amp = div(5, 2.5), freq = div(40, 20), decay = div(40, 20), n = 0, 0 < numKeys && (n = nearestKey(time).index, \
    key(n).time > time && n--), t = 0 === n ? 0 : time - key(n).time, $bm_rt = 0 < n ? (v = velocityAtTime(sub(key(n).time, \
    div(thisComp.frameDuration, 10))), sum(value, div(mul(mul(div(v, 100), amp), Math.sin(mul(mul(mul(freq, t), 2), \
    Math.PI))), Math.exp(mul(decay, t))))) : value;
    } catch (e$$4) {
        $bm_rt = value = value;
    }
    """

  @Test(
    "The inertial bounce overshoots after each key as its formula says", arguments: [0.0, 0.5, 1.25, 1.5, 2.9, 3.5])
  func bounce(time: Double) throws {
    let e = try #require(LottieExpression(Self.bounce))
    let own = [min(max(time, 0), 1) * 100]
    let v = try #require(e.evaluate(Self.context(time: time, value: own))).components
    // Key n is the last one at or before `time`; the velocity is taken just before it.
    let keyTimes = [0.0, 1, 3]
    let n = keyTimes.lastIndex { $0 <= time }.map { $0 + 1 } ?? 0
    var expected = own[0]
    if n > 0 {
      let t = time - keyTimes[n - 1]
      let at = keyTimes[n - 1] - 0.01
      let velocity = at > 0 && at < 1 ? 100.0 : 0
      expected += velocity / 100 * 2 * sin(2 * t * 2 * Double.pi) / exp(2 * t)
    }
    #expect(abs(v[0] - expected) < 1e-6, "\(v[0]) ≠ \(expected)")
  }

  @Test("A script too costly over its frames stays reported rather than baked")
  func costly() throws {
    // 350 statements (1,400 nodes) on each of 19,000 frames: past the file's budget of
    // evaluated nodes. The same script on 10 frames bakes.
    let script = "var $bm_rt, a = 0;\\n" + String(repeating: "a = a + 1;\\n", count: 350) + "$bm_rt = value + a;"
    for (frames, baked) in [(19_000, false), (10, true)] {
      let text = LottieExpressionTests.file(position: "\"\(script)\"").replacingOccurrences(
        of: "\"op\": 10", with: "\"op\": \(frames)")
      let imported = try LottieImporter.translate(text: text, file: "c.json")
      #expect(imported.findings.isEmpty == baked, "\(frames) frames: \(imported.findings)")
    }
  }

  @Test("A long chain of operators is refused rather than recursed through")
  func longChain() {
    #expect(LottieExpression("$bm_rt = 1" + String(repeating: " + 1", count: 60) + ";") != nil)
    #expect(LottieExpression("$bm_rt = 1" + String(repeating: " + 1", count: 900) + ";") == nil)
  }

  @Test("A bounce on a keyed position is baked into keyframes and not reported")
  func bakes() throws {
    let text = Self.bounce.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\"", with: "\\\"")
    let imported = try LottieImporter.translate(
      text: LottieExpressionTests.file(position: "\"\(text)\"", keyed: true), file: "b.json")
    #expect(imported.findings.isEmpty, "\(imported.findings)")
    #expect(imported.yaml.contains("keyframes"))
  }
}
