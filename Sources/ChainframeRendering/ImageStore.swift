internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Decodes PNG, JPEG and WebP files with gdk-pixbuf (WebP through Debian's
/// webp-pixbuf-loader) into Cairo surfaces, once per file per renderer.
final class ImageStore {
  private var images: [String: DecodedImage] = [:]

  /// The decoded image at `path`.
  func image(_ path: String) throws(RenderError) -> DecodedImage {
    if let cached = images[path] { return cached }
    let image = try Self.decode(path)
    images[path] = image
    return image
  }

  /// Decodes the file at `path`, or the image of a `data:` URI (``EmbeddedImage``) in memory.
  static func decode(_ path: String) throws(RenderError) -> DecodedImage {
    var error: UnsafeMutablePointer<GError>?
    let loaded: OpaquePointer?
    if EmbeddedImage.isDataURI(path) {
      loaded = try EmbeddedImageLoader.pixbuf(path)
    } else {
      if let problem = ImageHeader.budgetProblem(ofFileAt: path) { throw .image(path: path, reason: problem) }
      loaded = gdk_pixbuf_new_from_file(path, &error)
    }
    guard let loaded else {
      throw .image(path: path, reason: GLibError.take(&error) ?? "unknown format")
    }
    let path = EmbeddedImage.isDataURI(path) ? EmbeddedImage.label(path) : path
    // JPEGs from phones carry their rotation in EXIF; honour it as viewers do.
    let oriented = gdk_pixbuf_apply_embedded_orientation(loaded)
    g_object_unref(UnsafeMutableRawPointer(loaded))
    guard let pixbuf = oriented else { throw .image(path: path, reason: "cannot apply its orientation") }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let width = Int(gdk_pixbuf_get_width(pixbuf))
    let height = Int(gdk_pixbuf_get_height(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == 3 || channels == 4, width > 0, height > 0,
      width <= 32768, height <= 32768, let source = gdk_pixbuf_get_pixels(pixbuf)
    else { throw .image(path: path, reason: "unsupported pixel layout or size \(width)x\(height)") }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface)
    else { throw .cairo(operation: "allocating an image of \(width)x\(height)", status: "no memory") }
    let stride = Int(cairo_image_surface_get_stride(surface))
    cairo_surface_flush(surface)
    for y in 0..<height {
      let src = source + y * rowstride
      let dst = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let r = UInt32(src[x * channels])
        let g = UInt32(src[x * channels + 1])
        let b = UInt32(src[x * channels + 2])
        let a = channels == 4 ? UInt32(src[x * channels + 3]) : 255
        // Premultiply with rounding, as Cairo expects (and as pixman would).
        func pm(_ c: UInt32) -> UInt32 {
          let t = c * a + 128
          return (t + (t >> 8)) >> 8
        }
        dst[x] = (a << 24) | (pm(r) << 16) | (pm(g) << 8) | pm(b)
      }
    }
    cairo_surface_mark_dirty(surface)
    return DecodedImage(surface: surface, width: width, height: height)
  }
}
