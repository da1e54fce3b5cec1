internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Decodes a `data:` URI image (PNG or JPEG, checked by ``EmbeddedImage``) with gdk-pixbuf
/// from memory: the bytes never touch the disk, and only the declared format's loader runs.
enum EmbeddedImageLoader {
  /// A new reference to the decoded pixbuf (the caller unrefs it).
  static func pixbuf(_ uri: String) throws(RenderError) -> OpaquePointer {
    let label = EmbeddedImage.label(uri)
    let image: EmbeddedImage
    do throws(EmbeddedImageError) { image = try EmbeddedImage.decode(uri) } catch {
      throw .image(path: label, reason: "\(error.description): \(error.hint)")
    }
    var error: UnsafeMutablePointer<GError>?
    guard let loader = gdk_pixbuf_loader_new_with_mime_type(image.mediaType, &error) else {
      throw .image(path: label, reason: GLibError.take(&error) ?? "no loader for \(image.mediaType)")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
    let written = image.bytes.withUnsafeBufferPointer { buffer in
      gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), &error)
    }
    // Close even after a failed write, so the loader is finished before it is released.
    var closeError: UnsafeMutablePointer<GError>?
    let closed = gdk_pixbuf_loader_close(loader, &closeError)
    if written == 0 { _ = GLibError.take(&closeError) }
    if written == 0 { throw .image(path: label, reason: GLibError.take(&error) ?? "cannot decode it") }
    guard closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
      throw .image(path: label, reason: GLibError.take(&closeError) ?? "cannot decode it")
    }
    g_object_ref(UnsafeMutableRawPointer(pixbuf))
    return pixbuf
  }
}
