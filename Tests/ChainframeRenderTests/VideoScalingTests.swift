import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Video layers placed as a plain scale and translation to whole pixels are scaled by swscale
/// while converting; any order of requests (workers drawing neighbouring frames) gives the
/// same pixels as drawing in order.
@Suite("Video layers at decoder speed")
struct VideoScalingTests {
  /// The source frame `k` shrunk 2× by averaging 2×2 blocks.
  static func halved(_ k: Int) -> PixelBuffer {
    let source = VideoLayerTests.sourceFrame(k)
    let out = PixelBuffer(width: source.width / 2, height: source.height / 2)
    out.withUnsafeMutableBytes { o in
      for y in 0..<out.height {
        for x in 0..<out.width {
          for c in 0..<4 {
            var sum = 0
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
              let p = source.pixel(x: 2 * x + dx, y: 2 * y + dy)
              sum += Int([p.b, p.g, p.r, p.a][c])
            }
            o[y * out.stride + x * 4 + c] = UInt8((sum + 2) / 4)
          }
        }
      }
    }
    return out
  }

  @Test("A half-size video at whole pixels shows the source frame shrunk (PSNR ≥ 30 dB against a box filter)")
  func halfSize() throws {
    let dir = TemporaryDirectory()
    _ = try VideoLayerTests.makeSource(in: dir)
    let composition = try Composition.load(
      text: "canvas: {width: 32, height: 24, fps: 24, duration: 1}\nlayers:\n"
        + "  - {type: video, src: src.mkv, size: [32, 24], position: [16, 12]}\n",
      folder: dir.path)
    for n in [0, 5, 11] {
      let psnr = ImageMetrics.psnr(try composition.image(atFrame: n), Self.halved(n))
      #expect(psnr >= 30, "frame \(n): PSNR \(psnr)")
    }
  }

  @Test("Frames requested backwards, in pairs out of order and forwards are identical")
  func order() throws {
    let dir = TemporaryDirectory()
    _ = try VideoLayerTests.makeSource(in: dir)
    let text =
      "canvas: {width: 48, height: 36, fps: 30, duration: 1.5}\nlayers:\n"
      + "  - {type: video, src: src.mkv, size: [48, 36], position: [24, 18]}\n"
    let composition = try Composition.load(text: text, folder: dir.path)
    let frames = Array(0..<composition.frameCount)
    let forward = try frames.map { try composition.image(atFrame: $0) }
    let pairs = stride(from: 0, to: frames.count - 1, by: 2).flatMap { [$0 + 1, $0] }
    for order in [Array(frames.reversed()), pairs] {
      for n in order {
        let image = try composition.image(atFrame: n)
        #expect(ImageMetrics.psnr(image, forward[n]) == .infinity, "frame \(n) differs")
      }
    }
  }
}
