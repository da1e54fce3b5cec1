import CFFmpeg
import Foundation

/// Decodes a soundtrack, shapes it with libavfilter and encodes it into the output next to
/// the video: 48 kHz stereo, first sample at `offset`, padded or cut to the video's length.
final class AudioPipeline {
  private let input: InputContainer
  private let decoder: CodecContextBox
  private let encoder: CodecContextBox
  private let stream: UnsafeMutablePointer<AVStream>
  private let graph: FilterGraph
  private let packet: AVPacketBox
  private let decoded: AVFrameBox
  private let filtered: AVFrameBox
  private let streamIndex: Int32
  private let container: UnsafeMutablePointer<AVFormatContext>
  private var nextInputPTS: Int64 = 0
  private var inputDone = false
  private var filterDone = false
  private var encodedUntil = 0.0
  private var flushed = false

  /// Adds an audio stream to `container` (before its header is written).
  init(settings: AudioSettings, container: UnsafeMutablePointer<AVFormatContext>, codecName: String)
    throws(EncodingError)
  {
    self.container = container
    input = try InputContainer(path: settings.path, kind: .audio)
    var found: UnsafePointer<AVCodec>?
    let index = av_find_best_stream(input.pointer, AVMEDIA_TYPE_AUDIO, -1, -1, &found, 0)
    guard index >= 0, let audioDecoder = found, let streams = input.pointer.pointee.streams,
      let inStream = streams[Int(index)]
    else {
      throw .invalidSettings("'\(settings.path)' has no audio stream")
    }
    streamIndex = index
    decoder = try CodecContextBox(codec: audioDecoder)
    try LibAV.check(
      "avcodec_parameters_to_context(audio)", avcodec_parameters_to_context(decoder.pointer, inStream.pointee.codecpar))
    try LibAV.check("avcodec_open2(audio decoder)", avcodec_open2(decoder.pointer, audioDecoder, nil))

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

    // The chain: resample → place at offset → pad/cut to the video → gain → fades → encoder format.
    let d = decoder.pointer.pointee
    let layout = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer -> String in
      var l = d.ch_layout
      guard let base = buffer.baseAddress, av_channel_layout_describe(&l, base, 128) >= 0 else { return "stereo" }
      return String(cString: base)
    }
    let sampleFormat = av_get_sample_fmt_name(d.sample_fmt).map { String(cString: $0) } ?? "fltp"
    let source =
      "time_base=1/\(d.sample_rate):sample_rate=\(d.sample_rate):sample_fmt=\(sampleFormat):channel_layout=\(layout)"
    var chain = ["aresample=48000", "aformat=sample_fmts=fltp:channel_layouts=stereo"]
    if settings.offset < 0 {
      chain += ["atrim=start=\(-settings.offset)", "asetpts=PTS-STARTPTS"]
    } else if settings.offset > 0 {
      // Delay in samples (the "S" suffix), so the first sample lands exactly on the offset.
      chain.append("adelay=delays=\(Int((settings.offset * 48000).rounded()))S:all=1")
    }
    let duration = String(format: "%.6f", settings.duration)
    chain += ["apad=whole_dur=\(duration)", "atrim=end=\(duration)"]
    if settings.volume != 1 { chain.append("volume=\(settings.volume)") }
    if settings.fadeIn > 0 { chain.append("afade=t=in:st=\(max(settings.offset, 0)):d=\(settings.fadeIn)") }
    if settings.fadeOut > 0 {
      chain.append("afade=t=out:st=\(max(settings.duration - settings.fadeOut, 0)):d=\(settings.fadeOut)")
    }
    chain.append(
      "aformat=sample_fmts=\(codecName == "libopus" ? "flt" : "fltp"):sample_rates=48000:channel_layouts=stereo")
    graph = try FilterGraph()
    try graph.build(
      description: "[in0]" + chain.joined(separator: ",") + "[out]", sourceArgs: [source], outputFormat: nil,
      audio: true)
    if let sink = graph.sink, ctx.pointee.frame_size > 0 {
      av_buffersink_set_frame_size(sink, UInt32(ctx.pointee.frame_size))
    }
    packet = try AVPacketBox()
    decoded = try AVFrameBox()
    filtered = try AVFrameBox()
  }

  /// Encodes audio up to video time `seconds` (or everything, at the end).
  func pump(until seconds: Double) throws(EncodingError) {
    while !flushed && encodedUntil < seconds {
      let finished = try graph.drain(into: filtered.pointer) { frame throws(EncodingError) in
        try encode(frame)
      }
      if finished {
        try encode(nil)
        flushed = true
        return
      }
      if encodedUntil >= seconds { return }
      try feed()
    }
  }

  private func feed() throws(EncodingError) {
    if inputDone { return }
    while true {
      let read = av_read_frame(input.pointer, packet.pointer)
      if read == CFFmpeg_AVERROR_EOF() {
        try LibAV.check("avcodec_send_packet(audio)", avcodec_send_packet(decoder.pointer, nil))
        try receiveDecoded()
        try graph.push(nil, source: 0)
        inputDone = true
        return
      }
      try LibAV.check("av_read_frame(audio)", read)
      defer { av_packet_unref(packet.pointer) }
      guard packet.pointer.pointee.stream_index == streamIndex else { continue }
      try LibAV.check("avcodec_send_packet(audio)", avcodec_send_packet(decoder.pointer, packet.pointer))
      if try receiveDecoded() > 0 { return }
    }
  }

  @discardableResult
  private func receiveDecoded() throws(EncodingError) -> Int {
    var count = 0
    while true {
      let flow = try LibAV.flow("avcodec_receive_frame(audio)", avcodec_receive_frame(decoder.pointer, decoded.pointer))
      guard flow == .ok else { return count }
      // Continuous sample timestamps: the soundtrack is taken as one gapless stream.
      decoded.pointer.pointee.pts = nextInputPTS
      nextInputPTS += Int64(decoded.pointer.pointee.nb_samples)
      try graph.push(decoded.pointer, source: 0)
      av_frame_unref(decoded.pointer)
      count += 1
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
