internal import CCairo
import ChainframeEngine
import ChainframeIO
import ChainframeModel
import Foundation

/// Writes a `PixelBuffer` as a PNG, atomically (temporary file, then rename).
package enum PNGWriter {
  /// Writes `pixels` to `path`; an existing file is replaced only on success.
  package static func write(_ pixels: PixelBuffer, to path: String) throws {
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

extension PNGWriter {
  /// `pixels` encoded as PNG bytes in memory.
  package static func data(_ pixels: PixelBuffer) throws(RenderError) -> Data {
    let surface = try CairoSurface(pixels: pixels)
    let sink = PNGByteSink()
    let status = withExtendedLifetime(sink) {
      cairo_surface_write_to_png_stream(
        surface.pointer,
        { closure, bytes, length in
          guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<PNGByteSink>.fromOpaque(closure).takeUnretainedValue()
          sink.bytes.append(bytes, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.pngWrite(path: "(memory)", status: CairoSurface.describe(status))
    }
    return sink.bytes
  }
}

/// Collects the bytes Cairo's PNG stream writer hands out.
private final class PNGByteSink {
  var bytes = Data()
}
