internal import CFFmpeg

/// Owns an `AVPacket`.
final class AVPacketBox {
  let pointer: UnsafeMutablePointer<AVPacket>

  init() throws(EncodingError) {
    guard let packet = av_packet_alloc() else {
      throw .libav(function: "av_packet_alloc", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    pointer = packet
  }

  deinit {
    var packet: UnsafeMutablePointer<AVPacket>? = pointer
    av_packet_free(&packet)
  }
}
