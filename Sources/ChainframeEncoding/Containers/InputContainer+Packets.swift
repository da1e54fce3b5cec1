internal import CFFmpeg

extension InputContainer {
  /// Reads packets until one of stream `index` comes, and sends it to `decoder`; at the end of
  /// the file sends the flush (nil) packet instead and returns false. The one demux-and-send
  /// step of every decoder (reference videos, video layers, audio clips).
  ///
  /// `label` is added to the names of failing calls in errors (for example `(audio)`).
  func sendNextPacket(
    of index: Int32, to decoder: CodecContextBox, using packet: AVPacketBox, label: String = ""
  ) throws(EncodingError) -> Bool {
    while true {
      let result = av_read_frame(pointer, packet.pointer)
      if result == CFFmpeg_AVERROR_EOF() {
        try LibAV.check("avcodec_send_packet\(label)", avcodec_send_packet(decoder.pointer, nil))
        return false
      }
      try LibAV.check("av_read_frame\(label)", result)
      defer { av_packet_unref(packet.pointer) }
      if packet.pointer.pointee.stream_index == index {
        try LibAV.check("avcodec_send_packet\(label)", avcodec_send_packet(decoder.pointer, packet.pointer))
        return true
      }
    }
  }
}
