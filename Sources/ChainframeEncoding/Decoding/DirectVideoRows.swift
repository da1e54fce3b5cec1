internal import CFFmpeg
import ChainframeEngine
import ChainframeModel
import Foundation

/// A ``PlanarConversion`` handed to the renderer as ``VideoFrameRows``: the frame is resized
/// once here (swscale, planar), and the renderer converts the rows it wants straight into its
/// own frame, so no converted copy of the video is made (``VideoFrameReader/delivery(path:request:deviceSize:)``).
final class DirectVideoRows: VideoFrameRows {
  private let conversion: PlanarConversion
  private let source: UnsafeMutablePointer<AVFrame>
  private let release: (PlanarConversion) -> Void
  private var finished = false

  /// Resizes the conversion's frame; `release` gets the conversion back once, from ``finish()``
  /// (or on deinit when nobody called it).
  init(_ conversion: PlanarConversion, release: @escaping (PlanarConversion) -> Void) throws(EncodingError) {
    self.conversion = conversion
    self.release = release
    do {
      source = try conversion.converter.scaled(conversion.frame.pointer)
      try PlanarVideoConverter.checkPlanes(source)
    } catch {
      release(conversion)
      throw error
    }
  }

  deinit { finish() }

  var width: Int { conversion.converter.outputWidth }
  var height: Int { conversion.converter.outputHeight }

  func write(rows: Range<Int>, to destination: UnsafeMutableRawPointer, stride: Int) {
    precondition(!finished, "rows written after finish()")
    // `source`'s planes were checked in init: the write cannot fail on it.
    try? conversion.converter.write(source, rows: rows, to: destination, stride: stride)
  }

  func finish() {
    guard !finished else { return }
    finished = true
    release(conversion)
  }
}
