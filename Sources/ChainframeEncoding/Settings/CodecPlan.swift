internal import CFFmpeg

/// How one output format is produced: which encoder and muxer, in which pixel format, with
/// which options. Built from ``VideoSettings``; checked before anything is opened.
struct CodecPlan {
  let encoder: String
  let muxer: String
  let pixelFormat: AVPixelFormat
  /// True when frames carry alpha (Cairo's premultiplied pixels are made straight first).
  let hasAlpha: Bool
  /// True for YUV formats, which get matrix, primaries, transfer and range tags.
  let isYUV: Bool
  /// Encoder private options, set one by one and checked.
  let codecOptions: [(String, String)]
  /// Muxer options.
  let muxerOptions: [(String, String)]
  /// Debian package that provides the encoder, for "missing encoder" errors.
  let package: String

  init(_ s: VideoSettings) throws(EncodingError) {
    let wantsAlpha = s.alpha && s.format.supportsAlpha
    var codec: [(String, String)] = []
    var muxer: [(String, String)] = []
    func x26x(defaultCRF: Int) throws(EncodingError) {
      guard VideoSettings.presets.contains(s.preset) else {
        throw .invalidSettings(
          "unknown encoder preset '\(s.preset)'; use one of " + VideoSettings.presets.joined(separator: ", "))
      }
      codec.append(("preset", s.preset))
      if s.bitrate == nil { codec.append(("crf", String(s.crf ?? defaultCRF))) }
      if let tune = s.tune { codec.append(("tune", tune)) }
      if let profile = s.profile { codec.append(("profile", profile)) }
    }
    func crfRange(_ range: ClosedRange<Int>, _ name: String) throws(EncodingError) {
      if let crf = s.crf, !range.contains(crf) {
        throw .invalidSettings("\(name) quality \(crf) is out of range; use \(range.lowerBound) to \(range.upperBound)")
      }
    }
    switch s.format {
    case .mp4, .mov:
      try crfRange(0...51, "crf")
      try x26x(defaultCRF: 20)
      // No AVX-512 unless the width is a multiple of 128: x264's AVX-512 MB-tree kernel reads
      // past a row otherwise (see X264Instructions), which made in-process H.264 bytes vary
      // from run to run.
      // Segments: no scene-cut keyframes, so a segment's only keyframe is its first frame.
      let params = [
        X264Instructions.flags(forWidth: s.width).map { "asm=\($0)" }, s.segmentFrames.map { _ in "scenecut=0" },
      ]
      .compactMap { $0 }
      if !params.isEmpty { codec.append(("x264-params", params.joined(separator: ":"))) }
      muxer.append(("movflags", "+faststart"))
      (encoder, self.muxer, pixelFormat, package) = (
        "libx264", s.format == .mp4 ? "mp4" : "mov", AV_PIX_FMT_YUV420P, "libavcodec59 (built with libx264)"
      )
    case .hevc:
      try crfRange(0...51, "crf")
      try x26x(defaultCRF: 22)
      // Quiet, and a fixed thread layout so the bitstream does not depend on the core count.
      let segments = s.segmentFrames == nil ? "" : ":scenecut=0:open-gop=0"
      codec.append(("x265-params", "log-level=error:pools=\(s.threads):frame-threads=1" + segments))
      muxer.append(("movflags", "+faststart"))
      (encoder, self.muxer, pixelFormat, package) = (
        "libx265", "mp4", AV_PIX_FMT_YUV420P, "libavcodec59 (built with libx265)"
      )
    case .webm:
      try crfRange(0...63, "crf")
      if s.bitrate == nil { codec.append(("crf", String(s.crf ?? 31))) }
      codec += [("deadline", "good"), ("cpu-used", "4"), ("row-mt", "1")]
      if wantsAlpha { codec.append(("auto-alt-ref", "0")) }
      (encoder, self.muxer, pixelFormat, package) = (
        "libvpx-vp9", "webm", wantsAlpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P, "libavcodec59 (built with libvpx)"
      )
    case .av1:
      try crfRange(0...63, "crf")
      if s.bitrate == nil { codec.append(("crf", String(s.crf ?? 31))) }
      codec += [("cpu-used", "6"), ("row-mt", "1")]
      (encoder, self.muxer, pixelFormat, package) = (
        "libaom-av1", "webm", AV_PIX_FMT_YUV420P, "libavcodec59 (built with libaom)"
      )
    case .prores4444:
      codec += [("profile", "4444"), ("vendor", "apl0"), ("alpha_bits", "16")]
      (encoder, self.muxer, pixelFormat, package) = ("prores_ks", "mov", AV_PIX_FMT_YUVA444P10LE, "libavcodec59")
    case .prores422hq:
      codec += [("profile", "hq"), ("vendor", "apl0")]
      (encoder, self.muxer, pixelFormat, package) = ("prores_ks", "mov", AV_PIX_FMT_YUV422P10LE, "libavcodec59")
    case .apng:
      muxer.append(("plays", String(max(s.gif.loop, 0))))
      (encoder, self.muxer, pixelFormat, package) = ("apng", "apng", AV_PIX_FMT_RGBA, "libavcodec59")
    case .webp:
      try crfRange(0...100, "webp quality")
      codec.append(("quality", String(s.crf ?? 80)))
      muxer.append(("loop", String(max(s.gif.loop, 0))))
      (encoder, self.muxer, pixelFormat, package) = (
        "libwebp_anim", "webp", AV_PIX_FMT_BGRA, "libavcodec59 (built with libwebp)"
      )
    case .pngSequence:
      // File n holds frame n.
      muxer.append(("start_number", "0"))
      (encoder, self.muxer, pixelFormat, package) = (
        "png", "image2", wantsAlpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24, "libavcodec59"
      )
    case .y4m:
      (encoder, self.muxer, pixelFormat, package) = (
        "wrapped_avframe", "yuv4mpegpipe", AV_PIX_FMT_YUV420P, "libavcodec59"
      )
    case .raw:
      (encoder, self.muxer, pixelFormat, package) = ("rawvideo", "rawvideo", AV_PIX_FMT_BGRA, "libavcodec59")
    case .gif:
      throw .invalidSettings("GIF goes through GIFEncoder, not VideoEncoder")
    }
    hasAlpha =
      wantsAlpha
      && [AV_PIX_FMT_YUVA420P, AV_PIX_FMT_YUVA444P10LE, AV_PIX_FMT_RGBA, AV_PIX_FMT_BGRA].contains(pixelFormat)
    isYUV = ![AV_PIX_FMT_RGBA, AV_PIX_FMT_BGRA, AV_PIX_FMT_RGB24].contains(pixelFormat)
    codecOptions = codec
    muxerOptions = muxer
    let even = s.format.needsEvenSize
    if (even.width && s.width % 2 != 0) || (even.height && s.height % 2 != 0) {
      let what = even.height ? "an even width and height" : "an even width"
      throw .invalidSettings(
        "\(s.format.rawValue) needs \(what), but the frame is \(s.width)x\(s.height); "
          + "make the canvas even or turn padding on to add a row/column of background")
    }
  }
}
