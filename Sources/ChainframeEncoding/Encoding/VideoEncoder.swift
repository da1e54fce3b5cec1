internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Encodes Cairo frames with libavcodec and muxes them with libavformat: H.264/H.265 (MP4,
/// MOV), VP9/AV1 (WebM), ProRes (MOV), APNG, animated WebP, PNG sequences, Y4M and raw.
///
/// Frame n gets pts n in a 1/fps time base; YUV formats use the BT.709 matrix (BT.601 when
/// asked) with matching tags and limited range; output is bit-exact (no encoder version tag,
/// no creation time, pinned threads). Use ``append(_:)`` for every frame, then ``finish()``.
/// Write to an `AtomicOutputFile`'s temporary path: a dropped encoder leaves a partial file.
package final class VideoEncoder: FrameSink {
  /// The settings the encoder was opened with.
  package let settings: VideoSettings
  private let plan: CodecPlan
  private let output: MuxedOutput
  private let codec: CodecContextBox
  /// Converts frames appended as pixels (the pipeline converts on its workers instead).
  private let converter: FrameConverter
  private let packet: AVPacketBox
  private var nextIndex: Int64 = 0
  private var isFinished = false
  private var last: ConvertedFrame?

  /// Number of frames appended so far.
  package var frameCount: Int { Int(nextIndex) }
  /// Always one pass.
  package var passCount: Int { 1 }

  /// Opens `path` (`-` for stdout with y4m/raw; a pattern such as `dir/%05d.png` for PNG
  /// sequences) for writing with `settings`.
  package init(path: String, settings: VideoSettings) throws(EncodingError) {
    LibAV.quietLogging()
    self.settings = settings
    plan = try CodecPlan(settings)
    // `file:` so a colon in a file name is never taken for another protocol.
    let url = path == "-" ? "pipe:1" : "file:" + path
    var opened: CodecContextBox?
    output = try MuxedOutput(url: url, settings: settings, plan: plan) {
      [plan] (container, stream) throws(EncodingError) in
      let globalHeader = (container.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0
      let codec = try EncoderOpening.open(settings: settings, plan: plan, globalHeader: globalHeader)
      let ctx = codec.pointer
      let rate = ctx.pointee.framerate
      // APNG: millisecond timestamps, so delays add up to the exact duration in every player.
      stream.pointee.time_base = settings.format == .apng ? AnimationTiming.timeBase : EncoderOpening.timeBase(settings)
      stream.pointee.avg_frame_rate = rate
      stream.pointee.r_frame_rate = rate
      try LibAV.check("avcodec_parameters_from_context", avcodec_parameters_from_context(stream.pointee.codecpar, ctx))
      opened = codec
    }
    guard let opened else { preconditionFailure("MuxedOutput calls its video closure once") }
    codec = opened
    converter = try FrameConverter(settings: settings, plan: plan)
    packet = try AVPacketBox()
  }

  static func tag(_ ctx: UnsafeMutablePointer<AVCodecContext>, _ matrix: ColorMatrix) {
    switch matrix {
    case .bt709:
      ctx.pointee.colorspace = AVCOL_SPC_BT709
      ctx.pointee.color_primaries = AVCOL_PRI_BT709
      ctx.pointee.color_trc = AVCOL_TRC_BT709
    case .bt601:
      ctx.pointee.colorspace = AVCOL_SPC_SMPTE170M
      ctx.pointee.color_primaries = AVCOL_PRI_SMPTE170M
      ctx.pointee.color_trc = AVCOL_TRC_SMPTE170M
    }
    ctx.pointee.color_range = AVCOL_RANGE_MPEG
  }

  static func tag(_ f: UnsafeMutablePointer<AVFrame>, _ matrix: ColorMatrix) {
    f.pointee.colorspace = matrix == .bt709 ? AVCOL_SPC_BT709 : AVCOL_SPC_SMPTE170M
    f.pointee.color_primaries = matrix == .bt709 ? AVCOL_PRI_BT709 : AVCOL_PRI_SMPTE170M
    f.pointee.color_trc = matrix == .bt709 ? AVCOL_TRC_BT709 : AVCOL_TRC_SMPTE170M
    f.pointee.color_range = AVCOL_RANGE_MPEG
  }

  /// Does nothing: one pass.
  package func beginPass(_ index: Int) throws(EncodingError) {
    precondition(index == 0, "VideoEncoder has one pass")
  }

  /// Makes converters for worker threads, producing frames for ``append(converted:)``.
  package var converterFactory: ConverterFactory { ConverterFactory(settings: settings) }

  /// Encodes a frame converted on another thread; frame n gets pts n.
  package func append(converted: ConvertedFrame) throws(EncodingError) {
    precondition(!isFinished, "append after finish")
    last = converted
    try converted.withFrame { (f) throws(EncodingError) in
      f.pointee.pts = nextIndex
      nextIndex += 1
      try send(f)
    }
    try output.interleave(afterFrames: frameCount)
  }

  /// Encodes the previous frame again (a hold: nothing changed, so nothing is re-rendered or
  /// re-converted).
  package func appendRepeat() throws(EncodingError) {
    guard let last else { preconditionFailure("appendRepeat before any frame") }
    try append(converted: last.reference())
  }

  /// Does nothing: one pass, flushed by ``finish()``.
  package func endPass() throws(EncodingError) {}

  /// Converts and encodes one frame; frame n gets pts n.
  ///
  /// - Precondition: `pixels` matches the settings' size; not finished.
  package func append(_ pixels: PixelBuffer) throws(EncodingError) {
    precondition(!isFinished, "append after finish")
    try append(converted: converter.convert(pixels))
  }

  /// Flushes the encoder, writes the trailer and closes the file.
  package func finish() throws(EncodingError) {
    precondition(!isFinished, "finish called twice")
    isFinished = true
    try send(nil)
    try output.finish { () throws(EncodingError) in
      if settings.format == .apng {
        try AnimationTiming.closeAPNGTotal(output.container.pointer, frameCount: frameCount, fps: settings.fps)
      }
    }
  }

  private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws(EncodingError) {
    if plan.encoder == "libx265" {
      try LibAV.x265.withLock { _ throws(EncodingError) in try sendUnlocked(frame) }
    } else {
      try sendUnlocked(frame)
    }
  }

  private func sendUnlocked(_ frame: UnsafeMutablePointer<AVFrame>?) throws(EncodingError) {
    let (frames, fps) = (frameCount, settings.fps)
    // libwebp_anim's one packet, at the flush, is the whole file: close its total.
    let adjust: LibAV.PacketAdjustment? =
      settings.format == .webp && frame == nil
      ? { (p) throws(EncodingError) in try AnimationTiming.closeWebPTotal(p, frameCount: frames, fps: fps) } : nil
    try LibAV.encode(
      frame, codec: codec.pointer, packet: packet.pointer, stream: output.stream, container: output.container.pointer,
      label: plan.encoder, adjust: adjust)
  }

}
