internal import CFFmpeg
import ChainframeModel

/// One output file's streams: the video stream, the soundtrack and the subtitle track, the
/// header, audio interleaved with the video written so far, and the trailer.
///
/// The plain encoder (``VideoEncoder``) and the segmented muxer (``PacketMuxer``) both set up
/// and close their files through it, so a video renders with the same stream order, tags,
/// rates and interleaving whichever path wrote it (a one-machine render and a chunk join
/// must give the same bytes).
final class MuxedOutput {
  /// The muxer.
  let container: OutputContainer
  /// The video stream (index 0).
  let stream: UnsafeMutablePointer<AVStream>
  private let settings: VideoSettings
  private let audio: AudioPipeline?
  private let subtitles: SubtitleTrack?

  /// Opens `url` with `plan`'s muxer and writes its header. `video` fills the video stream
  /// (time base, rates, codec parameters) and may read the muxer's flags (a global header);
  /// the audio and subtitle streams of `settings` follow it.
  init(
    url: String, settings: VideoSettings, plan: CodecPlan,
    video: (UnsafeMutablePointer<AVFormatContext>, UnsafeMutablePointer<AVStream>) throws(EncodingError) -> Void
  ) throws(EncodingError) {
    self.settings = settings
    container = try OutputContainer(format: plan.muxer, path: url)
    guard let stream = avformat_new_stream(container.pointer, nil) else {
      throw .libav(function: "avformat_new_stream", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    self.stream = stream
    try video(container.pointer, stream)
    if settings.format == .hevc {
      // 'hvc1' rather than 'hev1', so Apple players and browsers accept the MP4.
      stream.pointee.codecpar.pointee.codec_tag = 0x3163_7668
    }
    audio = try AudioPipeline.make(settings, container: container.pointer)
    subtitles = try SubtitleTrack.make(settings, container: container.pointer)
    try container.writeHeader(path: url, muxer: plan.muxer, options: plan.muxerOptions)
  }

  /// Writes audio and subtitles up to just past `frames` frames of video, so the muxer
  /// interleaves without buffering much.
  func interleave(afterFrames frames: Int) throws(EncodingError) {
    let seconds = settings.fps.seconds(ofFrames: frames)
    try audio?.pump(until: seconds + 0.5)
    try subtitles?.pump(until: seconds + 0.5)
  }

  /// Writes the rest of the audio and subtitles, runs `beforeTrailer` (a last rewrite of the
  /// muxer's state), writes the trailer and closes the file.
  func finish(beforeTrailer: () throws(EncodingError) -> Void = {}) throws(EncodingError) {
    try audio?.pump(until: .infinity)
    try subtitles?.pump(until: .infinity)
    try beforeTrailer()
    try LibAV.check("av_write_trailer", av_write_trailer(container.pointer))
    container.close()
  }
}
