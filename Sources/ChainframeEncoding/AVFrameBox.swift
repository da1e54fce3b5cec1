import CFFmpeg

/// Owns an `AVFrame`.
final class AVFrameBox {
  let pointer: UnsafeMutablePointer<AVFrame>

  init() throws(EncodingError) {
    guard let frame = av_frame_alloc() else {
      throw .libav(function: "av_frame_alloc", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    pointer = frame
  }

  /// Allocates a frame with its own buffers of the given format and size.
  convenience init(format: AVPixelFormat, width: Int, height: Int) throws(EncodingError) {
    try self.init()
    pointer.pointee.format = format.rawValue
    pointer.pointee.width = Int32(width)
    pointer.pointee.height = Int32(height)
    try LibAV.check("av_frame_get_buffer", av_frame_get_buffer(pointer, 0))
  }

  deinit {
    var frame: UnsafeMutablePointer<AVFrame>? = pointer
    av_frame_free(&frame)
  }
}
