/// How closely one frame matches its reference.
package struct FrameScore: Sendable, Hashable {
  /// Position in the reference, from 0.
  package let index: Int
  /// The compared frame's time, seconds.
  package let time: Double
  /// Peak signal-to-noise ratio, dB (infinite when identical), as FFmpeg's `psnr` filter.
  package let psnr: Double
  /// Structural similarity, 0…1, as FFmpeg's `ssim` filter.
  package let ssim: Double

  /// A score.
  package init(index: Int, time: Double, psnr: Double, ssim: Double) {
    self.index = index
    self.time = time
    self.psnr = psnr
    self.ssim = ssim
  }
}
