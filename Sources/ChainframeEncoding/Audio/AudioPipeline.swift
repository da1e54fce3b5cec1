internal import CFFmpeg
import Foundation

/// Encodes the scene's mixed audio (``AudioMix``) into the output next to the video:
/// 48 kHz stereo, exactly the video's length.
final class AudioPipeline {
  private let mix: AudioMix
  private let encoder: CodecContextBox
  private let stream: UnsafeMutablePointer<AVStream>
  private let packet: AVPacketBox
  private let filtered: AVFrameBox
  private let container: UnsafeMutablePointer<AVFormatContext>
  private var encodedUntil = 0.0
  private var flushed = false

  /// The audio stream of a video with `settings` (nil for silent video), added to `container`
  /// before its header is written: the one place audio enters an output file, for
  /// single-encoder and segmented files alike.
  static func make(_ settings: VideoSettings, container: UnsafeMutablePointer<AVFormatContext>)
    throws(EncodingError) -> AudioPipeline?
  {
    guard let audioSettings = settings.audio else { return nil }
    guard let codec = settings.format.audioCodec else {
      throw .invalidSettings(
        "\(settings.format.rawValue) cannot carry audio; use mp4, mov or webm, or drop the audio")
    }
    return try AudioPipeline(settings: audioSettings, container: container, codecName: codec)
  }

  /// Adds an audio stream to `container` (before its header is written).
  init(settings: AudioSettings, container: UnsafeMutablePointer<AVFormatContext>, codecName: String)
    throws(EncodingError)
  {
    self.container = container
    guard let audioEncoder = avcodec_find_encoder_by_name(codecName) else {
      throw .encoderNotFound(
        name: codecName, package: codecName == "libopus" ? "libavcodec59 (built with libopus)" : "libavcodec59")
    }
    encoder = try CodecContextBox(codec: audioEncoder)
    let ctx = encoder.pointer
    ctx.pointee.sample_rate = 48000
    ctx.pointee.sample_fmt = codecName == "libopus" ? AV_SAMPLE_FMT_FLT : AV_SAMPLE_FMT_FLTP
    av_channel_layout_default(&ctx.pointee.ch_layout, 2)
    ctx.pointee.time_base = AVRational(num: 1, den: 48000)
    ctx.pointee.bit_rate = codecName == "libopus" ? 128_000 : 192_000
    ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    if (container.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 {
      ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
    }
    try LibAV.serialized { () throws(EncodingError) in
      try LibAV.check("avcodec_open2(\(codecName))", avcodec_open2(ctx, audioEncoder, nil))
    }
    guard let stream = avformat_new_stream(container, nil) else {
      throw .libav(function: "avformat_new_stream", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    self.stream = stream
    stream.pointee.time_base = ctx.pointee.time_base
    try LibAV.check(
      "avcodec_parameters_from_context(audio)", avcodec_parameters_from_context(stream.pointee.codecpar, ctx))
    mix = try AudioMix(
      settings: settings, sampleFormat: codecName == "libopus" ? "flt" : "fltp",
      frameSize: Int(ctx.pointee.frame_size))
    packet = try AVPacketBox()
    filtered = try AVFrameBox()
  }

  /// Encodes audio up to video time `seconds` (or everything, at the end).
  func pump(until seconds: Double) throws(EncodingError) {
    while !flushed && encodedUntil < seconds {
      let finished = try mix.drain(into: filtered.pointer) { frame throws(EncodingError) in
        try encode(frame)
      }
      if finished {
        try encode(nil)
        flushed = true
        return
      }
      if encodedUntil >= seconds { return }
      try mix.feed()
    }
  }

  private func encode(_ frame: UnsafeMutablePointer<AVFrame>?) throws(EncodingError) {
    if let frame {
      encodedUntil = Double(frame.pointee.pts + Int64(frame.pointee.nb_samples)) / 48000
    }
    try LibAV.encode(
      frame, codec: encoder.pointer, packet: packet.pointer, stream: stream, container: container, label: "audio")
  }
}
