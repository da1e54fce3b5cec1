import CCairo
import ChainframeCore

/// Writes a ``PixelBuffer`` as a PNG, atomically (temporary file, then rename).
public enum PNGWriter {
  /// Writes `pixels` to `path`; an existing file is replaced only on success.
  public static func write(_ pixels: PixelBuffer, to path: String) throws -> Void {
    let output = try AtomicOutputFile(destination: path)
    let surface = try CairoSurface(pixels: pixels)
    let status = cairo_surface_write_to_png(surface.pointer, output.temporaryPath)
    guard status == CAIRO_STATUS_SUCCESS else {
      output.discard()
      throw RenderError.pngWrite(path: path, status: CairoSurface.describe(status))
    }
    try output.commit()
  }
}
