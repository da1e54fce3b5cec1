/// Several trim paths on one shape, as lottie-web applies them: each trims what the one
/// before it left (the nearest first), measured along that remainder. The result is one
/// span of the original outline, written as a single scene trim.
enum LottieTrimChain {
  /// One trim's values: start and end in percent, offset in degrees.
  struct Trim: Equatable {
    var start: Double
    var end: Double
    var offset: Double
  }

  /// The visible span of the original outline after `trims` (in order): `start` is where
  /// it begins (turns of the outline, wrapping past the end) and `length` how much of it
  /// shows (0…1; 0 draws nothing).
  static func span(_ trims: [Trim]) -> (start: Double, length: Double) {
    var start = 0.0
    var length = 1.0
    for trim in trims {
      // lottie-web: ends clamped to 0…1, then the offset (a fraction of a turn) added to
      // both, the smaller first, rounded to 1/10000.
      var o = trim.offset.truncatingRemainder(dividingBy: 360) / 360
      if o < 0 { o += 1 }
      var s = min(max(trim.start / 100, 0), 1) + o
      var e = min(max(trim.end / 100, 0), 1) + o
      if s > e { swap(&s, &e) }
      s = (s * 10000).rounded() / 10000
      e = (e * 10000).rounded() / 10000
      if e == s { return (0, 0) }
      if (s == 0 && e == 1) || (s == 1 && e == 0) { continue }
      if length < 1, e - s >= 1 - 1e-9 {
        // A whole turn moved by the offset over a partial remainder: lottie-web draws its two
        // pieces (from the offset to the end, from the start to the offset), which together
        // are all of it (issue_1979: the tip of its tick was cut).
        continue
      }
      if e <= 1 || s >= 1 || length >= 1 {
        // One piece of what is left (a whole closed remainder wraps into one piece too).
        let from = s >= 1 && length < 1 ? s - 1 : s
        start += from * length
        length *= e - s
      } else {
        // The trim wraps past the end of a partial remainder: two separate pieces, of which
        // the longer is kept.
        let tail = (1 - s) * length
        let head = (e - 1) * length
        if tail >= head {
          start += s * length
          length = tail
        } else {
          length = head
        }
      }
      start -= start.rounded(.down)
    }
    // Whole billionths, so that a chain landing on 0.2 is written 0.2.
    return ((start * 1e9).rounded() / 1e9, (length * 1e9).rounded() / 1e9)
  }
}
