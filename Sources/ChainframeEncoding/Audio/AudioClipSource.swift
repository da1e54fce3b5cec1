internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Decodes one audio file into a filter graph source, as one gapless stream of samples
/// (timestamps count samples from 0, whatever the container says).
final class AudioClipSource {
  private let input: InputContainer
  private let decoder: CodecContextBox
  private let packet: AVPacketBox
  private let decoded: AVFrameBox
  private let streamIndex: Int32
  private var nextPTS: Int64 = 0
  /// True once the end of the file was pushed into the graph.
  private(set) var done = false
  /// The file's length in seconds as its container states it (0 when unknown).
  let duration: Double

  init(path: String) throws(EncodingError) {
    input = try InputContainer(path: path, kind: .audio)
    var found: UnsafePointer<AVCodec>?
    let index = av_find_best_stream(input.pointer, AVMEDIA_TYPE_AUDIO, -1, -1, &found, 0)
    guard index >= 0, let audioDecoder = found, let streams = input.pointer.pointee.streams,
      let inStream = streams[Int(index)]
    else {
      throw .invalidSettings("\(UserText.quoted(path)) has no audio stream")
    }
    streamIndex = index
    decoder = try CodecContextBox(codec: audioDecoder)
    try LibAV.check(
      "avcodec_parameters_to_context(audio)", avcodec_parameters_to_context(decoder.pointer, inStream.pointee.codecpar))
    try LibAV.check("avcodec_open2(audio decoder)", avcodec_open2(decoder.pointer, audioDecoder, nil))
    let length = input.pointer.pointee.duration
    duration = length > 0 ? Double(length) / Double(AV_TIME_BASE) : 0
    packet = try AVPacketBox()
    decoded = try AVFrameBox()
  }

  /// The `abuffer` arguments describing the decoded samples.
  var sourceArgs: String {
    let d = decoder.pointer.pointee
    let layout = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer -> String in
      var l = d.ch_layout
      guard let base = buffer.baseAddress, av_channel_layout_describe(&l, base, 128) >= 0 else { return "stereo" }
      return String(cString: base)
    }
    let sampleFormat = av_get_sample_fmt_name(d.sample_fmt).map { String(cString: $0) } ?? "fltp"
    return
      "time_base=1/\(d.sample_rate):sample_rate=\(d.sample_rate):sample_fmt=\(sampleFormat):channel_layout=\(layout)"
  }

  /// Pushes at least one decoded frame (or the end of the stream) into source `index`.
  func feed(_ graph: FilterGraph, source index: Int) throws(EncodingError) {
    if done { return }
    while try input.sendNextPacket(of: streamIndex, to: decoder, using: packet, label: "(audio)") {
      if try receive(graph, source: index) > 0 { return }
    }
    try receive(graph, source: index)
    try graph.push(nil, source: index)
    done = true
  }

  @discardableResult
  private func receive(_ graph: FilterGraph, source index: Int) throws(EncodingError) -> Int {
    var count = 0
    while true {
      let flow = try LibAV.flow("avcodec_receive_frame(audio)", avcodec_receive_frame(decoder.pointer, decoded.pointer))
      guard flow == .ok else { return count }
      decoded.pointer.pointee.pts = nextPTS
      nextPTS += Int64(decoded.pointer.pointee.nb_samples)
      try graph.push(decoded.pointer, source: index)
      av_frame_unref(decoded.pointer)
      count += 1
    }
  }
}
