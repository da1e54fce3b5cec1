import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// Finds the GIF settings that meet a ``GIFBudget`` by trial encodes of frames rendered once.
///
/// Candidates combine a scale (1 … 0.25 of the width), a frame step (every frame, every 2nd or
/// 3rd, keeping at least 5 fps) and a palette size (256 … 32); they are sorted by their expected
/// size (scale² ÷ step × a palette factor) and searched by bisection, so a search makes about
/// ten encodes. For `maxBytes`: the largest scale × rate that fits with 256 colours, and the next
/// larger one with the most colours that fit; the better SSIM wins, then `--dither none` is
/// tried on it. For `targetSSIM`: the smallest candidate reaching the target.
/// SSIM compares every source frame (a sample of at most 60) with the GIF frame shown at its
/// time, against the scene drawn at the GIF's size.
struct GIFBudgetSearch {
  /// Bytes of frames a search may keep in memory: 4 GiB.
  static let memoryLimit = 4 << 30
  struct Candidate {
    let scale: Double
    let step: Int
    let colors: Int
    var estimate: Double {
      scale * scale / Double(step) * (colors >= 256 ? 1 : colors >= 128 ? 0.85 : colors >= 64 ? 0.72 : 0.6)
    }
  }

  struct Trial {
    let candidate: Candidate
    let dither: GIFOptions.Dither
    let bytes: Int
    var ssim: Double?
  }

  let frames: [PixelBuffer]
  let scene: CompiledScene
  let sceneFrames: [Int]
  let settings: VideoSettings
  let baseWidth: Int
  let fit: FrameRenderer.Fit
  let folder: String
  private(set) var trials = 0

  init(
    frames: [PixelBuffer], scene: CompiledScene, sceneFrames: [Int], settings: VideoSettings, baseWidth: Int,
    fit: FrameRenderer.Fit, folder: String
  ) {
    self.frames = frames
    self.scene = scene
    self.sceneFrames = sceneFrames
    self.settings = settings
    self.baseWidth = baseWidth
    self.fit = fit
    self.folder = folder
  }

  /// Every candidate, largest expected size first.
  func candidates() -> [Candidate] {
    let fps = settings.fps.doubleValue
    let steps = [1, 2, 3].filter { $0 == 1 || (frames.count > 1 && fps / Double($0) >= 5) }
    let scales = [1, 0.8, 0.64, 0.5, 0.4, 0.32, 0.25].filter { Double(baseWidth) * $0 >= 16 }
    var all: [Candidate] = []
    for s in scales {
      for st in steps { for c in [256, 128, 64, 32] { all.append(Candidate(scale: s, step: st, colors: c)) } }
    }
    // Stable order: expected size, then scale, step and colours (never a Dictionary order).
    return all.enumerated().sorted { a, b in
      a.element.estimate != b.element.estimate ? a.element.estimate > b.element.estimate : a.offset < b.offset
    }.map(\.element)
  }

  func size(_ c: Candidate) -> (Int, Int) {
    let w = max(1, Int((Double(baseWidth) * c.scale).rounded()))
    return (w, max(1, Int((Double(settings.height) * Double(w) / Double(settings.width)).rounded())))
  }

  /// Encodes `c` to `path`; returns its size in bytes.
  mutating func encode(_ c: Candidate, dither: GIFOptions.Dither, to path: String) throws -> Int {
    trials += 1
    var s = settings
    s.fps = Rational(settings.fps.numerator, settings.fps.denominator * c.step)
    s.gif.maxColors = c.colors
    s.gif.dither = dither
    let (w, _) = size(c)
    let encoder = try GIFEncoder(path: path, settings: s, outputWidth: w == settings.width ? nil : w)
    for pass in 0..<encoder.passCount {
      try encoder.beginPass(pass)
      for i in Swift.stride(from: 0, to: frames.count, by: c.step) { try encoder.append(frames[i]) }
      try encoder.endPass()
    }
    try encoder.finish()
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.size] as? NSNumber)?.intValue ?? 0
  }

  /// Mean SSIM of the GIF at `path` (made from `c`) against the scene drawn at its size.
  func ssim(_ c: Candidate, path: String) throws -> Double {
    let decoded = try VideoDecoder(path: path).readAll()
    guard !decoded.isEmpty else { return 0 }
    let (w, h) = size(c)
    let renderer = MotionBlurRenderer(renderer: try FrameRenderer(width: w, height: h))
    let every = max(1, frames.count / 60)
    var total = 0.0
    var count = 0
    for i in Swift.stride(from: 0, to: min(frames.count, sceneFrames.count), by: every) {
      let shown = decoded[min(i / c.step, decoded.count - 1)].pixels
      let reference = try renderer.render(scene, frame: sceneFrames[i], fit: fit)
      guard shown.width == reference.width, shown.height == reference.height else { return 0 }
      total += ImageMetrics.ssim(reference, shown)
      count += 1
    }
    return count == 0 ? 0 : total / Double(count)
  }
}
