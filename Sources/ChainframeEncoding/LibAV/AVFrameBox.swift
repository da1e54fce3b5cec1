internal import CFFmpeg

/// Owns an `AVFrame`.
final class AVFrameBox {
  let pointer: UnsafeMutablePointer<AVFrame>

  init() throws(EncodingError) {
    guard let frame = av_frame_alloc() else {
      throw .libav(function: "av_frame_alloc", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    pointer = frame
  }

  /// Allocates a frame with its own buffers of the given format and size, zero-filled.
  convenience init(format: AVPixelFormat, width: Int, height: Int) throws(EncodingError) {
    try self.init()
    pointer.pointee.format = format.rawValue
    pointer.pointee.width = Int32(width)
    pointer.pointee.height = Int32(height)
    try LibAV.check("av_frame_get_buffer", av_frame_get_buffer(pointer, 0))
    zeroFill()
  }

  /// Zeroes every plane including the row padding beyond the visible width.
  ///
  /// Rows are aligned (a 32-pixel chroma row gets a 64-byte stride) and converters write only
  /// the visible width, while SIMD code in encoders may read past it: uninitialised padding
  /// made x264's output depend on what the heap held before (for example after an x265
  /// encode in the same process). Zeroed padding makes every encode byte-identical.
  func zeroFill() {
    let f = pointer
    let planes = withUnsafeBytes(of: f.pointee.buf) { raw -> [(UnsafeMutablePointer<UInt8>, Int)] in
      raw.bindMemory(to: UnsafeMutablePointer<AVBufferRef>?.self).compactMap { ref in
        guard let ref, let data = ref.pointee.data else { return nil }
        return (data, Int(ref.pointee.size))
      }
    }
    for (data, size) in planes { data.initialize(repeating: 0, count: size) }
  }

  deinit {
    var frame: UnsafeMutablePointer<AVFrame>? = pointer
    av_frame_free(&frame)
  }
}
