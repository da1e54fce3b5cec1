import ChainframeCore
import Foundation
import Testing

@testable import ChainframeLottie

/// Auto-orient headings against lottie-web's `TransformProperty` rule: backward difference
/// of 0.01 frame between keyframes, the leaving direction before the first key and the
/// arriving direction after the last one.
@Suite("Lottie auto-orient")
struct LottieAutoOrientTests {
  /// Position keyframes: linear from (0, 0) at frame 10 to (100, 100) at frame 20, then to
  /// (100, 200) at frame 30 (straight segments, linear easing).
  static let position: LottieProperty? = {
    let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
    let text =
      #"{"a": 1, "k": [{"t": 10, "s": [0, 0], \#(linear)}, {"t": 20, "s": [100, 100], \#(linear)}, "#
      + #"{"t": 30, "s": [100, 200]}]}"#
    return LottieJSON.parse(text).flatMap { LottieProperty($0) }
  }()

  @Test(
    "the heading follows the path, and holds before the first and after the last keyframe",
    arguments: [
      (0.0, 45.0), (10, 45), (15, 45), (20, 45), (20.5, 90), (25, 90), (30, 90), (40, 90),
    ])
  func heading(_ frame: Double, _ degrees: Double) throws {
    let path = try #require(Self.position)
    #expect(abs(LottieAutoOrient.heading(path, at: frame) - degrees) < 1e-6, "frame \(frame)")
  }

  @Test("a curved path's heading is the tangent's direction just behind the current point")
  func curved() throws {
    // A quarter circle-like cubic from (0, 0) to (100, 100), leaving along +x, arriving along +y.
    let text =
      #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [55, 0], "ti": [0, -55], "#
      + #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [100, 100]}]}"#
    let path = try #require(LottieJSON.parse(text).flatMap { LottieProperty($0) })
    #expect(abs(LottieAutoOrient.heading(path, at: 0)) < 1)
    #expect(abs(LottieAutoOrient.heading(path, at: 10) - 90) < 1)
    #expect(abs(LottieAutoOrient.heading(path, at: 5) - 45) < 1)
  }
}

/// A parent's auto-orient turns its children: lottie-web folds the heading into the parent's
/// matrix (ghost2.json's nulls: 8.6 → 51 dB at frame 0 once followed).
@Suite("Lottie auto-orient of a parent")
struct LottieParentAutoOrientTests {
  @Test(
    "a child's parent group turns with the parent's path only when the parent auto-orients",
    arguments: [(1, 45.0), (0, 0)])
  func parentHeading(ao: Int, degrees: Double) throws {
    let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
       "layers": [
        {"ty": 3, "ind": 1, "ao": \(ao), "ip": 0, "op": 10, "st": 0,
         "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], \(linear)}, {"t": 10, "s": [100, 100]}]}}},
        {"ty": 4, "ind": 2, "parent": 1, "ip": 0, "op": 10, "st": 0, "ks": {},
         "shapes": [{"ty": "gr", "it": [
           {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [60, 40]}, "r": {"a": 0, "k": 0}},
           {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1},
           {"ty": "tr"}]}]}]}
      """
    let scene = try SceneLoader.load(text: text, file: NSTemporaryDirectory() + "parent-ao.json")
    func parents(_ layers: [Layer]) -> [Layer] {
      layers.flatMap { ($0.id.contains("parent") ? [$0] : []) + parents($0.children) }
    }
    let parent = try #require(parents(scene.layers).first)
    #expect(abs(parent.base.rotation - degrees) < 1e-9, "rotation \(parent.base.rotation)")
  }
}
