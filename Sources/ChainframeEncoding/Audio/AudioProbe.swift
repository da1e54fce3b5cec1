internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Checks that a soundtrack opens and decodes, with the same confinement as a render.
package enum AudioProbe {
  /// Whether `path` opens as an allowed audio container with an audio stream (a video
  /// layer's file that may carry sound).
  package static func hasAudio(path: String) -> Bool {
    LibAV.quietLogging()
    guard let input = try? InputContainer(path: path, kind: .audio) else { return false }
    return av_find_best_stream(input.pointer, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0) >= 0
  }

  /// Throws ``EncodingError`` when `path` is not an allowed audio file, has no audio stream
  /// or its first packets do not decode.
  package static func check(path: String) throws(EncodingError) {
    LibAV.quietLogging()
    let input = try InputContainer(path: path, kind: .audio)
    var found: UnsafePointer<AVCodec>?
    let index = av_find_best_stream(input.pointer, AVMEDIA_TYPE_AUDIO, -1, -1, &found, 0)
    guard index >= 0, let decoder = found, let streams = input.pointer.pointee.streams, let stream = streams[Int(index)]
    else {
      throw .invalidSettings("\(UserText.quoted(path)) has no audio stream")
    }
    let codec = try CodecContextBox(codec: decoder)
    try LibAV.check(
      "avcodec_parameters_to_context(audio)", avcodec_parameters_to_context(codec.pointer, stream.pointee.codecpar))
    try LibAV.check("avcodec_open2(audio decoder)", avcodec_open2(codec.pointer, decoder, nil))
    let packet = try AVPacketBox()
    let frame = try AVFrameBox()
    // Decode until the first audio frame comes out (a few packets at most).
    for _ in 0..<64 {
      let read = av_read_frame(input.pointer, packet.pointer)
      if read == CFFmpeg_AVERROR_EOF() { break }
      try LibAV.check("av_read_frame(\(UserText.quoted(path)))", read)
      defer { av_packet_unref(packet.pointer) }
      guard packet.pointer.pointee.stream_index == index else { continue }
      _ = try LibAV.flow("avcodec_send_packet(audio)", avcodec_send_packet(codec.pointer, packet.pointer))
      if try LibAV.flow("avcodec_receive_frame(audio)", avcodec_receive_frame(codec.pointer, frame.pointer)) == .ok {
        return
      }
    }
    throw .invalidSettings("\(UserText.quoted(path)) has an audio stream but no sample of it decodes")
  }
}
