internal import CFFmpeg

/// Writes a segmented video's packets into its final container, adding the soundtrack and the
/// subtitle track once.
///
/// The one muxing path of segmented formats: a one-machine render feeds it packets straight
/// from its ``SegmentedVideoEncoder``, a join feeds it the packets stored in the chunk files.
/// Stream parameters come from a reference encoder opened with the same settings, audio is
/// interleaved as a function of the video packets written so far, and nothing else reaches
/// the muxer, so both paths write the same bytes.
package final class PacketMuxer {
  private let settings: VideoSettings
  private let container: OutputContainer
  private let stream: UnsafeMutablePointer<AVStream>
  private let packet: AVPacketBox
  private let audio: AudioPipeline?
  private let subtitles: SubtitleTrack?
  private let timeBase: AVRational
  private var written: Int64 = 0
  private var isFinished = false
  /// The reference encoder's out-of-band header: a join checks every chunk's against it.
  package let extradata: [UInt8]

  /// Opens `path` for the format in `settings` (with `settings.audio`, when set).
  package init(path: String, settings: VideoSettings) throws(EncodingError) {
    LibAV.quietLogging()
    self.settings = settings
    let plan = try CodecPlan(settings)
    let url = "file:" + path
    container = try OutputContainer(format: plan.muxer, path: url)
    let reference = try SegmentEncoder(settings: settings, plan: plan, firstFrame: 0)
    extradata = reference.extradata
    guard let stream = avformat_new_stream(container.pointer, nil) else {
      throw .libav(function: "avformat_new_stream", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    self.stream = stream
    timeBase = EncoderOpening.timeBase(settings)
    let rate = AVRational(num: Int32(settings.fps.numerator), den: Int32(settings.fps.denominator))
    stream.pointee.time_base = timeBase
    stream.pointee.avg_frame_rate = rate
    stream.pointee.r_frame_rate = rate
    try reference.copyParameters(to: stream)
    if settings.format == .hevc {
      // 'hvc1' rather than 'hev1', so Apple players and browsers accept the MP4.
      stream.pointee.codecpar.pointee.codec_tag = 0x3163_7668
    }
    packet = try AVPacketBox()
    audio = try AudioPipeline.make(settings, container: container.pointer)
    subtitles = try SubtitleTrack.make(settings, container: container.pointer)
    try container.writeHeader(path: url, muxer: plan.muxer, options: plan.muxerOptions)
  }

  /// Writes the next video packet (in decoding order).
  package func write(_ p: EncodedPacket) throws(EncodingError) {
    precondition(!isFinished, "write after finish")
    let pkt = packet.pointer
    try LibAV.check("av_new_packet", av_new_packet(pkt, Int32(p.data.count)))
    defer { av_packet_unref(pkt) }
    if let base = pkt.pointee.data, !p.data.isEmpty {
      p.data.withUnsafeBufferPointer { source in
        if let from = source.baseAddress { base.update(from: from, count: p.data.count) }
      }
    }
    for side in p.sideData { try side.attach(to: pkt) }
    pkt.pointee.pts = p.pts
    pkt.pointee.dts = p.dts
    pkt.pointee.duration = p.duration
    pkt.pointee.flags = p.isKey ? AV_PKT_FLAG_KEY : 0
    pkt.pointee.stream_index = stream.pointee.index
    av_packet_rescale_ts(pkt, timeBase, stream.pointee.time_base)
    try LibAV.check("av_interleaved_write_frame(video)", av_interleaved_write_frame(container.pointer, pkt))
    written += 1
    // Keep audio just ahead of the video so the muxer interleaves without buffering much.
    let seconds = settings.fps.seconds(ofFrames: Int(written))
    try audio?.pump(until: seconds + 0.5)
    try subtitles?.pump(until: seconds + 0.5)
  }

  /// Adds the rest of the audio, writes the trailer (MP4: moves the index to the front) and
  /// closes the file.
  package func finish() throws(EncodingError) {
    precondition(!isFinished, "finish called twice")
    isFinished = true
    try audio?.pump(until: .infinity)
    try subtitles?.pump(until: .infinity)
    try LibAV.check("av_write_trailer", av_write_trailer(container.pointer))
    container.close()
  }
}
