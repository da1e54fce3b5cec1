import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

extension GIFBudgetSearch {
  /// Mean SSIM of the GIF at `path` (made from `c`): every source frame at the scene's rate (a
  /// sample of at most 60) against the GIF frame shown at its time, both at the GIF's size and
  /// seen as a viewer sees them (over the matte when the GIF is transparent).
  func ssim(_ c: Candidate, path: String, check: () throws -> Void) throws -> Double {
    let (w, h) = size(c)
    let decoder = try VideoDecoder(path: path)
    let renderer = MotionBlurRenderer(renderer: try SceneRenderer.make(width: w, height: h))
    let samples = Self.samples(count: sourceFrames.count, step: c.step)
    let matte = background
    let reference = PixelBuffer(width: w, height: h)
    var shownIndex = -1
    var upcoming: DecodedFrame?
    let gifRate = rate(c).doubleValue
    var last: PixelBuffer?
    var flattenedIndex = -1
    let shown = PixelBuffer(width: w, height: h)
    var total = 0.0
    var count = 0
    for i in samples {
      try check()
      // GIF frame j shows source frames j·step … j·step + step − 1 from its start, round(j·100/rate)
      // centiseconds; frames the GIF did not repeat (identical ones) are found by time.
      let start = (Double(i / c.step) * 100 / gifRate).rounded() / 100
      while true {
        if upcoming == nil { upcoming = try decoder.nextFrame() }
        guard let next = upcoming, next.time <= start + 0.005 else { break }
        shownIndex += 1
        last = next.pixels
        upcoming = nil
      }
      guard let last, last.width == w, last.height == h else { return 0 }
      if flattenedIndex != shownIndex {
        Self.flatten(last, straight: true, over: matte, into: shown)
        flattenedIndex = shownIndex
      }
      Self.flatten(
        try renderer.render(scene, frame: sourceFrames[i], fit: fit), straight: false, over: matte, into: reference)
      total += ImageMetrics.ssim(reference, shown)
      count += 1
    }
    return count == 0 ? 0 : total / Double(count)
  }

  /// At most 60 source positions spread over the clip, as many at each phase of `step` (the
  /// first, second … source frame a GIF frame stands for): sampling every n-th frame alone
  /// could meet only the frames a GIF keeps exactly and favour lower rates.
  static func samples(count: Int, step: Int) -> [Int] {
    let n = min(60, count)
    guard n > 0 else { return [] }
    let positions = (0..<n).map { j in min(count - 1, (j * count / n) / step * step + j % step) }
    return Array(Set(positions)).sorted()
  }

  /// What transparent pixels are seen over: the matte, or white without one.
  private var background: (UInt8, UInt8, UInt8) {
    if case .color(let r, let g, let b) = settings.gif.matte { return (r, g, b) }
    return (255, 255, 255)
  }

  /// Composites `pixels` (straight or premultiplied BGRA) over an opaque colour into `out`.
  static func flatten(_ pixels: PixelBuffer, straight: Bool, over matte: (UInt8, UInt8, UInt8), into out: PixelBuffer) {
    let m = [Int(matte.2), Int(matte.1), Int(matte.0)]  // B, G, R
    pixels.withUnsafeBytes { src in
      out.withUnsafeMutableBytes { dst in
        for y in 0..<pixels.height {
          let rs = y * pixels.stride
          let rd = y * out.stride
          for x in 0..<pixels.width {
            let a = Int(src[rs + x * 4 + 3])
            for ch in 0..<3 {
              let v = Int(src[rs + x * 4 + ch])
              let own = straight ? (v * a + 127) / 255 : v
              dst[rd + x * 4 + ch] = UInt8(min(255, own + (m[ch] * (255 - a) + 127) / 255))
            }
            dst[rd + x * 4 + 3] = 255
          }
        }
      }
    }
  }
}
