/// A PNG, JPEG or WebP image embedded in a scene as a `data:` URI
/// (`data:image/png;base64,iVBORw0…`), decoded in memory and never written to disk.
///
/// The URI is checked before any pixel is decoded: its length against
/// ``SceneLimits/maxEmbeddedImageLength``, its media type (PNG, JPEG or WebP, the formats the
/// renderer decodes from memory; Lottie exporters embed WebP too), its base64 text, that the bytes are of the declared format,
/// and the pixel size read from the image header against ``SceneLimits/maxImageSide`` and
/// ``SceneLimits/maxEmbeddedImagePixels``.
package struct EmbeddedImage: Sendable, Hashable {
  /// The media types accepted, as written after `data:`.
  package static let mediaTypes = ["image/png", "image/jpeg", "image/webp"]

  /// `image/png`, `image/jpeg` or `image/webp` (lower case).
  package let mediaType: String
  /// The image file's bytes (the decoded base64).
  package let bytes: [UInt8]
  /// Width in pixels from the image header, 1…``SceneLimits/maxImageSide``.
  package let width: Int
  /// Height in pixels from the image header, 1…``SceneLimits/maxImageSide``.
  package let height: Int

  /// Whether `text` is written as a `data:` URI (the scheme is case-insensitive).
  package static func isDataURI(_ text: String) -> Bool {
    text.utf8.prefix(5).map { $0 | 0x20 }.elementsEqual("data:".utf8)
  }

  /// A short description for messages: `embedded image/png (1234 bytes)`.
  package static func label(_ uri: String) -> String {
    let header = uri.utf8.prefix(while: { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: ";") }).dropFirst(5)
    let type = String(decoding: header.prefix(40), as: UTF8.self)
    return "embedded \(type.isEmpty ? "data" : type) (\(uri.utf8.count) characters)"
  }

  /// Decodes and checks `uri`; throws an error that says what is wrong and how to fix it.
  package static func decode(_ uri: String) throws(EmbeddedImageError) -> EmbeddedImage {
    let utf8 = uri.utf8
    guard utf8.count <= SceneLimits.maxEmbeddedImageLength else {
      throw .tooLong(characters: utf8.count)
    }
    guard isDataURI(uri), let comma = utf8.firstIndex(of: UInt8(ascii: ",")) else { throw .notDataURI }
    let header = String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: 5)..<comma], as: UTF8.self)
    let parts = header.split(separator: ";", omittingEmptySubsequences: false).map { $0.lowercased() }
    let type = parts.first ?? ""
    guard mediaTypes.contains(type) else { throw .unsupportedMediaType(String(type.prefix(60))) }
    guard parts.last == "base64", parts.count >= 2 else { throw .notBase64 }
    let bytes = try Base64.decode(utf8[utf8.index(after: comma)...])
    guard let size = ImageHeader.size(bytes, mediaType: type) else {
      throw .notOfType(type)
    }
    guard size.width > 0, size.height > 0, size.width <= SceneLimits.maxImageSide,
      size.height <= SceneLimits.maxImageSide, size.width * size.height <= SceneLimits.maxEmbeddedImagePixels
    else { throw .tooManyPixels(width: size.width, height: size.height) }
    return EmbeddedImage(mediaType: type, bytes: bytes, width: size.width, height: size.height)
  }
}
