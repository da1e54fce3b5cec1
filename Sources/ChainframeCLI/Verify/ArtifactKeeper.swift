import ChainframeCore
import ChainframeRender
import ChainframeRendering
import Foundation

/// Keeps the first divergent and the worst frame pair, and writes them as PNGs: expected,
/// actual, an amplified difference heatmap, and a side-by-side strip of the three.
struct ArtifactKeeper {
  let directory: String?
  private var first: (score: FrameScore, expected: PixelBuffer, actual: PixelBuffer)?
  private var worst: (score: FrameScore, expected: PixelBuffer, actual: PixelBuffer)?

  init(directory: String?) { self.directory = directory }

  mutating func consider(_ score: FrameScore, expected: PixelBuffer, actual: PixelBuffer, result: VerificationResult)
    throws
  {
    guard directory != nil else { return }
    if first == nil && result.fails(score) { first = (score, copy(expected), copy(actual)) }
    if score.psnr.isFinite && score.psnr < (worst?.score.psnr ?? .infinity) {
      worst = (score, copy(expected), copy(actual))
    }
  }

  private func copy(_ p: PixelBuffer) -> PixelBuffer {
    let c = PixelBuffer(width: p.width, height: p.height)
    c.copy(from: p)
    return c
  }

  func write() throws {
    guard let directory else { return }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, entry) in [("first-divergent", first), ("worst", worst)] {
      guard let entry else { continue }
      let stem = directory + "/\(name)-frame\(entry.score.index)"
      let heat = heatmap(entry.expected, entry.actual)
      try PNGWriter.write(entry.expected, to: stem + "-expected.png")
      try PNGWriter.write(entry.actual, to: stem + "-actual.png")
      try PNGWriter.write(heat, to: stem + "-diff.png")
      try PNGWriter.write(strip([entry.expected, entry.actual, heat]), to: stem + "-side-by-side.png")
    }
  }

  /// Per-pixel largest channel difference × 8, as red on black (small errors become visible).
  private func heatmap(_ a: PixelBuffer, _ b: PixelBuffer) -> PixelBuffer {
    let out = PixelBuffer(width: a.width, height: a.height)
    out.withUnsafeMutableBytes { o in
      for y in 0..<a.height {
        for x in 0..<a.width {
          let p = a.pixel(x: x, y: y)
          let q = b.pixel(x: x, y: y)
          let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
          let v = UInt8(min(255, d * 8))
          let i = y * out.stride + x * 4
          o[i] = 0
          o[i + 1] = v / 4
          o[i + 2] = v
          o[i + 3] = 255
        }
      }
    }
    return out
  }

  private func strip(_ images: [PixelBuffer]) -> PixelBuffer {
    let w = images[0].width
    let h = images[0].height
    let out = PixelBuffer(width: w * images.count + 4 * (images.count - 1), height: h)
    out.withUnsafeMutableBytes { o in
      for (k, image) in images.enumerated() {
        image.withUnsafeBytes { src in
          for y in 0..<h {
            let dst = y * out.stride + k * (w + 4) * 4
            for i in 0..<(w * 4) { o[dst + i] = src[y * image.stride + i] }
          }
        }
      }
    }
    return out
  }
}
