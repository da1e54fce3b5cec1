internal import CFFmpeg
import ChainframeEngine
import ChainframeModel
import Foundation

/// A scene's audio as one stream: the soundtrack or every timed clip decoded, trimmed,
/// looped, shaped, placed sample-exactly and summed with libavfilter into 48 kHz stereo,
/// padded or cut to exactly ``AudioSettings/duration``, optionally loudness-normalised.
///
/// The one entry point for mixed audio: an encoder pulls frames with ``drain(into:_:)`` and
/// asks for more input with ``feed()`` until the mix ends.
final class AudioMix {
  private let sources: [AudioClipSource]
  private let graph: FilterGraph
  /// The output rate (Hz).
  static let sampleRate = 48000

  /// Opens every file and builds the graph; `sampleFormat` is the encoder's (`fltp`, `flt`),
  /// `frameSize` its samples per frame (0: any).
  init(settings: AudioSettings, sampleFormat: String, frameSize: Int) throws(EncodingError) {
    let paths = settings.clips.isEmpty ? [settings.path] : settings.clips.map(\.path)
    var opened: [AudioClipSource] = []
    for path in paths { opened.append(try AudioClipSource(path: path)) }
    sources = opened
    let description =
      settings.clips.isEmpty
      ? Self.soundtrack(settings, sampleFormat: sampleFormat)
      : try Self.mix(settings, lengths: opened.map(\.duration), sampleFormat: sampleFormat)
    graph = try FilterGraph()
    try graph.build(
      description: description, sourceArgs: opened.map(\.sourceArgs), outputFormat: nil, audio: true)
    if let sink = graph.sink, frameSize > 0 { CFFmpeg_av_buffersink_set_frame_size(sink, UInt32(frameSize)) }
  }

  /// Pulls mixed frames until the graph needs input; true once the mix has ended.
  func drain(
    into frame: UnsafeMutablePointer<AVFrame>, _ body: (UnsafeMutablePointer<AVFrame>) throws(EncodingError) -> Void
  ) throws(EncodingError) -> Bool {
    try graph.drain(into: frame, body)
  }

  /// Decodes more of the input the graph is waiting for (the source with the most failed
  /// requests, as ffmpeg does; the first unfinished one on a tie).
  ///
  /// - Throws: ``EncodingError`` when every input has ended but the graph still waits (a
  ///   stalled mix would otherwise spin forever).
  func feed() throws(EncodingError) {
    var best: Int?
    var most: UInt32 = 0
    for (i, source) in sources.enumerated() where !source.done {
      let failed = CFFmpeg_av_buffersrc_get_nb_failed_requests(graph.sourceContext(i))
      if best == nil || failed > most {
        best = i
        most = failed
      }
    }
    guard let best else { throw .invalidSettings("the audio mix stalled after every input ended") }
    try sources[best].feed(graph, source: best)
  }

  /// The single form's chain: resample → place at offset → pad/cut to the video → gain →
  /// fades → (loudness) → encoder format.
  static func soundtrack(_ s: AudioSettings, sampleFormat: String) -> String {
    var chain = ["aresample=48000", "aformat=sample_fmts=fltp:channel_layouts=stereo"]
    if s.offset < 0 {
      chain += ["atrim=start=\(-s.offset)", "asetpts=PTS-STARTPTS"]
    } else if s.offset > 0 {
      // Delay in samples (the "S" suffix), so the first sample lands exactly on the offset.
      chain.append("adelay=delays=\(samples(s.offset))S:all=1")
    }
    let duration = String(format: "%.6f", s.duration)
    chain += ["apad=whole_dur=\(duration)", "atrim=end=\(duration)"]
    if s.volume != 1 { chain.append("volume=\(s.volume)") }
    if s.fadeIn > 0 { chain.append("afade=t=in:st=\(max(s.offset, 0)):d=\(s.fadeIn)") }
    if s.fadeOut > 0 { chain.append("afade=t=out:st=\(max(s.duration - s.fadeOut, 0)):d=\(s.fadeOut)") }
    chain += finish(s, sampleFormat: sampleFormat)
    return "[in0]" + chain.joined(separator: ",") + "[out]"
  }

  /// The clips' graph: each clip trimmed (in samples), looped, gained, faded in its own time,
  /// then delayed to its start (or cut, when it starts before the rendered range); then summed
  /// without normalisation, padded/cut to the video, (loudness) → encoder format.
  static func mix(_ s: AudioSettings, lengths: [Double], sampleFormat: String) throws(EncodingError) -> String {
    var parts: [String] = []
    for (i, clip) in s.clips.enumerated() {
      var chain = ["aresample=48000", "aformat=sample_fmts=fltp:channel_layouts=stereo"]
      let fileEnd = clip.trimOut.map { lengths[i] > 0 ? min($0, lengths[i]) : $0 } ?? lengths[i]
      if clip.trimIn > 0 || clip.trimOut != nil {
        var trim = "atrim=start_sample=\(samples(clip.trimIn))"
        if let out = clip.trimOut { trim += ":end_sample=\(samples(out))" }
        chain += [trim, "asetpts=PTS-STARTPTS"]
      }
      // How long the clip sounds in its own time (for the fade-out).
      var length = max(fileEnd - clip.trimIn, 0)
      if clip.loop {
        // Unknown length: room for the longest loop (the end of the file shortens it).
        let looped = (clip.trimOut ?? (lengths[i] > 0 ? lengths[i] + 1 : SceneLimits.maxLoopedAudio)) - clip.trimIn
        guard looped <= SceneLimits.maxLoopedAudio + 1 else {
          throw .invalidSettings(
            "\(UserText.quoted(clip.path)) is too long to loop (more than \(Int(SceneLimits.maxLoopedAudio)) s); trim it"
          )
        }
        chain.append("aloop=loop=-1:size=\(max(samples(looped), 1))")
        length = max(s.duration - clip.start, 0)
      }
      if clip.volume != 1 { chain.append("volume=\(clip.volume)") }
      if clip.fadeIn > 0 { chain.append("afade=t=in:st=0:d=\(clip.fadeIn)") }
      if clip.fadeOut > 0 { chain.append("afade=t=out:st=\(max(length - clip.fadeOut, 0)):d=\(clip.fadeOut)") }
      if clip.start < 0 {
        chain += ["atrim=start_sample=\(samples(-clip.start))", "asetpts=PTS-STARTPTS"]
      } else if clip.start > 0 {
        chain.append("adelay=delays=\(samples(clip.start))S:all=1")
      }
      // A looping clip never ends by itself: cut it at the video's end so the mix can finish.
      if clip.loop { chain.append("atrim=end_sample=\(samples(s.duration))") }
      parts.append("[in\(i)]" + chain.joined(separator: ",") + "[c\(i)]")
    }
    let duration = String(format: "%.6f", s.duration)
    let inputs = (0..<s.clips.count).map { "[c\($0)]" }.joined()
    var tail = s.clips.count > 1 ? ["amix=inputs=\(s.clips.count):duration=longest:normalize=0"] : ["anull"]
    tail += ["apad=whole_dur=\(duration)", "atrim=end=\(duration)"]
    tail += finish(s, sampleFormat: sampleFormat)
    return parts.joined(separator: ";") + ";" + inputs + tail.joined(separator: ",") + "[out]"
  }

  /// Loudness normalisation (EBU R128, single pass; back to 48 kHz) and the encoder's format.
  static func finish(_ s: AudioSettings, sampleFormat: String) -> [String] {
    var chain: [String] = []
    if let target = s.loudness { chain += ["loudnorm=I=\(target):TP=-1.5:LRA=11", "aresample=48000"] }
    chain.append("aformat=sample_fmts=\(sampleFormat):sample_rates=48000:channel_layouts=stereo")
    return chain
  }

  /// `seconds` in 48 kHz samples, rounded to the nearest.
  static func samples(_ seconds: Double) -> Int { Int((seconds * Double(sampleRate)).rounded()) }
}
