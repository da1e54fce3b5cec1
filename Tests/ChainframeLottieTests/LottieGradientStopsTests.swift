import Foundation
import Testing

@testable import ChainframeLottie

/// Gradients with more stops than the scene keeps (8) are thinned where it changes the
/// drawing least, rather than cut after the 8th (kote.json's striped highlights: 15 stops, two
/// white bands, of which the cut kept one).
@Suite("Lottie gradient stops beyond the scene's 8")
struct LottieGradientStopsTests {
  /// A grey ramp value at `x` of straight-line stops `stops` (offset, grey).
  static func grey(_ stops: [(Double, Double)], at x: Double) -> Double {
    LottieTranslator.interpolate(stops, at: x)
  }

  @Test(
    "thinning keeps every band and the colour everywhere within the reported loss",
    arguments: [
      // Two white bands on dark, hard edges with half-way stops: 15 stops, 8 carry it.
      [
        (0.289, 0.0), (0.291, 0.5), (0.292, 1), (0.43, 1), (0.567, 1), (0.571, 0.5), (0.575, 0), (0.591, 0),
        (0.607, 0), (0.611, 0.5), (0.615, 1), (0.673, 1), (0.732, 1), (0.734, 0.5), (0.736, 0),
      ],
      // Ten stops on one straight ramp: nothing is lost.
      (0..<10).map { (Double($0) / 9, Double($0) / 9) },
      // Eight or fewer: kept as they are.
      [(0.0, 0.0), (0.5, 1), (1, 0)],
    ])
  func thinned(points: [(Double, Double)]) {
    let stops = points.map { LottieTranslator.Stop(offset: $0.0, color: [$0.1, $0.1, $0.1, 1]) }
    let (kept, loss) = LottieTranslator.fitted(stops, limit: 8)
    #expect(kept.count == min(points.count, 8))
    let keptPoints = kept.map { ($0.offset, $0.color[0]) }
    for x in stride(from: 0.0, through: 1, by: 0.001) {
      // Away from the hard edges (where a half-way stop may go), the drawing is unchanged.
      let error = abs(Self.grey(points, at: x) - Self.grey(keptPoints, at: x))
      let nearEdge = points.contains { abs($0.0 - x) < 0.005 && $0.1 == 0.5 }
      #expect(nearEdge || error <= loss + 1e-9, "x \(x): \(error) > \(loss)")
    }
    #expect(keptPoints.contains { abs($0.0 - 0.673) < 0.06 && $0.1 == 1 } || points.count < 15)
  }

  @Test("a raw Lottie gradient of 15 colour stops comes out as 8 with both white bands")
  func rawStripes() {
    let offsets = [
      0.289, 0.291, 0.292, 0.43, 0.567, 0.571, 0.575, 0.591, 0.607, 0.611, 0.615, 0.673, 0.732, 0.734, 0.736,
    ]
    let greys = [0.0, 0.5, 1, 1, 1, 0.5, 0, 0, 0, 0.5, 1, 1, 1, 0.5, 0]
    let raw = zip(offsets, greys).flatMap { [$0.0, $0.1, $0.1, $0.1] }
    let stops = LottieTranslator.stops(raw, count: 15)
    #expect(stops.count == 8)
    let whites = stops.filter { $0.color[0] > 0.99 }.map(\.offset)
    #expect(whites.contains { $0 < 0.6 } && whites.contains { $0 > 0.6 })
  }
}

/// Properties of the thinning over many made-up gradients (a fixed-seed generator, so every
/// run checks the same ones).
@Suite("Lottie gradient thinning properties")
struct LottieGradientThinningProperties {
  /// A small linear congruential generator: deterministic, no dependency.
  struct Numbers {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  @Test("any gradient comes out with at most 8 of its own stops, in order, within the reported loss")
  func properties() {
    var numbers = Numbers(state: 42)
    for _ in 0..<300 {
      let count = 2 + Int(numbers.next() * 20)
      var stops = (0..<count).map { _ in
        LottieTranslator.Stop(offset: numbers.next(), color: (0..<4).map { _ in numbers.next() })
      }
      stops.sort { $0.offset < $1.offset }
      let (kept, loss) = LottieTranslator.fitted(stops, limit: 8)
      #expect(kept.count == min(count, 8))
      #expect(zip(kept, kept.dropFirst()).allSatisfy { $0.offset <= $1.offset })
      #expect(kept.allSatisfy { k in stops.contains { $0.offset == k.offset && $0.color == k.color } })
      #expect((0...1).contains(loss))
      if count <= 8 { #expect(loss == 0) }
      for x in stride(from: 0.0, through: 1, by: 0.01) {
        let channel = { (list: [LottieTranslator.Stop]) in
          LottieTranslator.interpolate(list.map { ($0.offset, $0.color[0]) }, at: x)
        }
        #expect(abs(channel(stops) - channel(kept)) <= loss + 1e-6)
      }
    }
  }
}
