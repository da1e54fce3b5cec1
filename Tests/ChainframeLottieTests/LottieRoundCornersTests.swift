import ChainframeCore
import Testing

@testable import ChainframeLottie

/// Round corners (`rd`) on bezier paths, as lottie-web's round-corners modifier computes them.
@Suite("Lottie round corners")
struct LottieRoundCornersTests {
  /// A flattened vertex: x, y, in-tangent, out-tangent (relative to the vertex).
  static func vertex(_ x: Double, _ y: Double, in i: (Double, Double) = (0, 0), out o: (Double, Double) = (0, 0))
    -> [Double]
  {
    [x, y, i.0, i.1, o.0, o.1]
  }

  static let k = LottieRoundCorners.roundCorner

  @Test("Each sharp corner of a closed square becomes two vertices joined by a quarter curve")
  func square() {
    let square = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)].flatMap { Self.vertex($0.0, $0.1) }
    let rounded = LottieRoundCorners.apply(square, closed: true, radius: 20)
    #expect(rounded.count == 8 * 6)
    // The first corner (0, 0): on the edge towards (0, 100), then on the edge towards (100, 0);
    // the tangents point at the old corner, 0.5519 of the way.
    let expected =
      Self.vertex(0, 20, out: (0, -20 * Self.k)) + Self.vertex(20, 0, in: (-20 * Self.k, 0))
      + Self.vertex(80, 0, out: (20 * Self.k, 0)) + Self.vertex(100, 20, in: (0, -20 * Self.k))
    #expect(Array(rounded[0..<24]) == expected)
  }

  @Test(
    "The corner cut is the radius or half the edge, whichever is shorter",
    arguments: [(5.0, 5.0), (20.0, 20.0), (60.0, 50.0), (1000.0, 50.0)])
  func clamped(radius: Double, cut: Double) {
    let square = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)].flatMap { Self.vertex($0.0, $0.1) }
    let rounded = LottieRoundCorners.apply(square, closed: true, radius: radius)
    #expect(rounded[1] == cut)
    #expect(rounded[6] == cut)
  }

  @Test("An open path keeps its two ends, and vertices with tangents stay as they are")
  func openAndSmooth() {
    let path =
      Self.vertex(0, 0) + Self.vertex(50, 0, in: (-10, 0), out: (10, 0)) + Self.vertex(100, 0)
      + Self.vertex(100, 100)
    let rounded = LottieRoundCorners.apply(path, closed: false, radius: 10)
    // Ends and the smooth vertex unchanged; (100, 0) split into two.
    #expect(rounded.count == 5 * 6)
    #expect(Array(rounded[0..<12]) == Array(path[0..<12]))
    #expect(
      Array(rounded[12..<24]) == Self.vertex(90, 0, out: (10 * Self.k, 0)) + Self.vertex(100, 10, in: (0, -10 * Self.k))
    )
    #expect(Array(rounded[24..<30]) == Array(path[18..<24]))
  }

  @Test("A zero or negative radius leaves the path alone")
  func zero() {
    let square = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)].flatMap { Self.vertex($0.0, $0.1) }
    #expect(LottieRoundCorners.apply(square, closed: true, radius: 0) == square)
    #expect(LottieRoundCorners.apply(square, closed: true, radius: -4) == square)
  }
}
