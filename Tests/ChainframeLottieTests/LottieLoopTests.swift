import Foundation
import Testing

@testable import ChainframeLottie

/// `loopOut`/`loopIn` expressions evaluated as lottie-web 5.13.0 draws them. The expected
/// frames were read off lottie-web with the same keyframes (10: (20, 100), 20: (80, 60),
/// 30: (120, 140)): each looped frame shows the keyframed value of the frame named here.
@Suite("Lottie loop expressions")
struct LottieLoopTests {
  static func property(_ expression: String) throws -> LottieProperty {
    let keys: [[String: Any]] = [
      ["t": 10, "s": [20, 100], "i": ["x": [0.5], "y": [1]], "o": ["x": [0.3], "y": [0]]],
      ["t": 20, "s": [80, 60], "i": ["x": [1], "y": [1]], "o": ["x": [0], "y": [0]]],
      ["t": 30, "s": [120, 140]],
    ]
    let raw: [String: Any] = ["a": 1, "x": expression, "k": keys]
    return try #require(LottieProperty(LottieJSON(raw: raw, path: "p")))
  }

  static func plain() throws -> LottieProperty {
    var p = try property("")
    p.loop = nil
    return p
  }

  @Test(
    "Looped frames show the keyframed value lottie-web shows",
    arguments: [
      ("loopOut('cycle')", 35.0, 15.0), ("loopOut('cycle')", 53, 13), ("loopOut()", 44, 24),
      ("loopOut('cycle', 1)", 35, 25), ("loopOut('pingpong')", 35, 25), ("loopOut('pingpong')", 44, 16),
      ("loopOut('pingpong')", 53, 13), ("loopIn('pingpong')", 3, 17), ("loopIn('pingpong')", 7, 13),
      ("loopIn('cycle')", 3, 10), ("loopOut('cycle')", 25, 25),
    ])
  func looped(expression: String, frame: Double, shows: Double) throws {
    let p = try Self.property("var $bm_rt;\n$bm_rt = \(expression);")
    #expect(p.value(at: frame) == (try Self.plain()).value(at: shows), "\(expression) at \(frame)")
  }

  @Test("Offset loops add the change of each cycle")
  func offset() throws {
    let p = try Self.property("var $bm_rt;\n$bm_rt = loopOut('offset');")
    let k = try Self.plain()
    // One cycle is 20 frames and moves by (100, 40): frame 35 is frame 15 plus one change.
    #expect(p.value(at: 35) == zip(k.value(at: 15), [100.0, 40]).map { $0 + $1 })
    let q = try Self.property("loopIn('offset')")
    #expect(q.value(at: 3) == zip(k.value(at: 23), [100.0, 40]).map { $0 - $1 })
  }

  @Test(
    "Only a lone loopOut or loopIn is evaluated; anything else stays a reported expression",
    arguments: [
      ("loopOut('cycle')", true), ("var $bm_rt;\n$bm_rt = loopOut('Cycle');", true), ("loopIn(\"offset\", 2)", true),
      ("loopIn('continue')", true), ("loopOut('continue')", false), ("loopOut('cycle') + 1", false),
      ("wiggle(2, 30)", false), ("thisComp.layer('x').transform.position", false), ("loopOut('bounce')", false),
    ])
  func parsing(text: String, evaluated: Bool) {
    #expect((LottieLoop(expression: text) != nil) == evaluated, "\(text)")
  }
}
