internal import CCairo

/// The font files fontconfig picks for font families: what a text actually renders with, so a
/// distributed render can check that every machine has the same fonts.
package enum FontFiles {
  /// The file fontconfig resolves `family` to (regular style), or nil when nothing matches.
  package static func file(forFamily family: String) -> String? {
    guard let pattern = FcNameParse(family) else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
    defer { FcPatternDestroy(match) }
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
    return String(cString: file)
  }
}
