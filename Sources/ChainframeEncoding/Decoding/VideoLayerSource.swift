internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Decodes one video layer's file by timestamp: seeks when a request jumps back or far ahead,
/// otherwise decodes forward, and converts only the frame it returns (with the file's own
/// matrix and range tags) into premultiplied Cairo pixels.
///
/// The frame shown for time t is the decoded frame with the largest timestamp ≤ t (the one
/// whose span covers t), which is the same whether it was reached by seeking or decoding on,
/// so every worker draws the same pixels.
final class VideoLayerSource {
  private let path: String
  private let input: InputContainer
  private let codec: CodecContextBox
  private let streamIndex: Int32
  private let timeBase: AVRational
  private let packet: AVPacketBox
  /// The frame covering the last request (timestamp ≤ it).
  private let held: AVFrameBox
  private var heldPTS: Int64?
  /// The frame after ``held``, decoded but not shown yet.
  private let pending: AVFrameBox
  private var pendingPTS: Int64?
  private var draining = false
  private var ended = false
  private var scaler: Scaler?
  /// Idle converters of the fast path for 8-bit 4:2:0 frames (other formats: ``scaler``),
  /// one per conversion running at once; at most ``maxConverters`` are kept.
  private var planars: [PlanarVideoConverter] = []
  static let maxConverters = 4
  /// Converted buffers no longer shown or cached, reused by the next conversions.
  private var spares: [PixelBuffer] = []
  /// The size and format the planar path last refused, so it is not tried for every frame.
  private var nonPlanar: (Int, Int, Int32)?
  /// Recently converted frames by timestamp and size: workers drawing neighbouring frames
  /// share one conversion. Buffers are never reused (other threads may still be reading one).
  private var converted: [(pts: Int64, width: Int, height: Int, pixels: PixelBuffer)] = []
  /// Frames that were ``held`` before the current one (oldest first): a worker that asks for
  /// a frame just behind another worker's is served from here instead of seeking back.
  private var history: [(pts: Int64, frame: AVFrameBox)] = []
  /// The last request's time in stream ticks, and the smallest positive step between two
  /// successive requests seen so far: how far apart the frames drawn from this file are.
  private var lastTicks: Int64?
  private var requestStep: Int64?
  /// Frames kept in ``history`` and in ``converted``.
  static let historyLength = 8
  static let convertedLength = 4
  /// The file's frame size in pixels.
  let naturalSize: (width: Int, height: Int)
  /// The file's duration, seconds (nil when the container does not say).
  let duration: Double?
  /// Largest width or height of a video layer's file (8K): each worker holds a frame of it.
  static let maxSide = 8192
  /// Jumps forward longer than this (seconds) seek instead of decoding on.
  static let seekDistance = 2.0

  init(path: String) throws(EncodingError) {
    LibAV.quietLogging()
    self.path = path
    input = try InputContainer(path: path, kind: .sceneVideo)
    var found: UnsafePointer<AVCodec>?
    let index = av_find_best_stream(input.pointer, AVMEDIA_TYPE_VIDEO, -1, -1, &found, 0)
    guard index >= 0, let decoder = found, let streams = input.pointer.pointee.streams,
      let stream = streams[Int(index)]
    else { throw .noVideoStream(path: path) }
    streamIndex = index
    timeBase = stream.pointee.time_base
    let (w, h) = (Int(stream.pointee.codecpar.pointee.width), Int(stream.pointee.codecpar.pointee.height))
    guard w > 0, h > 0, w <= Self.maxSide, h <= Self.maxSide else {
      throw .invalidSettings(
        "\(UserText.quoted(path)) is \(w)x\(h); video layers take files up to \(Self.maxSide) pixels on a side")
    }
    naturalSize = (w, h)
    codec = try CodecContextBox(codec: decoder)
    try LibAV.check(
      "avcodec_parameters_to_context", avcodec_parameters_to_context(codec.pointer, stream.pointee.codecpar))
    // One decoding thread: frame output never depends on scheduling.
    codec.pointer.pointee.thread_count = 1
    try LibAV.check("avcodec_open2", avcodec_open2(codec.pointer, decoder, nil))
    let length = input.pointer.pointee.duration
    duration = length > 0 && length != CFFmpeg_AV_NOPTS_VALUE() ? Double(length) / Double(AV_TIME_BASE) : nil
    packet = try AVPacketBox()
    held = try AVFrameBox()
    pending = try AVFrameBox()
  }

  /// The pixels for `request`, or nil past the end of a non-looping video.
  func frame(_ request: VideoFrameRequest, size: (width: Int, height: Int)? = nil) throws(EncodingError)
    -> PixelBuffer?
  {
    switch try locate(request, size: size) {
    case .ready(let pixels): return pixels
    case .convert(let conversion):
      let pixels = try conversion.run()
      finish(conversion, pixels)
      return pixels
    }
  }

  /// Positions the decoder for `request` and says what is left to do: nothing (a converted
  /// frame, or nil past the end of a non-looping video), or a conversion that needs no state
  /// of this source and so may run while other threads use it (see ``VideoFrameReader``).
  ///
  /// With `direct`, a frame not converted yet that no other request is likely to show (its
  /// span is no longer than the step between requests) comes back as a conversion marked
  /// `direct`: the caller converts it into its own memory and hands it back with
  /// ``finishDirect(_:)`` (nothing is cached).
  func locate(_ request: VideoFrameRequest, size: (width: Int, height: Int)? = nil, direct: Bool = false)
    throws(EncodingError) -> VideoFrameStep
  {
    guard let time = request.resolvedTime(duration: duration) else { return .ready(nil) }
    // Into stream ticks; the tiny bias keeps a time that equals a frame's timestamp on that
    // frame despite rounding in the division.
    let ticks = Int64((time * Double(timeBase.den) / Double(timeBase.num) + 1e-6).rounded(.down))
    if let lastTicks, ticks != lastTicks {
      let step = abs(ticks - lastTicks)
      requestStep = min(requestStep ?? step, step)
    }
    lastTicks = ticks
    do {
      return try frame(atTicks: ticks, size: size, direct: direct)
    } catch {
      if case .libav(_, let code, let message) = error, error.category == .data {
        throw .damagedInput(path: path, reason: "\(message) (error \(code))")
      }
      throw error
    }
  }

  private func frame(atTicks ticks: Int64, size: (width: Int, height: Int)?, direct: Bool) throws(EncodingError)
    -> VideoFrameStep
  {
    let far = Int64(Self.seekDistance * Double(timeBase.den) / Double(timeBase.num))
    if let heldPTS, ticks < heldPTS, let index = history.lastIndex(where: { $0.pts <= ticks }) {
      // Just behind: the covering frame is in the history (the next one starts after ticks).
      let next = index + 1 < history.count ? history[index + 1].pts : heldPTS
      if ticks < next {
        let f = history[index].frame.pointer
        return try prepare(
          f, pts: history[index].pts, size: size, direct: direct && shownOnce(history[index].pts, next))
      }
    }
    if let heldPTS, ticks >= heldPTS, ticks - heldPTS <= far {
      // Decode on from here.
    } else {
      try seek(to: ticks)
    }
    while true {
      if let pendingPTS {
        guard ticks >= pendingPTS else { break }
        if let heldPTS, let kept = try? AVFrameBox(), av_frame_ref(kept.pointer, held.pointer) >= 0 {
          history.append((heldPTS, kept))
          if history.count > Self.historyLength { history.removeFirst() }
        }
        av_frame_unref(held.pointer)
        av_frame_move_ref(held.pointer, pending.pointer)
        heldPTS = pendingPTS
        self.pendingPTS = nil
      }
      if ended { break }
      try decodeNext()
    }
    guard let heldPTS else { return .ready(nil) }
    return try prepare(
      held.pointer, pts: heldPTS, size: size, direct: direct && pendingPTS.map { shownOnce(heldPTS, $0) } == true)
  }

  /// Whether the frame shown from `pts` until `next` is likely drawn for one request only: its
  /// span is no longer than the smallest step between requests, give or take an eighth (times
  /// rounded to milliseconds make 30 fps spans 33 or 34). Only speed depends on it.
  private func shownOnce(_ pts: Int64, _ next: Int64) -> Bool {
    guard let requestStep else { return false }
    return next - pts <= requestStep + max(1, requestStep / 8)
  }

  private func seek(to ticks: Int64) throws(EncodingError) {
    let result = av_seek_frame(input.pointer, streamIndex, ticks, AVSEEK_FLAG_BACKWARD)
    if result < 0 {
      // Files without an index: start over from the beginning.
      try LibAV.check("av_seek_frame", av_seek_frame(input.pointer, streamIndex, 0, AVSEEK_FLAG_BACKWARD))
    }
    avcodec_flush_buffers(codec.pointer)
    av_frame_unref(held.pointer)
    av_frame_unref(pending.pointer)
    history.removeAll()
    heldPTS = nil
    pendingPTS = nil
    draining = false
    ended = false
  }

  /// Decodes the next frame into ``pending`` (or marks the end).
  private func decodeNext() throws(EncodingError) {
    while true {
      let flow = try LibAV.flow("avcodec_receive_frame", avcodec_receive_frame(codec.pointer, pending.pointer))
      switch flow {
      case .ok:
        let f = pending.pointer.pointee
        let pts = f.best_effort_timestamp == CFFmpeg_AV_NOPTS_VALUE() ? f.pts : f.best_effort_timestamp
        if heldPTS == nil {
          // The first frame after a seek is shown for anything before it too.
          av_frame_move_ref(held.pointer, pending.pointer)
          heldPTS = pts
          continue
        }
        pendingPTS = pts
        return
      case .endOfFile:
        ended = true
        return
      case .again:
        try feed()
      }
    }
  }

  private func feed() throws(EncodingError) {
    if draining { return }
    draining = try !input.sendNextPacket(of: streamIndex, to: codec, using: packet)
  }

  /// `f` (whose timestamp is `pts`) as premultiplied Cairo pixels at `size` (default: its own):
  /// from the converted frames, converted here (formats other than 8-bit 4:2:0), or as a
  /// ``PlanarConversion`` of a new reference to `f` with a converter of its own.
  private func prepare(
    _ f: UnsafeMutablePointer<AVFrame>, pts: Int64, size: (width: Int, height: Int)?, direct: Bool = false
  ) throws(EncodingError) -> VideoFrameStep {
    let width = Int(f.pointee.width)
    let height = Int(f.pointee.height)
    guard width > 0, height > 0, width <= Self.maxSide, height <= Self.maxSide else {
      throw .damagedInput(path: path, reason: "a frame of \(width)x\(height)")
    }
    var out: (width: Int, height: Int) = (width, height)
    if let size, (1...Self.maxSide).contains(size.width), (1...Self.maxSide).contains(size.height) { out = size }
    if let hit = converted.first(where: { $0.pts == pts && $0.width == out.width && $0.height == out.height }) {
      return .ready(hit.pixels)
    }
    if let index = planars.lastIndex(where: { $0.fits(f, outputWidth: out.width, outputHeight: out.height) }) {
      let frame = try AVFrameBox()
      try LibAV.check("av_frame_ref", av_frame_ref(frame.pointer, f))
      return .convert(
        PlanarConversion(
          frame: frame, pts: pts, converter: planars.remove(at: index), reused: direct ? nil : spares.popLast(),
          direct: direct))
    }
    if !refusedPlanar(f) {
      if let converter = try PlanarVideoConverter(frame: f, outputWidth: out.width, outputHeight: out.height) {
        let frame = try AVFrameBox()
        try LibAV.check("av_frame_ref", av_frame_ref(frame.pointer, f))
        return .convert(
          PlanarConversion(
            frame: frame, pts: pts, converter: converter, reused: direct ? nil : spares.popLast(), direct: direct))
      }
      nonPlanar = (width, height, f.pointee.format)
    }
    let format = AVPixelFormat(rawValue: f.pointee.format)
    if scaler == nil || scaler?.width != width || scaler?.height != height || scaler?.outputWidth != out.width
      || scaler?.outputHeight != out.height
    {
      scaler = try Scaler(
        width: width, height: height, source: format, destination: AV_PIX_FMT_BGRA,
        colorspace: Self.matrix(f.pointee.colorspace), sourceFullRange: f.pointee.color_range == AVCOL_RANGE_JPEG,
        destinationFullRange: true, outputWidth: out.width, outputHeight: out.height)
    }
    let pixels = PixelBuffer(width: out.width, height: out.height)
    if let scaler { try scaler.convert(f, into: pixels) }
    if let descriptor = av_pix_fmt_desc_get(format), descriptor.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 {
      Self.premultiply(pixels)
    } else {
      pixels.isOpaque = true  // swscale fills alpha with 255 for a source without one
    }
    remember(pts, out, pixels)
    return .ready(pixels)
  }

  /// Whether the planar fast path refused `f`'s size and format before (so a converter is not
  /// tried again for every frame).
  private func refusedPlanar(_ f: UnsafeMutablePointer<AVFrame>) -> Bool {
    guard let n = nonPlanar else { return false }
    return n == (Int(f.pointee.width), Int(f.pointee.height), f.pointee.format)
  }

  /// Keeps what `conversion` made and takes its converter back for the next one.
  func finish(_ conversion: PlanarConversion, _ pixels: PixelBuffer) {
    let c = conversion.converter
    remember(conversion.pts, (c.outputWidth, c.outputHeight), pixels)
    planars.append(c)
    if planars.count > Self.maxConverters { planars.removeFirst() }
  }

  /// Takes back the converter of a conversion the caller wrote into its own memory
  /// (``locate(_:size:direct:)``); nothing is cached.
  func finishDirect(_ conversion: PlanarConversion) {
    planars.append(conversion.converter)
    if planars.count > Self.maxConverters { planars.removeFirst() }
  }

  private func remember(_ pts: Int64, _ size: (width: Int, height: Int), _ pixels: PixelBuffer) {
    converted.append((pts, size.width, size.height, pixels))
    guard converted.count > Self.convertedLength else { return }
    var evicted = converted.removeFirst().pixels
    // Unique under the reader's lock means no worker still draws it (a worker gets a buffer
    // only from here, under the same lock): its memory can take another frame.
    if isKnownUniquelyReferenced(&evicted), spares.count < Self.maxConverters { spares.append(evicted) }
  }

  /// swscale's matrix for a frame's colour-space tag (BT.709 when untagged).
  static func matrix(_ space: AVColorSpace) -> Int32 {
    switch space {
    case AVCOL_SPC_BT470BG, AVCOL_SPC_SMPTE170M: return SWS_CS_ITU601
    case AVCOL_SPC_SMPTE240M: return SWS_CS_SMPTE240M
    case AVCOL_SPC_FCC: return SWS_CS_FCC
    case AVCOL_SPC_BT2020_NCL, AVCOL_SPC_BT2020_CL: return SWS_CS_BT2020
    default: return SWS_CS_ITU709
    }
  }

  /// Straight BGRA → premultiplied, rounding as Cairo does.
  static func premultiply(_ pixels: PixelBuffer) {
    pixels.withUnsafeMutableBytes { bytes in
      let stride = pixels.stride
      for y in 0..<pixels.height {
        for x in 0..<pixels.width {
          let i = y * stride + x * 4
          let a = UInt32(bytes[i + 3])
          guard a < 255 else { continue }
          for c in 0..<3 {
            let t = UInt32(bytes[i + c]) * a + 128
            bytes[i + c] = UInt8((t + (t >> 8)) >> 8)
          }
        }
      }
    }
  }
}
