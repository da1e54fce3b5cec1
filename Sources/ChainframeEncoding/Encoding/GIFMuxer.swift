import CFFmpeg
import ChainframeCore

/// The gif encoder and muxer behind ``GIFEncoder``.
final class GIFMuxer {
  private let container: OutputContainer
  private let codec: CodecContextBox
  private let stream: UnsafeMutablePointer<AVStream>
  private let packet: AVPacketBox
  private let fps: Rational

  init(path: String, width: Int, height: Int, timeBase: AVRational, fps: Rational, loop: Int) throws(EncodingError) {
    guard let encoder = avcodec_find_encoder_by_name("gif") else {
      throw .encoderNotFound(name: "gif", package: "libavcodec59")
    }
    self.fps = fps
    container = try OutputContainer(format: "gif", path: "file:" + path)
    codec = try CodecContextBox(codec: encoder)
    let ctx = codec.pointer
    ctx.pointee.width = Int32(width)
    ctx.pointee.height = Int32(height)
    ctx.pointee.pix_fmt = AV_PIX_FMT_PAL8
    ctx.pointee.time_base = timeBase
    ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    try LibAV.check("avcodec_open2(gif)", avcodec_open2(ctx, encoder, nil))
    guard let stream = avformat_new_stream(container.pointer, nil) else {
      throw .libav(function: "avformat_new_stream", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    self.stream = stream
    stream.pointee.time_base = timeBase
    try LibAV.check("avcodec_parameters_from_context", avcodec_parameters_from_context(stream.pointee.codecpar, ctx))
    packet = try AVPacketBox()
    try container.open(path: "file:" + path)
    var options: OpaquePointer?
    av_dict_set(&options, "loop", String(loop), 0)
    defer { av_dict_free(&options) }
    try LibAV.check("avformat_write_header(gif)", avformat_write_header(container.pointer, &options))
  }

  func encode(_ frame: UnsafeMutablePointer<AVFrame>?) throws(EncodingError) {
    // The muxer's time base is 1/100 s: each pts is rounded from the exact time, so the
    // delays (pts differences) add up to the exact duration instead of drifting.
    try LibAV.encode(
      frame, codec: codec.pointer, packet: packet.pointer, stream: stream, container: container.pointer, label: "gif")
  }

  func finish(frameCount: Int) throws(EncodingError) {
    try encode(nil)
    // Close the total: the last delay is what remains of round(N·100/fps).
    let total = Int((Double(frameCount) * 100 * Double(fps.denominator) / Double(fps.numerator)).rounded())
    let before = Int((Double(frameCount - 1) * 100 * Double(fps.denominator) / Double(fps.numerator)).rounded())
    if let priv = container.pointer.pointee.priv_data {
      _ = av_opt_set_int(priv, "final_delay", Int64(max(total - before, 1)), 0)
    }
    try LibAV.check("av_write_trailer(gif)", av_write_trailer(container.pointer))
    container.close()
  }
}
