import ChainframeCore
import Foundation
import Testing

@testable import ChainframeLottie

/// Star and polygon outlines (`sy` 1 and 2) against values computed by hand from lottie-web's
/// `convertStarToPath` / `convertPolygonToPath` (first vertex at `r − 90°`, equal steps,
/// rotation applied once, tangents 2πr / (4 · points) × roundness), which skottie and ThorVG
/// share; and the partial last point of a fractional star, from rlottie's `addPolystar`.
@Suite("Lottie stars and polygons")
struct LottiePolystarTests {
  /// Every number of a path-data string, in order.
  static func numbers(_ d: String?) -> [Double] {
    guard let d else { return [] }
    let separators = CharacterSet(charactersIn: "MLCZ ")
    return d.components(separatedBy: separators).compactMap { Double($0) }
  }

  /// The point at `degrees` (clockwise from the +x axis, y down) on a circle of `radius`.
  static func polar(_ radius: Double, _ degrees: Double) -> [Double] {
    let a = degrees * Double.pi / 180
    return [radius * cos(a), radius * sin(a)]
  }

  static func expectClose(_ got: [Double], _ want: [Double], _ note: Comment) {
    #expect(got.count == want.count, note)
    for (g, w) in zip(got, want) { #expect(abs(g - w) < 1e-3, "\(note): \(g) vs \(w)") }
  }

  struct Corner: Sendable, CustomTestStringConvertible {
    let name: String
    let points: Int
    let rotation: Double
    let reversed: Bool
    /// Angles of the vertices, degrees clockwise from +x.
    let angles: [Double]
    var testDescription: String { name }
  }

  @Test(
    "polygon vertices start at r − 90° and step by 360° / points, once rotated",
    arguments: [
      Corner(name: "triangle", points: 3, rotation: 0, reversed: false, angles: [-90, 30, 150]),
      Corner(name: "triangle, direction 3", points: 3, rotation: 0, reversed: true, angles: [-90, -210, -330]),
      Corner(name: "square turned 135°", points: 4, rotation: 135, reversed: false, angles: [45, 135, 225, 315]),
      Corner(
        name: "pentagon turned 270°", points: 5, rotation: 270, reversed: false, angles: [180, 252, 324, 396, 468]),
    ])
  func polygonVertices(_ c: Corner) {
    let d = LottieGeometry.star(
      center: [10, 20], points: c.points, outer: 100, inner: 0, rotation: c.rotation, star: false,
      reversed: c.reversed)
    let want = c.angles.flatMap { a in zip(Self.polar(100, a), [10.0, 20.0]).map { $0 + $1 } }
    Self.expectClose(Self.numbers(d), want, "\(c.name)")
  }

  @Test("star points alternate outer and inner radii from r − 90° (docs_mask's star, r 261.548°)")
  func starVertices() {
    let d = LottieGeometry.star(
      center: [0, 0], points: 5, outer: 216.416, inner: 87.034, rotation: 261.548, star: true, reversed: false)
    let want = (0..<10).flatMap { k in Self.polar(k % 2 == 0 ? 216.416 : 87.034, 171.548 + 36 * Double(k)) }
    Self.expectClose(Self.numbers(d), want, "star")
  }

  @Test("a round polygon's tangents are 2πr / (4 · points) long, along the circle")
  func roundPolygon() {
    // Square, radius 100, roundness 100 %: first vertex (0, −100), tangent 2π·100/16 along +x.
    let d = LottieGeometry.star(
      center: [0, 0], points: 4, outer: 100, inner: 0, rotation: 0, star: false, reversed: false,
      outerRoundness: 100)
    let t = 2 * Double.pi * 100 / 16
    // M x0 y0 C (out of vertex 0) (in of vertex 1) vertex 1 …
    Self.expectClose(Array(Self.numbers(d).prefix(8)), [0, -100, t, -100, 100, -t, 100, 0], "square")
  }

  @Test("a round star's tangents are 2πr / (4 · points) long for each radius")
  func roundStar() {
    let d = LottieGeometry.star(
      center: [0, 0], points: 5, outer: 100, inner: 50, rotation: 0, star: true, reversed: false,
      outerRoundness: 100, innerRoundness: 50)
    let to = 2 * Double.pi * 100 / 20
    let ti = 2 * Double.pi * 50 / 20 * 0.5
    let inner = Self.polar(50, -54)
    // The inner vertex's in-tangent points back along the circle (towards −54° − 90°).
    let back = Self.polar(ti, -144)
    Self.expectClose(
      Array(Self.numbers(d).prefix(8)), [0, -100, to, -100, inner[0] + back[0], inner[1] + back[1]] + inner,
      "star")
  }

  @Test("a fractional star ends with a partial point, turned by half of the missing part")
  func partialStar() {
    // 5.5 points: 65.45° per point; start turned by half a point × (1 − 0.5) / … as rlottie.
    let per = 360 / 5.5
    let d = LottieGeometry.partialStar(
      center: [0, 0], points: 5.5, outer: 100, inner: 50, rotation: 0, reversed: false)
    let got = Self.numbers(d)
    let start = -90 + per / 2 * 0.5
    Self.expectClose(Array(got.prefix(2)), Self.polar(75, start), "partial tip")
    Self.expectClose(Array(got[2..<4]), Self.polar(50, start + per * 0.25), "first inner")
    Self.expectClose(Array(got[4..<6]), Self.polar(100, start + per * 0.75), "first outer")
    #expect(got.count == 2 + 12 * 2)
  }
}
