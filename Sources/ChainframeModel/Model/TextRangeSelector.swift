import Foundation

/// The range selector of After Effects' (and Lottie's) text animators, computed exactly as
/// lottie-web 5.13's `TextSelectorProp` does: which characters (or words, lines) an animator
/// reaches and how strongly, a factor per unit that scales the animator's properties. Pure
/// math shared by the Lottie translator (glyph text) and scene text layers' `animators`.
package enum TextRangeSelector {
  /// The selector's values at one moment, percent or units as written.
  package struct Values: Equatable, Sendable {
    /// Start, end and offset, in the selector's units (percent of the units, or unit counts).
    package var start = 0.0, end = 100.0, offset = 0.0
    /// Amount, ease high, ease low and smoothness, percent.
    package var amount = 100.0, easeHigh = 0.0, easeLow = 0.0, smoothness = 100.0

    /// Creates values; the defaults select everything at full amount.
    package init(
      start: Double = 0, end: Double = 100, offset: Double = 0, amount: Double = 100, easeHigh: Double = 0,
      easeLow: Double = 0, smoothness: Double = 100
    ) {
      self.start = start
      self.end = end
      self.offset = offset
      self.amount = amount
      self.easeHigh = easeHigh
      self.easeLow = easeLow
      self.smoothness = smoothness
    }
  }

  /// The selected range in units, start ≤ end, for `total` units (lottie-web's `getValue`).
  package static func range(_ v: Values, countsIndexes: Bool, total: Int) -> (start: Double, end: Double) {
    let divisor = countsIndexes ? 1 : 100 / Double(total)
    let o = v.offset / divisor
    let s = v.start / divisor + o
    let e = v.end / divisor + o
    guard s.isFinite, e.isFinite else { return (0, 0) }
    return s > e ? (e, s) : (s, e)
  }

  /// How strongly the unit at `index` is selected (lottie-web's `getMult`): the shape's
  /// factor 0…1 between `start` and `end`, eased by ease high/low, cut by smoothness,
  /// times the amount (so −1…1 and beyond for amounts past ±100 %).
  package static func factor(index: Double, start s: Double, end e: Double, shape: Int, values v: Values) -> Double {
    // lottie-web's easer: a cubic bezier whose handles ease low and ease high pull.
    let x1 = v.easeLow > 0 ? v.easeLow / 100 : 0
    let y1 = v.easeLow > 0 ? 0 : -v.easeLow / 100
    let x2 = v.easeHigh > 0 ? 1 - v.easeHigh / 100 : 1
    let y2 = v.easeHigh > 0 ? 1 : 1 + v.easeHigh / 100
    func ease(_ x: Double) -> Double {
      x1 == y1 && x2 == y2 ? x : TimingFunction.cubicBezier(x1, y1, x2, y2).value(at: x)
    }
    func ramp() -> Double { max(0, min(0.5 / (e - s) + (index - s) / (e - s), 1)) }
    var mult: Double
    switch shape {
    case 2: mult = ease(e == s ? (index >= e ? 1 : 0) : ramp())
    case 3: mult = ease(e == s ? (index >= e ? 0 : 1) : 1 - ramp())
    case 4:
      if e == s {
        mult = 0
      } else {
        let r = ramp()
        mult = r < 0.5 ? r * 2 : 1 - 2 * (r - 0.5)
      }
      mult = ease(mult)
    case 5:
      if e == s {
        mult = 0
      } else {
        let total = e - s
        let i = min(max(0, index + 0.5 - s), total)
        let x = -total / 2 + i
        let a = total / 2
        mult = (1 - (x * x) / (a * a)).squareRoot()
      }
      mult = ease(mult)
    case 6:
      if e == s {
        mult = 0
      } else {
        let i = min(max(0, index + 0.5 - s), e - s)
        mult = (1 + cos(Double.pi + Double.pi * 2 * i / (e - s))) / 2
      }
      mult = ease(mult)
    default:
      mult = 0
      if index >= s.rounded(.down) {
        mult = index - s < 0 ? max(0, min(min(e, 1) - (s - index), 1)) : max(0, min(e - index, 1))
      }
      mult = ease(mult)
    }
    if v.smoothness != 100 {
      // Smoothness narrows the 0…1 range about its middle (lottie-web applies it after easing).
      var smoothness = v.smoothness * 0.01
      if smoothness == 0 { smoothness = 1e-8 }
      let threshold = 0.5 - smoothness * 0.5
      mult = mult < threshold ? 0 : min((mult - threshold) / smoothness, 1)
    }
    return mult.isFinite ? mult * v.amount / 100 : 0
  }

  /// Each character's unit index for `basis` (newlines are `"\n"`), and the number of units,
  /// as lottie-web's `completeTextData` counts them: a character takes the count so far and
  /// the count grows after a counted character (after a word's end for words, a line's for
  /// lines). Randomised selectors shuffle the unit order with a fixed seed (lottie-web uses
  /// `Math.random`, different on every load; a fixed order keeps renders reproducible).
  package static func indexes(of characters: [String], basis: Int, randomized: Bool, seed: UInt64) -> (
    indexes: [Int], total: Int
  ) {
    var indexes: [Int] = []
    var count = 0
    for (i, ch) in characters.enumerated() {
      indexes.append(count)
      let newline = ch == "\n"
      let last = i == characters.count - 1
      let counted: Bool
      switch basis {
      case 2: counted = !newline && ch != " "
      case 3: counted = newline || ch == " " || last
      case 4: counted = newline || last
      default: counted = !newline
      }
      if counted { count += 1 }
    }
    guard randomized, count > 0 else { return (indexes, count) }
    var pool = Array(0..<count)
    var state = seed
    var current = -1
    var chosen = 0
    for i in indexes.indices {
      if indexes[i] != current {
        current = indexes[i]
        if !pool.isEmpty {
          // SplitMix64: a small, fixed-seed generator.
          state &+= 0x9E37_79B9_7F4A_7C15
          var z = state
          z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
          z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
          z ^= z >> 31
          chosen = pool.remove(at: Int(z % UInt64(pool.count)))
        }
      }
      indexes[i] = chosen
    }
    return (indexes, count)
  }
}
