import Foundation
import Testing

@testable import ChainframeModel

/// Text animators' range selectors against lottie-web 5.13's `TextSelectorProp` formulas
/// (values computed by hand from its source).
@Suite("Text range selectors")
struct TextRangeSelectorTests {
  struct FactorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let shape: Int
    let start: Double
    let end: Double
    let index: Double
    var amount = 100.0
    var easeHigh = 0.0
    var easeLow = 0.0
    var smoothness = 100.0
    let expected: Double
    var testDescription: String { name }
  }

  static let factorCases: [FactorCase] = [
    FactorCase(
      name: "a square selects a unit inside the range fully", shape: 1, start: 0, end: 2, index: 1, expected: 1),
    FactorCase(name: "a square leaves the unit at the end out", shape: 1, start: 0, end: 2, index: 2, expected: 0),
    FactorCase(
      name: "a square selects the part of a unit a fractional start covers", shape: 1, start: 0.5, end: 2.25, index: 0,
      expected: 0.5),
    FactorCase(
      name: "a square selects the part of a unit a fractional end covers", shape: 1, start: 0.5, end: 2.25, index: 2,
      expected: 0.25),
    FactorCase(
      name: "a ramp up rises through the range at unit centres", shape: 2, start: 0, end: 4, index: 1, expected: 0.375),
    FactorCase(name: "a ramp down falls through the range", shape: 3, start: 0, end: 4, index: 1, expected: 0.625),
    FactorCase(name: "a triangle rises to its middle", shape: 4, start: 0, end: 4, index: 1, expected: 0.75),
    FactorCase(name: "a triangle falls after its middle", shape: 4, start: 0, end: 4, index: 3, expected: 0.25),
    FactorCase(
      name: "a round shape is a half ellipse", shape: 5, start: 0, end: 4, index: 1, expected: 0.9375.squareRoot()),
    FactorCase(
      name: "a smooth shape is a raised cosine", shape: 6, start: 0, end: 4, index: 1,
      expected: (1 + cos(1.75 * Double.pi)) / 2),
    FactorCase(
      name: "an empty ramp up selects units from its end on", shape: 2, start: 2, end: 2, index: 2, expected: 1),
    FactorCase(name: "an empty triangle selects nothing", shape: 4, start: 2, end: 2, index: 2, expected: 0),
    FactorCase(name: "the amount scales the factor", shape: 1, start: 0, end: 2, index: 0, amount: 50, expected: 0.5),
    FactorCase(
      name: "a negative amount turns the factor round", shape: 1, start: 0, end: 2, index: 0, amount: -100,
      expected: -1),
    FactorCase(
      name: "ease high bends the factor with cubic-bezier(0, 0, 0, 1)", shape: 2, start: 0, end: 4, index: 1.5,
      easeHigh: 100, expected: 0.889_881_6),
    FactorCase(
      name: "zero smoothness cuts below one half", shape: 2, start: 0, end: 4, index: 1, smoothness: 0, expected: 0),
    FactorCase(
      name: "zero smoothness fills above one half", shape: 3, start: 0, end: 4, index: 1, smoothness: 0, expected: 1),
    FactorCase(
      name: "half smoothness stretches the middle half", shape: 3, start: 0, end: 4, index: 1, smoothness: 50,
      expected: 0.75),
  ]

  @Test("The selector factor follows lottie-web's getMult", arguments: factorCases)
  func factor(_ c: FactorCase) {
    let values = TextRangeSelector.Values(
      start: 0, end: 100, offset: 0, amount: c.amount, easeHigh: c.easeHigh, easeLow: c.easeLow,
      smoothness: c.smoothness)
    let got = TextRangeSelector.factor(index: c.index, start: c.start, end: c.end, shape: c.shape, values: values)
    #expect(abs(got - c.expected) < 1e-4, "got \(got)")
  }

  struct RangeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let values: TextRangeSelector.Values
    let indexes: Bool
    let total: Int
    let expected: [Double]
    var testDescription: String { name }
  }

  @Test(
    "Start, end and offset become a range of units",
    arguments: [
      RangeCase(
        name: "percent of four units", values: .init(start: 25, end: 75), indexes: false, total: 4, expected: [1, 3]),
      RangeCase(
        name: "a percent offset moves both ends", values: .init(start: 25, end: 75, offset: 25), indexes: false,
        total: 4, expected: [2, 4]),
      RangeCase(
        name: "index units are counted as they are", values: .init(start: 1, end: 3, offset: -1), indexes: true,
        total: 4, expected: [0, 2]),
      RangeCase(
        name: "a start past the end swaps them", values: .init(start: 75, end: 25), indexes: false, total: 4,
        expected: [1, 3]),
    ])
  func range(_ c: RangeCase) {
    let r = TextRangeSelector.range(c.values, countsIndexes: c.indexes, total: c.total)
    #expect([r.start, r.end] == c.expected)
  }

  struct IndexCase: Sendable, CustomTestStringConvertible {
    let basis: Int
    let expected: [Int]
    let total: Int
    var testDescription: String { "basis \(basis)" }
  }

  @Test(
    "Characters are counted by characters, characters without spaces, words and lines",
    arguments: [
      IndexCase(basis: 1, expected: [0, 1, 2, 3, 4, 4], total: 5),
      IndexCase(basis: 2, expected: [0, 1, 2, 2, 3, 3], total: 4),
      IndexCase(basis: 3, expected: [0, 0, 0, 1, 1, 2], total: 3),
      IndexCase(basis: 4, expected: [0, 0, 0, 0, 0, 1], total: 2),
    ])
  func indexes(_ c: IndexCase) {
    let r = TextRangeSelector.indexes(
      of: ["a", "b", " ", "c", "\n", "d"], basis: c.basis, randomized: false, seed: 1)
    #expect(r.indexes == c.expected)
    #expect(r.total == c.total)
  }

  @Test("A randomised order is a fixed shuffle of the units, words kept together")
  func randomized() {
    let characters = Array("one two three four five six").map(String.init)
    let a = TextRangeSelector.indexes(of: characters, basis: 3, randomized: true, seed: 1)
    let b = TextRangeSelector.indexes(of: characters, basis: 3, randomized: true, seed: 1)
    let plain = TextRangeSelector.indexes(of: characters, basis: 3, randomized: false, seed: 1)
    #expect(a.indexes == b.indexes)
    #expect(Set(a.indexes) == Set(plain.indexes))
    #expect(a.indexes != plain.indexes)
    // Characters of one word share their shuffled index.
    for i in 1..<characters.count where plain.indexes[i] == plain.indexes[i - 1] {
      #expect(a.indexes[i] == a.indexes[i - 1])
    }
  }
}
