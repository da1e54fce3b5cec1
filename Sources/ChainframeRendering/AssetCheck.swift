internal import CCairo
import ChainframeEngine
import ChainframeModel

/// Decodes an image or SVG the way the renderer will, so a scene can be checked without
/// drawing a frame (`validate`, and every render before its first frame).
package enum AssetCheck {
  /// Throws ``RenderError/image(path:reason:)`` when the file at `path` cannot be drawn as a
  /// raster image (PNG, JPEG, WebP) or, for `svg`, as an SVG document.
  package static func check(imageAt path: String, svg: Bool) throws(RenderError) {
    if svg {
      _ = try SVGDocument(path: path)
    } else {
      _ = try ImageStore.decode(path)
    }
  }
}
