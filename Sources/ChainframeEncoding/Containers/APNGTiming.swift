import CFFmpeg
import ChainframeCore

/// APNG frame delays in whole milliseconds, so players that count in milliseconds play the
/// exact duration.
///
/// An APNG frame's delay is a fraction (`delay_num/delay_den`); FFmpeg's muxer writes the
/// frame duration in the stream's time base, 1/30 s at 30 fps. Chromium turns every delay
/// into whole milliseconds, rounding down (1/30 s → 33 ms), so a 3 s clip played in 2.97 s.
/// With a 1/1000 s stream time base each frame starts at its exact time rounded to the
/// millisecond, the delays are the differences (33, 34, 33, … ms at 30 fps) and add up to the
/// exact total; the last frame's delay closes it (the muxer's `final_delay`, set at the end).
enum APNGTiming {
  /// The stream time base of APNG output: milliseconds.
  static let timeBase = AVRational(num: 1, den: 1000)

  /// Frame `index`'s start in milliseconds: its exact time, rounded as libav rescales
  /// packet timestamps.
  static func start(frame index: Int, fps: Rational) -> Int64 {
    av_rescale_q(
      Int64(index), AVRational(num: Int32(fps.denominator), den: Int32(fps.numerator)), timeBase)
  }

  /// Every delay of a `frameCount`-frame APNG, in milliseconds (what the file stores).
  static func delays(frameCount: Int, fps: Rational) -> [Int64] {
    (0..<frameCount).map { start(frame: $0 + 1, fps: fps) - start(frame: $0, fps: fps) }
  }

  /// Sets the muxer's delay of the last of `frameCount` frames so the total is exact; call
  /// before the trailer, which writes the last frame.
  static func closeTotal(
    _ container: UnsafeMutablePointer<AVFormatContext>, frameCount: Int, fps: Rational
  ) throws(EncodingError) {
    guard frameCount > 0, let muxer = container.pointee.priv_data else { return }
    let last = start(frame: frameCount, fps: fps) - start(frame: frameCount - 1, fps: fps)
    guard last > 0, last <= Int64(UInt16.max) else { return }
    try LibAV.check(
      "av_opt_set_q(final_delay)",
      av_opt_set_q(muxer, "final_delay", AVRational(num: Int32(last), den: 1000), 0))
  }
}
