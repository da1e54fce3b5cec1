internal import CCairo
import ChainframeEngine
import ChainframeModel

/// What fontconfig offers: every installed family (plus the fonts a scene registered), and
/// which family and file a family name resolves to.
package enum FontCatalog {
  /// One font face: family, style and file.
  package struct Face: Sendable, Equatable {
    /// Family name, for example `DejaVu Sans`.
    package var family: String
    /// Style name, for example `Bold`.
    package var style: String
    /// Absolute path of the font file.
    package var file: String
  }

  /// Every face fontconfig knows (system fonts and fonts registered by ``FontRegistry``),
  /// sorted by family, style, then file.
  package static func faces() -> [Face] {
    guard let pattern = FontconfigPattern(FcPatternCreate()), let set = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(set) }
    for name in [FC_FAMILY, FC_STYLE, FC_FILE] { _ = FcObjectSetAdd(set, name) }
    guard let list = FcFontList(nil, pattern.pointer, set) else { return [] }
    defer { FcFontSetDestroy(list) }
    var faces: [Face] = []
    for i in 0..<Int(list.pointee.nfont) {
      guard let font = list.pointee.fonts[i] else { continue }
      faces.append(
        Face(
          family: string(font, FC_FAMILY) ?? "", style: string(font, FC_STYLE) ?? "",
          file: string(font, FC_FILE) ?? ""))
    }
    return faces.sorted { ($0.family, $0.style, $0.file) < ($1.family, $1.style, $1.file) }
  }

  /// The face fontconfig picks for `family` (its best match; a different family means the name
  /// is not installed and text would be drawn with a substitute), or nil when nothing matches.
  package static func resolve(family: String) -> Face? {
    guard let pattern = FontconfigPattern(FcNameParse(family)) else { return nil }
    FcConfigSubstitute(nil, pattern.pointer, FcMatchPattern)
    FcDefaultSubstitute(pattern.pointer)
    var result = FcResultNoMatch
    guard let match = FontconfigPattern(FcFontMatch(nil, pattern.pointer, &result)) else { return nil }
    return Face(
      family: string(match.pointer, FC_FAMILY) ?? "", style: string(match.pointer, FC_STYLE) ?? "",
      file: string(match.pointer, FC_FILE) ?? "")
  }

  /// Whether `family` is installed (or registered): fontconfig's best match is that family.
  package static func isInstalled(family: String) -> Bool {
    resolve(family: family)?.family.lowercased() == family.lowercased()
  }

  private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
    return String(cString: value)
  }
}

/// Owns an `FcPattern`; destroys it on release.
final class FontconfigPattern {
  let pointer: OpaquePointer

  init?(_ pointer: OpaquePointer?) {
    guard let pointer else { return nil }
    self.pointer = pointer
  }

  deinit { FcPatternDestroy(pointer) }
}
