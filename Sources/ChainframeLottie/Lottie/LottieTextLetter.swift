/// One character of a laid-out text document, as lottie-web's letter records it
/// (`documentData.l`): newlines (and the breaks box text wraps at) count as characters.
struct LottieTextLetter {
  /// The character; `"\n"` for a line break.
  var character: String
  /// Line number from 0.
  var line: Int
  /// Advance width, pixels (0 for line breaks and characters without a glyph).
  var advance: Double
  /// Where the line's first glyph origin sits (justification and box included), pixels.
  var lineX: Double
  /// The line's baseline (baseline shift and box included), pixels.
  var y: Double
  /// Path data of the glyph about its own origin (the baseline's left end), nil when it
  /// draws nothing.
  var glyph: String?

  /// Whether it is a line break.
  var isNewline: Bool { character == "\n" }
}
