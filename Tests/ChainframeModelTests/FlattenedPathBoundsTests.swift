import Testing

@testable import ChainframeModel

@Suite("Path bounds without the polyline")
struct FlattenedPathBoundsTests {
  @Test(
    "bounds(of:) equals the flattened path's bounds, bit for bit",
    arguments: [
      "M0 0", "M1 2L3 -4Z", "M10 10C20 -30 40 50 60 10", "M0 0Q50 100 100 0T200 0", "M5 5A20 10 30 1 0 60 40Z",
      "M0 0C0 0 0 0 0 0", "M-1e6 3l2e6 0 0 -7c1 2 3 4 5 6s7 8 9 10h5v5z M300 300 L310 290",
    ])
  func matches(data: String) throws {
    let segments = try PathDataParser.parse(data).get()
    let expected = FlattenedPath(segments).bounds
    let got = FlattenedPath.bounds(of: segments)
    #expect(got == expected)
  }

  @Test("random paths of lines, curves and arcs give the same bounds both ways")
  func randomPaths() throws {
    var state: UInt64 = 34
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53) * 1000 - 500
    }
    for _ in 0..<500 {
      var d = "M\(next()) \(next())"
      for k in 0..<6 {
        switch k % 4 {
        case 0: d += " L\(next()) \(next())"
        case 1: d += " C\(next()) \(next()) \(next()) \(next()) \(next()) \(next())"
        case 2: d += " Q\(next()) \(next()) \(next()) \(next())"
        default: d += " A\(abs(next())) \(abs(next())) \(next()) 0 1 \(next()) \(next())"
        }
      }
      let segments = try PathDataParser.parse(d + " Z").get()
      #expect(FlattenedPath.bounds(of: segments) == FlattenedPath(segments).bounds, "\(d)")
    }
  }

  @Test("curves inside the box found so far, or grazing its sides, give the same bounds both ways")
  func curvesInsideTheBox() throws {
    var state: UInt64 = 7
    func next(_ range: ClosedRange<Double>) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
    for scale in [1.0, 1e-3, 1e6] {
      for _ in 0..<200 {
        // A frame first, so later curves start inside a known box; some control points sit
        // on the frame's sides or a hair inside them.
        let s = scale
        var d = "M0 0 L\(1000 * s) 0 L\(1000 * s) \(1000 * s) L0 \(1000 * s) Z M\(500 * s) \(500 * s)"
        for _ in 0..<5 {
          let edge = [0, 1000 * s, 1000 * s * (1 - 1e-12), 1000 * s * 1e-12]
          func coordinate() -> Double {
            next(0...1) < 0.3 ? edge[Int(next(0...3.999))] : next(0...1000) * s
          }
          d += " C\(coordinate()) \(coordinate()) \(coordinate()) \(coordinate()) \(coordinate()) \(coordinate())"
          d += " Q\(coordinate()) \(coordinate()) \(coordinate()) \(coordinate())"
        }
        let segments = try PathDataParser.parse(d).get()
        #expect(FlattenedPath.bounds(of: segments) == FlattenedPath(segments).bounds, "\(d)")
      }
    }
  }
}
