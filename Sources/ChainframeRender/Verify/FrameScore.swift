/// How closely one frame matches its reference.
public struct FrameScore: Sendable, Hashable {
  /// Position in the reference, from 0.
  public let index: Int
  /// The compared frame's time, seconds.
  public let time: Double
  /// Peak signal-to-noise ratio, dB (infinite when identical), as FFmpeg's `psnr` filter.
  public let psnr: Double
  /// Structural similarity, 0…1, as FFmpeg's `ssim` filter.
  public let ssim: Double

  /// A score.
  public init(index: Int, time: Double, psnr: Double, ssim: Double) {
    self.index = index
    self.time = time
    self.psnr = psnr
    self.ssim = ssim
  }
}
