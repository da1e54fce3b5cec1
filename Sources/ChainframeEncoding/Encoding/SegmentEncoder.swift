internal import CFFmpeg

/// One segment's encoder instance: opened fresh with the video's settings, fed frames with
/// pts counted from the segment's start, flushed at its end. Packets come out shifted to the
/// video's frame numbers, so a segment's bytes do not depend on where or by whom it is encoded.
final class SegmentEncoder {
  private let codec: CodecContextBox
  private let packet: AVPacketBox
  private let label: String
  private let firstFrame: Int64
  private var nextLocal: Int64 = 0
  private var lastDTS: Int64?

  /// Opens an encoder for the segment starting at video frame `firstFrame`.
  init(settings: VideoSettings, plan: CodecPlan, firstFrame: Int) throws(EncodingError) {
    codec = try EncoderOpening.open(
      settings: settings, plan: plan, globalHeader: EncoderOpening.wantsGlobalHeader(plan))
    packet = try AVPacketBox()
    label = plan.encoder
    self.firstFrame = Int64(firstFrame)
  }

  /// The codec's out-of-band header (SPS/PPS for H.264), empty when there is none.
  var extradata: [UInt8] {
    let ctx = codec.pointer.pointee
    guard let data = ctx.extradata, ctx.extradata_size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: Int(ctx.extradata_size)))
  }

  /// Copies the stream parameters (size, pixel format, colour tags, header) into `stream`.
  func copyParameters(to stream: UnsafeMutablePointer<AVStream>) throws(EncodingError) {
    try LibAV.check(
      "avcodec_parameters_from_context", avcodec_parameters_from_context(stream.pointee.codecpar, codec.pointer))
  }

  /// Encodes `frame` (nil flushes) and passes every finished packet to `emit`.
  func encode(_ frame: UnsafeMutablePointer<AVFrame>?, emit: (EncodedPacket) throws(EncodingError) -> Void)
    throws(EncodingError)
  {
    if label == "libx265" {
      try LibAV.x265.withLock { _ throws(EncodingError) in try encodeUnlocked(frame, emit: emit) }
    } else {
      try encodeUnlocked(frame, emit: emit)
    }
  }

  private func encodeUnlocked(
    _ frame: UnsafeMutablePointer<AVFrame>?, emit: (EncodedPacket) throws(EncodingError) -> Void
  ) throws(EncodingError) {
    if let frame {
      frame.pointee.pts = nextLocal
      nextLocal += 1
    }
    let ctx = codec.pointer
    let p = packet.pointer
    _ = try LibAV.flow("avcodec_send_frame(\(label))", avcodec_send_frame(ctx, frame))
    while try LibAV.flow("avcodec_receive_packet(\(label))", avcodec_receive_packet(ctx, p)) == .ok {
      defer { av_packet_unref(p) }
      let bytes = p.pointee.data.map { Array(UnsafeBufferPointer(start: $0, count: Int(p.pointee.size))) } ?? []
      let noPTS = CFFmpeg_AV_NOPTS_VALUE()
      let pts = p.pointee.pts == noPTS ? 0 : p.pointee.pts
      let dts = Self.checkedDTS(p.pointee.dts == noPTS ? nil : p.pointee.dts, pts: pts, previous: lastDTS)
      lastDTS = dts
      try emit(
        EncodedPacket(
          pts: firstFrame + pts, dts: firstFrame + dts, duration: p.pointee.duration,
          isKey: (p.pointee.flags & AV_PKT_FLAG_KEY) != 0, data: bytes,
          sideData: PacketSideData.read(from: p)))
    }
  }

  /// The encoder's decoding time when it is plausible (after the previous packet's, not after
  /// the presentation time, at most 16 frames before the segment), else one after the previous
  /// packet's (two before the segment for the first). libx265 leaves the first packet's dts
  /// uninitialised in segments of one or two frames; any fixed rule keeps the bytes the same
  /// wherever the segment is encoded.
  static func checkedDTS(_ dts: Int64?, pts: Int64, previous: Int64?) -> Int64 {
    if let dts, dts <= pts, dts >= -16, previous.map({ dts > $0 }) ?? true { return dts }
    return min(previous.map { $0 + 1 } ?? -2, pts)
  }
}
