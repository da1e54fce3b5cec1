internal import CFFmpeg
import ChainframeEngine
import ChainframeModel
import Synchronization

/// Checked calls into libav: one place that turns return codes into typed errors.
enum LibAV {
  /// Outcome of a send/receive call that may ask for more input or signal the end.
  enum Flow { case ok, again, endOfFile }

  /// A change made to an encoder's packet before it is muxed.
  typealias PacketAdjustment = (UnsafeMutablePointer<AVPacket>) throws(EncodingError) -> Void

  /// Sends `frame` (nil flushes) to `codec` and writes every packet it has ready to `stream` of
  /// `container`, rescaled from the codec's time base to the stream's (which the muxer may have
  /// changed in its header), after `adjust` when given. The one packet loop of every encoder.
  static func encode(
    _ frame: UnsafeMutablePointer<AVFrame>?, codec: UnsafeMutablePointer<AVCodecContext>,
    packet: UnsafeMutablePointer<AVPacket>, stream: UnsafeMutablePointer<AVStream>,
    container: UnsafeMutablePointer<AVFormatContext>, label: String, adjust: PacketAdjustment? = nil
  ) throws(EncodingError) {
    _ = try flow("avcodec_send_frame(\(label))", avcodec_send_frame(codec, frame))
    while try flow("avcodec_receive_packet(\(label))", avcodec_receive_packet(codec, packet)) == .ok {
      try adjust?(packet)
      packet.pointee.stream_index = stream.pointee.index
      av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
      try check("av_interleaved_write_frame(\(label))", av_interleaved_write_frame(container, packet))
    }
  }

  /// Throws for negative `code`, naming `function`; the message includes libav's last logged
  /// error when there is one (for example "moov atom not found").
  @discardableResult
  static func check(_ function: String, _ code: Int32) throws(EncodingError) -> Int32 {
    if code < 0 {
      var message = errorString(code)
      if let logged = LibAVLog.takeLast(), !logged.isEmpty { message += " — libav: \(logged)" }
      throw .libav(function: function, code: code, message: message)
    }
    return code
  }

  /// Like ``check(_:_:)`` but maps EAGAIN and EOF to ``Flow`` instead of throwing.
  static func flow(_ function: String, _ code: Int32) throws(EncodingError) -> Flow {
    if code == CFFmpeg_AVERROR_EAGAIN() { return .again }
    if code == CFFmpeg_AVERROR_EOF() { return .endOfFile }
    try check(function, code)
    return .ok
  }

  /// `av_strerror`'s text for `code`.
  static func errorString(_ code: Int32) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(AV_ERROR_MAX_STRING_SIZE)) {
      buffer in
      guard let base = buffer.baseAddress else { return "error \(code)" }
      if av_strerror(code, base, buffer.count) < 0 { return "error \(code)" }
      return String(cString: base)
    }
  }

  /// Serialises library set-up (swscale context creation, codec opening, muxer headers):
  /// under heavy concurrency these touched lazily initialised global state and produced
  /// occasional one-byte differences and spurious muxer errors. Per-frame work runs outside it.
  static let setup = Locked<Void>(())

  /// Serialises calls into libx265 (open, encode, close): it keeps process-global state.
  /// (The x264 output that used to vary after an x265 encode in the same process was x264's
  /// AVX-512 MB-tree kernel reading the heap x265 left behind; see `X264Instructions`.)
  static let x265 = Locked<Void>(())

  /// Runs `body` while holding the set-up lock.
  @discardableResult
  static func serialized<R>(_ body: () throws(EncodingError) -> R) throws(EncodingError) -> R {
    try setup.withLock { _ throws(EncodingError) -> R in try body() }
  }

  /// Routes libav's logging into ``LibAVLog`` instead of stderr: errors reach users once,
  /// inside Chainframe's own one-line message, and statistics (x264 prints them at INFO) never.
  static func quietLogging() {
    LibAVLog.install()
    SIMDOverride.apply()
  }
}
