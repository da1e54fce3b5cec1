/// The scene-file names of a text animator's choices, in lottie-web's numbering order (the
/// first case is 1 in a Lottie file), so the scene decoder, the schema and the Lottie
/// translator spell them from one list.
package enum TextAnimatorNames {
  /// Units of a range's start, end and offset (Lottie `r`: 1 percent, 2 index).
  package enum Units: String, CaseIterable {
    case percent, index
  }

  /// What characters turn and scale about (Lottie `m.g`): their own middle, their word's or
  /// their line's.
  package enum Grouping: String, CaseIterable {
    case characters, words, lines
  }

  /// What a range counts (Lottie `b`).
  package enum Basis: String, CaseIterable {
    case characters, charactersExcludingSpaces, words, lines
  }

  /// How strongly a range selects across its span (Lottie `sh`).
  package enum Shape: String, CaseIterable {
    case square, rampUp, rampDown, triangle, round, smooth
  }
}
