import CFFmpeg
import ChainframeCore

/// Encodes Cairo frames to H.264 in an MP4 file: BT.709 yuv420p, limited range, pts = frame
/// index in a 1/fps time base.
///
/// Usage: ``append(_:)`` every frame in order, then ``finish()``. A value dropped without
/// `finish()` leaves an incomplete file, which is why callers write to an
/// ``AtomicOutputFile``'s temporary path.
public final class VideoEncoder {
  /// The settings the encoder was opened with.
  public let settings: VideoSettings
  private let container: OutputContainer
  private let codec: CodecContextBox
  private let stream: UnsafeMutablePointer<AVStream>
  private let scaler: Scaler
  private let frame: AVFrameBox
  private let packet: AVPacketBox
  private var nextIndex: Int64 = 0
  private var isFinished = false

  /// Number of frames appended so far.
  public var frameCount: Int { Int(nextIndex) }

  /// Opens `path` for writing an MP4 with `settings`.
  public init(path: String, settings: VideoSettings) throws(EncodingError) {
    guard settings.width % 2 == 0, settings.height % 2 == 0 else {
      throw .invalidSettings(
        "yuv420p needs an even width and height, but the canvas is "
          + "\(settings.width)x\(settings.height); make both even")
    }
    guard VideoSettings.presets.contains(settings.preset) else {
      throw .invalidSettings(
        "unknown x264 preset '\(settings.preset)'; use one of "
          + VideoSettings.presets.joined(separator: ", "))
    }
    guard (0...51).contains(settings.crf) else {
      throw .invalidSettings("crf \(settings.crf) is out of range; use 0 to 51")
    }
    LibAV.quietLogging()
    self.settings = settings
    guard let encoder = avcodec_find_encoder_by_name("libx264") else {
      throw .encoderNotFound(name: "libx264", package: "libavcodec59 (Debian's build includes libx264)")
    }
    container = try OutputContainer(format: "mp4", path: path)
    codec = try CodecContextBox(codec: encoder)

    let ctx = codec.pointer
    let timeBase = AVRational(num: Int32(settings.fps.denominator), den: Int32(settings.fps.numerator))
    let rate = AVRational(num: Int32(settings.fps.numerator), den: Int32(settings.fps.denominator))
    ctx.pointee.width = Int32(settings.width)
    ctx.pointee.height = Int32(settings.height)
    ctx.pointee.time_base = timeBase
    ctx.pointee.framerate = rate
    ctx.pointee.pix_fmt = AV_PIX_FMT_YUV420P
    ctx.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
    ctx.pointee.colorspace = AVCOL_SPC_BT709
    ctx.pointee.color_primaries = AVCOL_PRI_BT709
    ctx.pointee.color_trc = AVCOL_TRC_BT709
    ctx.pointee.color_range = AVCOL_RANGE_MPEG
    ctx.pointee.thread_count = Int32(settings.threads)
    ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    if (container.pointer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 {
      ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
    }
    // Private options are set one by one and checked: x264-params typos are silently ignored.
    try LibAV.check(
      "av_opt_set(preset)", av_opt_set(ctx.pointee.priv_data, "preset", settings.preset, 0))
    try LibAV.check(
      "av_opt_set(crf)", av_opt_set(ctx.pointee.priv_data, "crf", String(settings.crf), 0))
    try LibAV.check("avcodec_open2", avcodec_open2(ctx, encoder, nil))

    guard let stream = avformat_new_stream(container.pointer, nil) else {
      throw .libav(
        function: "avformat_new_stream", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    self.stream = stream
    stream.pointee.time_base = timeBase
    stream.pointee.avg_frame_rate = rate
    stream.pointee.r_frame_rate = rate
    try LibAV.check(
      "avcodec_parameters_from_context", avcodec_parameters_from_context(stream.pointee.codecpar, ctx))

    scaler = try Scaler(
      width: settings.width, height: settings.height, source: AV_PIX_FMT_BGRA,
      destination: AV_PIX_FMT_YUV420P)
    frame = try AVFrameBox(format: AV_PIX_FMT_YUV420P, width: settings.width, height: settings.height)
    frame.pointer.pointee.colorspace = AVCOL_SPC_BT709
    frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
    frame.pointer.pointee.color_trc = AVCOL_TRC_BT709
    frame.pointer.pointee.color_range = AVCOL_RANGE_MPEG
    packet = try AVPacketBox()

    try container.open(path: path)
    var options: OpaquePointer?
    av_dict_set(&options, "movflags", "+faststart", 0)
    defer { av_dict_free(&options) }
    // The mp4 muxer replaces stream.time_base here (for example with 1/15360), so packets
    // are rescaled after this call, never before.
    try LibAV.check("avformat_write_header", avformat_write_header(container.pointer, &options))
  }

  /// Converts and encodes one frame; frame n gets pts n.
  ///
  /// - Precondition: `pixels` matches the settings' size; not finished.
  public func append(_ pixels: PixelBuffer) throws(EncodingError) {
    precondition(!isFinished, "append after finish")
    precondition(pixels.width == settings.width && pixels.height == settings.height)
    try LibAV.check("av_frame_make_writable", av_frame_make_writable(frame.pointer))
    try scaler.convert(pixels, into: frame.pointer)
    frame.pointer.pointee.pts = nextIndex
    nextIndex += 1
    try send(frame.pointer)
  }

  /// Flushes the encoder, writes the trailer and closes the file.
  public func finish() throws(EncodingError) {
    precondition(!isFinished, "finish called twice")
    isFinished = true
    try send(nil)
    try LibAV.check("av_write_trailer", av_write_trailer(container.pointer))
    container.close()
  }

  private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws(EncodingError) {
    _ = try LibAV.flow("avcodec_send_frame", avcodec_send_frame(codec.pointer, frame))
    while true {
      let flow = try LibAV.flow(
        "avcodec_receive_packet", avcodec_receive_packet(codec.pointer, packet.pointer))
      guard flow == .ok else { return }
      packet.pointer.pointee.stream_index = stream.pointee.index
      av_packet_rescale_ts(packet.pointer, codec.pointer.pointee.time_base, stream.pointee.time_base)
      try LibAV.check(
        "av_interleaved_write_frame", av_interleaved_write_frame(container.pointer, packet.pointer))
    }
  }
}
