import CFFmpeg

/// Owns an `AVCodecContext`.
final class CodecContextBox {
  let pointer: UnsafeMutablePointer<AVCodecContext>

  init(codec: UnsafePointer<AVCodec>) throws(EncodingError) {
    guard let context = avcodec_alloc_context3(codec) else {
      throw .libav(
        function: "avcodec_alloc_context3", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    pointer = context
  }

  deinit {
    var context: UnsafeMutablePointer<AVCodecContext>? = pointer
    avcodec_free_context(&context)
  }
}
