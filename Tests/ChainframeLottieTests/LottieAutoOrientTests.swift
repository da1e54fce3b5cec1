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
