import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

extension GIFBudgetSearch {
  /// What a search needs from the render job.
  struct Job {
    /// The scene at its own clock (the search picks rates on this frame grid).
    let scene: CompiledScene
    /// The clip's frames on the GIF's clock (`settings.fps`), as the plan resolved them.
    let frames: [Int]
    /// The GIF's settings as planned (size, rate cap, palette, dither, matte).
    let settings: VideoSettings
    /// Width of the GIF at scale 1 (`--scale` or the planned width), pixels.
    let width: Int
    let fit: FrameRenderer.Fit
    let workers: Int
    let isCancelled: @Sendable () -> Bool
  }

  /// What a search chose, with the stage times of all its trials.
  struct Outcome {
    let choice: GIFBudgetChoice
    /// Drawing, conversion and encoding summed over every trial encode; repeated frames of the
    /// chosen GIF.
    let stats: RenderStats
    /// Seconds spent scoring trials.
    let scoreSeconds: Double
  }

  /// Runs a search in a private temporary folder, which is removed afterwards; writes the
  /// chosen GIF to `output`. `events` gets a `trial` event per trial encode and `progress`
  /// for its frames.
  static func run(
    _ budget: GIFBudget, job: Job, output: String, check: () throws -> Void, events: (RenderEvent) -> Void
  ) throws -> Outcome {
    switch budget {
    case .maxBytes(let limit) where limit <= 0:
      throw RenderOptionError(.maxBytes, "\(limit) is not a size; give bytes, more than 0")
    case .targetSSIM(let target) where !(target > 0 && target <= 1):
      throw RenderOptionError(.targetSSIM, "\(target) is not an SSIM; give a value above 0, at most 1")
    default: break
    }
    let folder = NSTemporaryDirectory() + "chainframe-gif-budget-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (source, steps) = grid(job)
    let height = max(1, Int((Double(job.settings.height) * Double(job.width) / Double(job.settings.width)).rounded()))
    var search = GIFBudgetSearch(
      scene: job.scene, sourceFrames: source, steps: steps, settings: job.settings, baseWidth: job.width,
      baseHeight: job.width == job.settings.width ? job.settings.height : height, fit: job.fit,
      workers: job.workers, folder: folder, isCancelled: job.isCancelled)
    let (choice, repeated) = try search.run(budget, output: output, check: check, events: events)
    var stats = search.stats
    stats.repeatedFrames = repeated
    return Outcome(choice: choice, stats: stats, scoreSeconds: search.scoreSeconds)
  }

  /// The scene frames the clip covers and the strides to try: every k-th scene frame for the
  /// three smallest k whose rate is at most the planned GIF rate (and at least 5 fps), so every
  /// GIF frame is a frame of the scene itself.
  static func grid(_ job: Job) -> (frames: [Int], steps: [Int]) {
    let native = job.scene.clock.fps
    let gif = job.settings.fps
    guard let first = job.frames.first, let last = job.frames.last else { return ([], [1]) }
    // Scene frame n is at n·nd/nn s; GIF frame f at f·gd/gn s. Cover [first, last + 1) of GIF time.
    func sceneFrame(atGIFFrame f: Int) -> Int {
      let num = f * job.settings.fps.denominator * native.numerator
      let den = gif.numerator * native.denominator
      return (num + den - 1) / den
    }
    let lower = min(sceneFrame(atGIFFrame: first), job.scene.frameCount - 1)
    let upper = min(max(sceneFrame(atGIFFrame: last + 1), lower + 1), job.scene.frameCount)
    let frames = Array(lower..<upper)
    let ratio = native.doubleValue / gif.doubleValue
    let k0 = max(1, Int((ratio - 1e-9).rounded(.up)))
    var steps = [k0]
    for k in (k0 + 1)...(k0 + 2) where native.doubleValue / Double(k) >= 5 && k < frames.count { steps.append(k) }
    return (frames, steps)
  }
}
