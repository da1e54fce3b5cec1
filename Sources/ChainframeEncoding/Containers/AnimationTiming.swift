internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Frame delays of APNG and animated WebP in whole milliseconds that add up to the exact
/// duration, so players that count in milliseconds (Chromium) play the clip as long as the
/// scene.
///
/// **APNG.** A frame's delay is a fraction (`delay_num/delay_den`) that FFmpeg's muxer takes
/// from the packet timestamps in the stream's time base: 1/30 at 30 fps. Chromium turns every
/// delay into whole milliseconds, rounding down (1/30 s → 33 ms), so a 3 s clip played in
/// 2.97 s. With a 1/1000 s stream time base each frame starts at its exact time rounded to
/// the millisecond, the delays are the differences (33, 34, 33, … ms at 30 fps) and add up to
/// the exact total; the last frame's delay closes it (the muxer's `final_delay`).
///
/// **WebP.** FFmpeg's libwebp wrapper gives libwebp each frame's start rounded down to the
/// millisecond and never the end of the last frame, so libwebp makes the last frame as long
/// as the average frame: 1 ms short at 30 fps over 3 s. The wrapper's one packet is the whole
/// file; ``closeWebPTotal(_:frameCount:fps:)`` sets the last frame's duration in it.
enum AnimationTiming {
  /// The stream time base of APNG output: milliseconds.
  static let timeBase = AVRational(num: 1, den: 1000)

  /// Frame `index`'s start in milliseconds: its exact time, rounded as libav rescales
  /// packet timestamps. `start(frame: n)` for n frames is the exact total.
  static func start(frame index: Int, fps: Rational) -> Int64 {
    av_rescale_q(
      Int64(index), AVRational(num: Int32(fps.denominator), den: Int32(fps.numerator)), timeBase)
  }

  /// Every delay of a `frameCount`-frame APNG, in milliseconds (what the file stores).
  static func delays(frameCount: Int, fps: Rational) -> [Int64] {
    (0..<frameCount).map { start(frame: $0 + 1, fps: fps) - start(frame: $0, fps: fps) }
  }

  /// Sets the APNG muxer's delay of the last of `frameCount` frames so the total is exact;
  /// call before the trailer, which writes the last frame.
  static func closeAPNGTotal(
    _ container: UnsafeMutablePointer<AVFormatContext>, frameCount: Int, fps: Rational
  ) throws(EncodingError) {
    guard frameCount > 0, let muxer = container.pointee.priv_data else { return }
    let last = start(frame: frameCount, fps: fps) - start(frame: frameCount - 1, fps: fps)
    guard last > 0, last <= Int64(UInt16.max) else { return }
    try LibAV.check(
      "av_opt_set_q(final_delay)",
      av_opt_set_q(muxer, "final_delay", AVRational(num: Int32(last), den: 1000), 0))
  }

  /// Sets the duration of the last frame (`ANMF` chunk) of the animated WebP in `packet` so
  /// the durations add up to the exact length of `frameCount` frames. Leaves anything that
  /// is not an animated WebP, or a total it cannot reach, as it is.
  static func closeWebPTotal(
    _ packet: UnsafeMutablePointer<AVPacket>, frameCount: Int, fps: Rational
  ) throws(EncodingError) {
    guard frameCount > 0, packet.pointee.size > 0 else { return }
    try LibAV.check("av_packet_make_writable", av_packet_make_writable(packet))
    guard let base = packet.pointee.data else { return }
    let bytes = UnsafeMutableBufferPointer(start: base, count: Int(packet.pointee.size))
    guard let frames = webPFrameDurations(bytes), let last = frames.last else { return }
    let before = frames.dropLast().reduce(0) { $0 + $1.duration }
    let duration = start(frame: frameCount, fps: fps) - Int64(before)
    guard duration > 0, duration <= 0xFF_FFFF else { return }
    for k in 0..<3 { bytes[last.offset + k] = UInt8((duration >> (8 * k)) & 0xFF) }
  }

  /// Where each `ANMF` chunk's 24-bit duration is and its value, in file order; nil when
  /// `bytes` is not a well-formed RIFF WebP.
  static func webPFrameDurations(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> [(offset: Int, duration: Int)]? {
    func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
    func tag(_ at: Int) -> [UInt8] { Array(bytes[at..<(at + 4)]) }
    guard bytes.count >= 12, tag(0) == Array("RIFF".utf8), tag(8) == Array("WEBP".utf8) else { return nil }
    var frames: [(offset: Int, duration: Int)] = []
    var at = 12
    while at + 8 <= bytes.count {
      let size = u32(at + 4)
      guard at + 8 + size <= bytes.count else { return nil }
      if tag(at) == Array("ANMF".utf8) {
        guard size >= 16 else { return nil }
        let offset = at + 8 + 12
        frames.append((offset, (0..<3).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }))
      }
      at += 8 + size + (size & 1)
    }
    return frames
  }
}
