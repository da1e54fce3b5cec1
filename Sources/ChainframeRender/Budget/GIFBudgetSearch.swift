import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// Finds the GIF settings that meet a ``GIFBudget`` by trial encodes.
///
/// Candidates combine a scale (1 … 0.25 of the width), a frame rate on the scene's own frame
/// grid (every k-th scene frame, at most the GIF's rate, at least 5 fps) and a palette size
/// (256 … 32). Every trial draws its frames at the candidate's size (frames are a pure function
/// of their index, and drawing vectors at the smaller size is crisper and compresses better than
/// resampling full-size frames) and encodes them exactly as a plain render at those settings
/// would. Candidates are sorted by their expected size (scale² ÷ step × a palette factor) and
/// searched by bisection, so a search makes about a dozen encodes; SSIM is ``ImageMetrics/ssim``
/// of every source frame at the scene's rate (a sample of at most 60) against the GIF frame
/// shown at its time, both drawn at the GIF's size and, for transparent GIFs, shown over the
/// matte.
struct GIFBudgetSearch {
  struct Candidate {
    let scale: Double
    let step: Int
    let colors: Int
    var estimate: Double {
      scale * scale / Double(step) * (colors >= 256 ? 1 : colors >= 128 ? 0.85 : colors >= 64 ? 0.72 : 0.6)
    }
  }

  /// How a candidate's palette is built and applied: dither and palette statistics.
  struct Look: Hashable {
    let dither: GIFOptions.Dither
    let stats: GIFOptions.StatsMode
  }

  struct Trial {
    let candidate: Candidate
    let look: Look
    let bytes: Int
    /// Frames the trial encoded as repeats of the previous one.
    let repeatedFrames: Int
    var ssim: Double?
  }

  /// The scene at its own clock.
  let scene: CompiledScene
  /// Every scene frame the clip covers, in order.
  let sourceFrames: [Int]
  /// Strides over `sourceFrames` to try, smallest (fastest rate) first.
  let steps: [Int]
  /// The GIF's settings (palette, dither, matte); size and rate are set per candidate.
  let settings: VideoSettings
  /// Width and height of the GIF at scale 1.
  let baseWidth: Int
  let baseHeight: Int
  let fit: FrameRenderer.Fit
  let workers: Int
  let folder: String
  let isCancelled: @Sendable () -> Bool
  private(set) var trials = 0
  /// Stage times summed over every trial encode (drawing, conversion, encoding).
  private(set) var stats = RenderStats()
  /// Seconds spent scoring trials (drawing reference frames, decoding, SSIM).
  var scoreSeconds = 0.0

  /// Scales to try, largest first: steps of about 11 % in width from 1 to 0.25 (at least 16 px).
  var scales: [Double] {
    [1, 0.9, 0.8, 0.71, 0.64, 0.57, 0.5, 0.45, 0.4, 0.36, 0.32, 0.28, 0.25].filter {
      Double(baseWidth) * $0 >= 16 || $0 == 1
    }
  }

  /// Every candidate, largest expected size first.
  func candidates() -> [Candidate] {
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
    if c.scale == 1 { return (baseWidth, baseHeight) }
    let w = max(1, Int((Double(baseWidth) * c.scale).rounded()))
    return (w, max(1, Int((Double(baseHeight) * Double(w) / Double(baseWidth)).rounded())))
  }

  /// Frame rate of a candidate.
  func rate(_ c: Candidate) -> Rational {
    Rational(scene.clock.fps.numerator, scene.clock.fps.denominator * c.step)
  }

  /// The scene frames a candidate shows.
  func frames(_ c: Candidate) -> [Int] {
    Swift.stride(from: 0, to: sourceFrames.count, by: c.step).map { sourceFrames[$0] }
  }

  /// Draws and encodes `c` to `path` (the same pipeline as a plain render), announcing the
  /// trial and its frames through `events`; returns its size and repeated frames.
  mutating func encode(
    _ c: Candidate, look: Look, to path: String, check: () throws -> Void, events: (RenderEvent) -> Void
  ) throws -> (bytes: Int, repeated: Int) {
    trials += 1
    let (w, h) = size(c)
    var s = settings
    s.fps = rate(c)
    s.width = w
    s.height = h
    s.gif.maxColors = c.colors
    s.gif.dither = look.dither
    s.gif.statsMode = look.stats
    let shown = frames(c)
    events(.trial(number: trials, settings: describe(c, look), frames: shown.count))
    let sink = PixelSink(try GIFEncoder(path: path, settings: s))
    let isRepeat = try RepeatDetector.flags(scene, frames: shown, check: check)
    let make = sink.makeProducer(scene: scene, width: w, height: h, fit: fit, isCancelled: isCancelled)
    var repeated = 0
    try FramePasses.run(
      sink, frames: shown, isRepeat: isRepeat, workers: workers, makeProducer: make, check: check,
      onPass: { run in
        stats.add(run)
        repeated = run.repeatedFrames
      },
      onFrame: { done in events(.progress(done: done, total: shown.count)) })
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return ((attributes[.size] as? NSNumber)?.intValue ?? 0, repeated)
  }

  /// A candidate and look for messages: `540x540, 30 fps, 256 colours, dither none, stats full`.
  func describe(_ c: Candidate, _ look: Look? = nil) -> String {
    let (w, h) = size(c)
    var text = "\(w)x\(h), " + String(format: "%.4g", rate(c).doubleValue) + " fps, \(c.colors) colours"
    if let look { text += ", dither \(look.dither.rawValue), palette stats \(look.stats.rawValue)" }
    return text
  }
}
