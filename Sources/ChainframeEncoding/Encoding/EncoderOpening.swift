internal import CFFmpeg

/// Opens a video encoder context exactly as every Chainframe encoder does: size, time base
/// 1/fps, pinned threads, bit-exact, colour tags, checked private options. One place, so a
/// one-encoder video, every segment of a segmented video and the reference encoder a join
/// takes stream parameters from are configured identically.
enum EncoderOpening {
  /// Opens an encoder for `settings` and `plan`; `globalHeader` when the muxer wants
  /// codec headers out of band (MP4, MOV, WebM).
  static func open(settings: VideoSettings, plan: CodecPlan, globalHeader: Bool) throws(EncodingError)
    -> CodecContextBox
  {
    guard let encoder = avcodec_find_encoder_by_name(plan.encoder) else {
      throw .encoderNotFound(name: plan.encoder, package: plan.package)
    }
    let codec = try CodecContextBox(codec: encoder)
    let ctx = codec.pointer
    ctx.pointee.width = Int32(settings.width)
    ctx.pointee.height = Int32(settings.height)
    ctx.pointee.time_base = timeBase(settings)
    ctx.pointee.framerate = AVRational(num: Int32(settings.fps.numerator), den: Int32(settings.fps.denominator))
    ctx.pointee.pix_fmt = plan.pixelFormat
    ctx.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
    ctx.pointee.thread_count = Int32(settings.threads)
    ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    if plan.isYUV { VideoEncoder.tag(ctx, settings.colorMatrix) }
    if let bitrate = settings.bitrate { ctx.pointee.bit_rate = Int64(bitrate) }
    if let gop = settings.keyframeInterval ?? settings.segmentFrames { ctx.pointee.gop_size = Int32(gop) }
    if settings.keyframeInterval == nil, let segment = settings.segmentFrames,
      plan.encoder == "libvpx-vp9"
    {
      // A fixed keyframe distance: libvpx places no keyframes of its own in a segment.
      ctx.pointee.keyint_min = Int32(segment)
    }
    if globalHeader { ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
    // Private options one by one, checked: typos in option strings are otherwise ignored.
    for (name, value) in plan.codecOptions {
      let result = av_opt_set(ctx.pointee.priv_data, name, value, 0)
      if result == CFFmpeg_AVERROR_OPTION_NOT_FOUND() {
        throw .invalidSettings("encoder \(plan.encoder) has no option '\(name)'")
      }
      try LibAV.check("av_opt_set(\(name)=\(value))", result)
    }
    let encoderName = plan.encoder
    try LibAV.serialized { () throws(EncodingError) in
      try LibAV.x265.withLock { _ throws(EncodingError) in
        try LibAV.check("avcodec_open2(\(encoderName))", avcodec_open2(ctx, encoder, nil))
      }
    }
    return codec
  }

  /// The codec time base: one tick per frame.
  static func timeBase(_ settings: VideoSettings) -> AVRational {
    AVRational(num: Int32(settings.fps.denominator), den: Int32(settings.fps.numerator))
  }

  /// Whether `plan`'s muxer stores codec headers out of band.
  static func wantsGlobalHeader(_ plan: CodecPlan) -> Bool {
    guard let format = av_guess_format(plan.muxer, nil, nil) else { return false }
    return (format.pointee.flags & AVFMT_GLOBALHEADER) != 0
  }
}
