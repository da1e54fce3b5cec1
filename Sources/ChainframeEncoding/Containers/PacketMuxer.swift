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
  private let output: MuxedOutput
  private let packet: AVPacketBox
  private let timeBase: AVRational
  private var written: Int64 = 0
  private var isFinished = false
  /// The reference encoder's out-of-band header: a join checks every chunk's against it.
  package let extradata: [UInt8]

  /// Opens `path` for the format in `settings` (with `settings.audio`, when set).
  package init(path: String, settings: VideoSettings) throws(EncodingError) {
    LibAV.quietLogging()
    let plan = try CodecPlan(settings)
    let reference = try SegmentEncoder(settings: settings, plan: plan, firstFrame: 0)
    extradata = reference.extradata
    let timeBase = EncoderOpening.timeBase(settings)
    self.timeBase = timeBase
    output = try MuxedOutput(url: "file:" + path, settings: settings, plan: plan) { (_, stream) throws(EncodingError) in
      let rate = AVRational(num: Int32(settings.fps.numerator), den: Int32(settings.fps.denominator))
      stream.pointee.time_base = timeBase
      stream.pointee.avg_frame_rate = rate
      stream.pointee.r_frame_rate = rate
      try reference.copyParameters(to: stream)
    }
    packet = try AVPacketBox()
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
    pkt.pointee.stream_index = output.stream.pointee.index
    av_packet_rescale_ts(pkt, timeBase, output.stream.pointee.time_base)
    try LibAV.check("av_interleaved_write_frame(video)", av_interleaved_write_frame(output.container.pointer, pkt))
    written += 1
    try output.interleave(afterFrames: Int(written))
  }

  /// Adds the rest of the audio, writes the trailer (MP4: moves the index to the front) and
  /// closes the file.
  package func finish() throws(EncodingError) {
    precondition(!isFinished, "finish called twice")
    isFinished = true
    try output.finish()
  }
}
