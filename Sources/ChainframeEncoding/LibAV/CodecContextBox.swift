internal import CFFmpeg

/// Owns an `AVCodecContext`; closing a libx265 context is serialised with ``LibAV/x265``.
final class CodecContextBox {
  let pointer: UnsafeMutablePointer<AVCodecContext>
  private let isX265: Bool

  init(codec: UnsafePointer<AVCodec>) throws(EncodingError) {
    isX265 = av_codec_is_encoder(codec) != 0 && String(cString: codec.pointee.name) == "libx265"
    guard let context = avcodec_alloc_context3(codec) else {
      throw .libav(
        function: "avcodec_alloc_context3", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    pointer = context
  }

  deinit {
    var context: UnsafeMutablePointer<AVCodecContext>? = pointer
    if isX265 {
      // Closing a libx265 encoder touches x265's global state, like opening and encoding.
      LibAV.x265.withLock { _ in avcodec_free_context(&context) }
    } else {
      avcodec_free_context(&context)
    }
  }
}
