internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Reads the frames of a video file with libavformat/libavcodec, in presentation order,
/// converted to Cairo-layout pixels (BT.709 assumed when the file does not say).
package final class VideoDecoder {
  /// The video stream's description.
  package let info: VideoStreamInfo
  private let input: InputContainer
  private let codec: CodecContextBox
  private let streamIndex: Int32
  private let packet: AVPacketBox
  private let frame: AVFrameBox
  private var scaler: Scaler?
  private var isDraining = false
  private var isDone = false
  private let path: String

  /// Opens `path`. Raw BGRA input needs `rawSize` (width, height) and `rawRate`.
  package init(path: String, rawSize: (Int, Int)? = nil, rawRate: Rational? = nil) throws(EncodingError) {
    LibAV.quietLogging()
    self.path = path
    if let (w, h) = rawSize {
      input = try InputContainer(
        path: path, kind: .raw, format: "rawvideo",
        options: [("video_size", "\(w)x\(h)"), ("pixel_format", "bgra"), ("framerate", "\(rawRate ?? Rational(30))")])
    } else {
      input = try InputContainer(path: path, kind: .video)
    }
    var found: UnsafePointer<AVCodec>?
    let index = av_find_best_stream(input.pointer, AVMEDIA_TYPE_VIDEO, -1, -1, &found, 0)
    guard index >= 0, var decoder = found else { throw .noVideoStream(path: path) }
    streamIndex = index
    guard let streams = input.pointer.pointee.streams, let stream = streams[Int(index)] else {
      throw .noVideoStream(path: path)
    }
    // FFmpeg's own VP9 decoder drops the alpha plane; libvpx's keeps it.
    let vp9Alpha =
      av_dict_get(stream.pointee.metadata, "alpha_mode", nil, 0).map { String(cString: $0.pointee.value) == "1" }
      ?? false
    if vp9Alpha, decoder.pointee.id == AV_CODEC_ID_VP9, let libvpx = avcodec_find_decoder_by_name("libvpx-vp9") {
      decoder = libvpx
    }
    codec = try CodecContextBox(codec: decoder)
    try LibAV.check(
      "avcodec_parameters_to_context",
      avcodec_parameters_to_context(codec.pointer, stream.pointee.codecpar))
    codec.pointer.pointee.thread_count = 1
    try LibAV.check("avcodec_open2", avcodec_open2(codec.pointer, decoder, nil))
    let rate = stream.pointee.avg_frame_rate
    let c = codec.pointer.pointee
    func name(_ p: UnsafePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "unknown" }
    let pixelFormat = name(av_get_pix_fmt_name(c.pix_fmt))
    let duration = input.pointer.pointee.duration
    info = VideoStreamInfo(
      codecName: String(cString: avcodec_get_name(decoder.pointee.id)),
      width: Int(c.width), height: Int(c.height),
      frameRate: rate.num > 0 && rate.den > 0 ? Rational(Int(rate.num), Int(rate.den)) : nil,
      timeBase: Rational(Int(stream.pointee.time_base.num), Int(max(stream.pointee.time_base.den, 1))),
      pixelFormat: pixelFormat, colorSpace: name(av_color_space_name(c.colorspace)),
      colorTransfer: name(av_color_transfer_name(c.color_trc)),
      colorPrimaries: name(av_color_primaries_name(c.color_primaries)),
      colorRange: c.color_range == AVCOL_RANGE_MPEG ? "tv" : c.color_range == AVCOL_RANGE_JPEG ? "pc" : "unknown",
      duration: duration > 0 && duration != CFFmpeg_AV_NOPTS_VALUE() ? Double(duration) / Double(AV_TIME_BASE) : nil,
      hasAlpha: vp9Alpha
        || pixelFormat.contains("a")
          && (pixelFormat.hasPrefix("yuva") || pixelFormat.contains("rgba") || pixelFormat.contains("bgra")
            || pixelFormat.contains("argb") || pixelFormat.contains("abgr") || pixelFormat == "pal8")
    )
    packet = try AVPacketBox()
    frame = try AVFrameBox()
  }

  /// The next frame, or nil at the end of the stream.
  package func nextFrame() throws(EncodingError) -> DecodedFrame? {
    do {
      return try decodeNext()
    } catch {
      // Name the file: "Invalid data found" alone does not say which input is damaged.
      if case .libav(_, let code, let message) = error, error.category == .data {
        throw .damagedInput(path: path, reason: "\(message) (error \(code))")
      }
      throw error
    }
  }

  private func decodeNext() throws(EncodingError) -> DecodedFrame? {
    while !isDone {
      let flow = try LibAV.flow(
        "avcodec_receive_frame", avcodec_receive_frame(codec.pointer, frame.pointer))
      switch flow {
      case .ok:
        defer { av_frame_unref(frame.pointer) }
        return try convertCurrentFrame()
      case .endOfFile:
        isDone = true
        return nil
      case .again:
        try feed()
      }
    }
    return nil
  }

  /// Decodes every remaining frame.
  package func readAll() throws(EncodingError) -> [DecodedFrame] {
    var frames: [DecodedFrame] = []
    while let frame = try nextFrame() { frames.append(frame) }
    return frames
  }

  private func feed() throws(EncodingError) {
    if isDraining { return }
    isDraining = try !input.sendNextPacket(of: streamIndex, to: codec, using: packet)
  }

  private func convertCurrentFrame() throws(EncodingError) -> DecodedFrame {
    let f = frame.pointer
    let width = Int(f.pointee.width)
    let height = Int(f.pointee.height)
    if scaler == nil || scaler?.width != width || scaler?.height != height {
      let isFull = f.pointee.color_range == AVCOL_RANGE_JPEG
      let space =
        f.pointee.colorspace == AVCOL_SPC_BT470BG || f.pointee.colorspace == AVCOL_SPC_SMPTE170M
        ? SWS_CS_ITU601 : SWS_CS_ITU709
      scaler = try Scaler(
        width: width, height: height, source: AVPixelFormat(rawValue: f.pointee.format),
        destination: AV_PIX_FMT_BGRA, colorspace: space, sourceFullRange: isFull,
        destinationFullRange: true)
    }
    let pixels = PixelBuffer(width: width, height: height)
    if let scaler { try scaler.convert(f, into: pixels) }
    let pts =
      f.pointee.best_effort_timestamp == CFFmpeg_AV_NOPTS_VALUE()
      ? f.pointee.pts : f.pointee.best_effort_timestamp
    return DecodedFrame(pts: pts, time: Double(pts) * info.timeBase.doubleValue, pixels: pixels)
  }
}
