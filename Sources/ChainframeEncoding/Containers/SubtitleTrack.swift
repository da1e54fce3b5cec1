internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// A soft subtitle track (`mov_text`, 3GPP timed text) of an MP4/MOV output: the scene's
/// captions as cues a player can switch on and off, encoded in process.
///
/// Added to a container before its header is written, by ``PacketMuxer`` and ``VideoEncoder``
/// alike; cues are written in order as the video advances (``pump(until:)``), so both paths
/// interleave them the same way and the bytes depend on the cues alone.
final class SubtitleTrack {
  private let encoder: CodecContextBox
  private let stream: UnsafeMutablePointer<AVStream>
  private let container: UnsafeMutablePointer<AVFormatContext>
  private let packet: AVPacketBox
  private let cues: [SubtitleCues.Timed]
  private var next = 0
  private static let timeBase = AVRational(num: 1, den: 1000)

  /// The subtitle stream of a video with `settings` (nil without cues), added to `container`
  /// before its header is written.
  static func make(_ settings: VideoSettings, container: UnsafeMutablePointer<AVFormatContext>)
    throws(EncodingError) -> SubtitleTrack?
  {
    let cues = SubtitleCues.timed(settings.subtitles)
    guard !cues.isEmpty else { return nil }
    guard settings.format.carriesSubtitles else {
      throw .invalidSettings(
        "\(settings.format.rawValue) cannot carry a subtitle track; use mp4 or mov, or drop the subtitles")
    }
    return try SubtitleTrack(cues: cues, container: container)
  }

  private init(cues: [SubtitleCues.Timed], container: UnsafeMutablePointer<AVFormatContext>) throws(EncodingError) {
    self.cues = cues
    self.container = container
    guard let codec = avcodec_find_encoder(AV_CODEC_ID_MOV_TEXT) else {
      throw .encoderNotFound(name: "mov_text", package: "libavcodec59")
    }
    encoder = try CodecContextBox(codec: codec)
    let ctx = encoder.pointer
    ctx.pointee.time_base = Self.timeBase
    ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    // The encoder takes its default style (font, size, colours: the sample description)
    // from an ASS header; this is libavcodec's default one.
    let header = SubtitleCues.assHeader
    let size = header.utf8.count
    guard let bytes = av_mallocz(size + 1)?.assumingMemoryBound(to: UInt8.self) else {
      throw .libav(function: "av_mallocz", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    bytes.update(from: Array(header.utf8), count: size)
    ctx.pointee.subtitle_header = bytes
    ctx.pointee.subtitle_header_size = Int32(size)
    try LibAV.serialized { () throws(EncodingError) in
      try LibAV.check("avcodec_open2(mov_text)", avcodec_open2(ctx, codec, nil))
    }
    guard let stream = avformat_new_stream(container, nil) else {
      throw .libav(function: "avformat_new_stream", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    self.stream = stream
    stream.pointee.time_base = Self.timeBase
    try LibAV.check(
      "avcodec_parameters_from_context(subtitles)", avcodec_parameters_from_context(stream.pointee.codecpar, ctx))
    packet = try AVPacketBox()
  }

  /// Writes the cues that start before video time `seconds` (all of them with `.infinity`).
  func pump(until seconds: Double) throws(EncodingError) {
    while next < cues.count, Double(cues[next].start) / 1000 < seconds {
      try write(cues[next])
      next += 1
    }
  }

  private func write(_ cue: SubtitleCues.Timed) throws(EncodingError) {
    let encoded = try encode(cue.text)
    let pkt = packet.pointer
    try LibAV.check("av_new_packet", av_new_packet(pkt, Int32(encoded.count)))
    defer { av_packet_unref(pkt) }
    if let base = pkt.pointee.data {
      encoded.withUnsafeBufferPointer { source in
        if let from = source.baseAddress { base.update(from: from, count: encoded.count) }
      }
    }
    pkt.pointee.pts = cue.start
    pkt.pointee.dts = cue.start
    pkt.pointee.duration = cue.end - cue.start
    pkt.pointee.flags = AV_PKT_FLAG_KEY
    pkt.pointee.stream_index = stream.pointee.index
    // The muxer may have replaced the stream's time base when it wrote the header.
    av_packet_rescale_ts(pkt, Self.timeBase, stream.pointee.time_base)
    try LibAV.check("av_interleaved_write_frame(subtitles)", av_interleaved_write_frame(container, pkt))
  }

  /// One cue through the mov_text encoder: an `AVSubtitle` with one ASS rectangle.
  private func encode(_ text: String) throws(EncodingError) -> [UInt8] {
    var subtitle = AVSubtitle()
    defer { avsubtitle_free(&subtitle) }
    subtitle.format = 1
    let slots = av_mallocz(MemoryLayout<UnsafeMutablePointer<AVSubtitleRect>?>.stride)
    let rect = av_mallocz(MemoryLayout<AVSubtitleRect>.stride)?.assumingMemoryBound(to: AVSubtitleRect.self)
    guard let slots = slots?.assumingMemoryBound(to: UnsafeMutablePointer<AVSubtitleRect>?.self), let rect else {
      av_free(slots)
      av_free(rect)
      throw .libav(function: "av_mallocz", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    slots.pointee = rect
    subtitle.rects = slots
    subtitle.num_rects = 1
    rect.pointee.type = SUBTITLE_ASS
    rect.pointee.ass = av_strdup("0,0,Default,,0,0,0,," + SubtitleCues.assText(text))
    let capacity = text.utf8.count * 2 + 1024
    var buffer = [UInt8](repeating: 0, count: capacity)
    let ctx = encoder.pointer
    let written = buffer.withUnsafeMutableBufferPointer { out in
      avcodec_encode_subtitle(ctx, out.baseAddress, Int32(capacity), &subtitle)
    }
    try LibAV.check("avcodec_encode_subtitle(mov_text)", written)
    return Array(buffer.prefix(Int(written)))
  }
}
