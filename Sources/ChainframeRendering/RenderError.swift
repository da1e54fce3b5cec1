import ChainframeEngine
import ChainframeModel

/// Why a frame could not be drawn or saved.
package enum RenderError: CategorizedError, Sendable {
  /// Cairo reported an error status; `operation` names what was being done.
  case cairo(operation: String, status: String)
  /// A PNG could not be written.
  case pngWrite(path: String, status: String)
  /// A font family is not installed; fontconfig would have substituted another.
  case missingFont(family: String, substitute: String)
  /// The font has no glyph for some characters of a text.
  case missingGlyphs(family: String, text: String, count: Int)
  /// A font file could not be used.
  case font(path: String, reason: String)
  /// An image or SVG file could not be decoded.
  case image(path: String, reason: String)
  /// The frame was abandoned because the render was cancelled.
  case cancelled

  /// One line: what failed and what Cairo said.
  package var description: String {
    switch self {
    case .cancelled:
      return "drawing was cancelled; nothing was written"
    case .cairo(let operation, let status):
      return "drawing failed while \(operation): cairo says '\(status)'"
    case .pngWrite(let path, let status):
      return "cannot write PNG \(UserText.quoted(path)): cairo says '\(status)'"
    case .missingFont(let family, let substitute):
      return
        "font family \(UserText.quoted(family)) is not installed (it would be replaced by \(UserText.quoted(substitute))); "
        + "install it, declare it as a font asset, or use 'DejaVu Sans'"
    case .missingGlyphs(let family, let text, let count):
      return
        "font \(UserText.quoted(family)) has no glyph for \(count) character(s) of \(UserText.quoted(text, limit: 60)); "
        + "use a font that covers them (declare it under assets.fonts) or remove those characters"
    case .font(let path, let reason):
      return "cannot use font file \(UserText.quoted(path)): \(reason)"
    case .image(let path, let reason):
      return "cannot decode \(UserText.quoted(path)): \(reason); use a PNG, JPEG, WebP or SVG file"
    }
  }

  /// Missing fonts are an installation problem; undrawable content is the scene's.
  package var category: ErrorCategory {
    switch self {
    case .pngWrite: return .io
    case .missingFont: return .unavailable
    case .missingGlyphs, .font, .image: return .data
    case .cairo: return .internal
    case .cancelled: return .cancelled
    }
  }
}
