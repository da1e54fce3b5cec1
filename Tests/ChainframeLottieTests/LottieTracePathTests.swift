import Foundation
import Testing

@testable import ChainframeLottie

/// After Effects' Create Trace Path rig (``LottieTracePath``): a null follows a shape layer's
/// path by its Trace Path effect's Progress, with the expressions the command writes.
@Suite("Lottie Trace Path rigs")
struct LottieTracePathTests {
  static let position = """
    var $bm_rt;
    var pathLayer = thisComp.layer('Shape Layer 1');
    var progress = $bm_div(thisLayer.effect('Pseudo/ADBE Trace Path')('Pseudo/ADBE Trace Path-0001'), 100);
    var pathToTrace = pathLayer('ADBE Root Vectors Group')(1)('ADBE Vectors Group')(1)('ADBE Vector Shape');
    $bm_rt = pathLayer.toComp(pathToTrace.pointOnPath(progress));
    """

  static let rotation = """
    var $bm_rt;
    var pathToTrace = thisComp.layer('Shape Layer 1')('ADBE Root Vectors Group')(1)('ADBE Vectors Group')(1)('ADBE Vector Shape');
    var progress = $bm_div(thisLayer.effect('Pseudo/ADBE Trace Path')('Pseudo/ADBE Trace Path-0001'), 100);
    var pathTan = pathToTrace.tangentOnPath(progress);
    $bm_rt = radiansToDegrees(Math.atan2(pathTan[1], pathTan[0]));
    """

  static let loop = """
    var $bm_rt;
    if (thisProperty.propertyGroup(1)('Pseudo/ADBE Trace Path-0002') == true && thisProperty.numKeys > 1) {
        $bm_rt = thisProperty.loopOut('cycle');
    } else {
        $bm_rt = value;
    }
    """

  static func quoted(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
  }

  /// A shape layer at (50, 20) whose path runs right 40 px then down 30 px (an L, 70 px
  /// long), and a null tracing it as Progress goes 0 → 100 linearly over frames 0…10.
  static func document(loopBox: Int = 0) -> LottieJSON? {
    let progress =
      #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}], "x": "\#(quoted(loop))"}"#
    let path =
      #"{"c": false, "v": [[0, 0], [40, 0], [40, 30]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}"#
    return LottieJSON.parse(
      """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 200, "h": 200, "layers": [
        {"ty": 3, "ind": 1, "nm": "Trace", "ip": 0, "op": 20, "st": 0,
         "ks": {"p": {"a": 0, "k": [0, 0, 0], "x": "\(quoted(position))"}, "r": {"a": 0, "k": 0, "x": "\(quoted(rotation))"}},
         "ef": [{"ty": 5, "nm": "Trace Path", "mn": "Pseudo/ADBE Trace Path", "ef": [
           {"ty": 0, "nm": "Progress", "mn": "Pseudo/ADBE Trace Path-0001", "v": \(progress)},
           {"ty": 7, "nm": "Loop", "mn": "Pseudo/ADBE Trace Path-0002", "v": {"a": 0, "k": \(loopBox)}}]}]},
        {"ty": 4, "ind": 2, "nm": "Shape Layer 1", "ip": 0, "op": 20, "st": 0,
         "ks": {"p": {"a": 0, "k": [50, 20, 0]}},
         "shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": \(path)}},
           {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}}]}]}]}
      """)
  }

  @Test(
    "The null sits on the path at Progress and turns with its tangent",
    arguments: [
      // (frame, x, y, rotation): 0 % at the start (lottie-web takes the tangent at 0 from
      // 99.9 %: down), 2/7 at the corner, 100 % at the end.
      (0.0, 50.0, 20.0, 90.0), (2.0, 64.0, 20.0, 0.0), (8.0, 90.0, 36.0, 90.0), (10.0, 90.0, 50.0, 90.0),
    ])
  func traced(frame: Double, x: Double, y: Double, rotation: Double) throws {
    let root = try #require(Self.document())
    let baked = LottieExpressionBake.apply(root, fr: 10)
    let ks = try #require(baked["layers"]?.array.first?["ks"])
    #expect(ks["p"]?["x"] == nil && ks["r"]?["x"] == nil, "both were baked")
    let p = try #require(ks["p"].flatMap { LottieProperty($0) }).value(at: frame)
    #expect(abs(p[0] - x) < 0.05 && abs(p[1] - y) < 0.05, "\(p) at frame \(frame)")
    let r = try #require(ks["r"].flatMap { LottieProperty($0) }).value(at: frame)
    // At frame 10 (100 %) lottie-web measures the tangent from 0 to 0.001 on an open path.
    if frame < 10 { #expect(abs(r[0] - rotation) < 0.5, "\(r) at frame \(frame)") }
  }

  @Test("The Loop box turns Progress's own expression into a cycle; unticked, the keyframes stay")
  func loopBox() throws {
    for box in [0, 1] {
      let root = try #require(Self.document(loopBox: box))
      let baked = LottieExpressionBake.apply(root, fr: 10)
      let progress = baked["layers"]?.array.first?["ef"]?.array.first?["ef"]?.array.first?["v"]
      #expect(progress?["x"]?.string == (box == 1 ? "loopOut('cycle')" : nil))
    }
  }

  @Test(
    "Other rigs and broken chains are not taken for Trace Path",
    arguments: [
      "var $bm_rt;\n$bm_rt = thisComp.layer('x').toComp([0, 0]);",
      position.replacingOccurrences(of: "('ADBE Vector Shape')", with: ""),
      position.replacingOccurrences(of: "pointOnPath", with: "normalOnPath"),
    ])
  func notTrace(text: String) {
    #expect(LottieTracePath(text) == nil)
  }
}
