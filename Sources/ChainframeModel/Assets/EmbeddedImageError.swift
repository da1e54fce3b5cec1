/// Why a `data:` URI cannot be drawn as an image (see ``EmbeddedImage``).
package enum EmbeddedImageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The URI is longer than ``SceneLimits/maxEmbeddedImageLength``.
  case tooLong(characters: Int)
  /// The text is not `data:<type>;base64,<data>`.
  case notDataURI
  /// The media type is not PNG, JPEG or WebP.
  case unsupportedMediaType(String)
  /// The data is not marked `;base64`.
  case notBase64
  /// The base64 text has a character outside A–Z a–z 0–9 + / (or - _), or a wrong length or
  /// padding; `offset` counts characters after the comma.
  case badBase64(offset: Int)
  /// The decoded bytes are not a PNG, JPEG or WebP as the media type says.
  case notOfType(String)
  /// The header gives a size over the limits.
  case tooManyPixels(width: Int, height: Int)

  /// What is wrong, for the user.
  package var description: String {
    switch self {
    case .tooLong(let n):
      "the embedded image is \(n) characters long, more than \(SceneLimits.maxEmbeddedImageLength)"
    case .notDataURI: "the embedded image is not written as 'data:<type>;base64,<data>'"
    case .unsupportedMediaType(let t):
      "embedded images of type '\(t)' are not supported (only image/png, image/jpeg and image/webp)"
    case .notBase64: "the embedded image's data is not marked ';base64'"
    case .badBase64(let offset): "the embedded image's base64 data is invalid at character \(offset) after the comma"
    case .notOfType(let t):
      "the embedded image's bytes are not a valid \(["image/png": "PNG", "image/webp": "WebP"][t] ?? "JPEG") file"
    case .tooManyPixels(let w, let h):
      "the embedded image is \(w)x\(h) pixels, over the limit (\(SceneLimits.maxImageSide) a side, "
        + "\(SceneLimits.maxEmbeddedImagePixels) pixels)"
    }
  }

  /// How to fix it.
  package var hint: String {
    switch self {
    case .tooLong, .tooManyPixels: "make the image smaller, or save it as a file next to the scene and give its path"
    case .unsupportedMediaType: "convert the image to PNG, JPEG or WebP, or save it as a file next to the scene"
    case .notDataURI, .notBase64, .badBase64, .notOfType:
      "write 'data:image/png;base64,' followed by the file's bytes in base64, or give a file path"
    }
  }
}
