import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// One render of a composition to one output: plan, check, draw on workers, encode, commit.
/// The single pipeline behind every sink (video, GIF, image sequences, stdout streams).
struct RenderJob {
  let composition: Composition
  let output: String
  let options: RenderOptions

  func run(isCancelled: @escaping @Sendable () -> Bool, events: (RenderEvent) -> Void) throws -> RenderSummary {
    let check = { () throws -> Void in if isCancelled() { throw RenderCancelled() } }
    let started = ProcessInfo.processInfo.systemUptime
    if let threads = options.threads, !(1...256).contains(threads) {
      throw RenderOptionError(.threads, "\(threads) is out of range; use 1 to 256")
    }
    let workers = max(1, options.threads ?? ProcessInfo.processInfo.activeProcessorCount)
    let plan = try RenderPlan(scene: composition.scene, output: output, options: options)
    let isSequence = plan.settings.format == .pngSequence
    if let budget = options.gifBudget, plan.settings.format != .gif {
      if case .maxBytes = budget { throw RenderOptionError(.maxBytes, "a size budget is for GIF output only") }
      throw RenderOptionError(.targetSSIM, "an SSIM target is for GIF output only")
    }
    try OutputGuard.check(
      outputs: [OutputGuard.Named(label: "the output", path: output)], inputs: composition.inputFiles,
      sequencePattern: isSequence ? FramePattern(URL(fileURLWithPath: output).lastPathComponent) : nil)
    for warning in plan.warnings { events(.warning(warning)) }
    // The plan may change the clock (GIF frame rate).
    let compiled = composition.compiled(at: plan.scene.canvas.fps)
    try check()
    let range = try FrameRangeCheck.resolve(options.frames, frameCount: compiled.frameCount)
    let frames = Array(range)
    var settings = plan.settings
    if let audio = AudioPlan.settings(plan.scene, clock: compiled.clock, frames: range) {
      if settings.format.audioCodec != nil {
        settings.audio = audio
      } else {
        events(.warning("\(settings.format.rawValue) has no audio; the soundtrack is left out"))
      }
    }
    settings.subtitles = Composition.subtitleCues(
      plan.scene, clock: compiled.clock, frames: range, format: settings.format, options: options)
    let isRepeat = try RepeatDetector.flags(compiled, frames: frames, check: check)
    let target = try OutputTarget.make(path: output, isSequence: isSequence, overwrite: options.overwrite)
    let fit = plan.fit
    let (width, height) = (plan.outputWidth, plan.outputHeight)
    events(.started(frames: frames.count, format: settings.format.rawValue, threads: workers))
    var stats = RenderStats()
    do {
      // One pipeline for every sink: the sink says how many passes it needs and what the
      // workers hand it. A GIF budget searches instead, drawing each trial at its own size.
      if settings.format == .gif, let budget = options.gifBudget {
        let job = GIFBudgetSearch.Job(
          scene: composition.compiled, frames: frames, settings: settings, width: plan.gifScaleWidth ?? settings.width,
          fit: fit, workers: workers, isCancelled: isCancelled)
        let found = try GIFBudgetSearch.run(
          budget, job: job, output: target.encoderPath, check: check, events: events)
        try target.commit()
        let s = found.stats
        var summary = RenderSummary(
          output: output, frames: range, threads: workers, settings: settings,
          bytes: output == "-" ? 0 : OutputSize.bytes(of: output, isSequence: false),
          seconds: ProcessInfo.processInfo.systemUptime - started, renderSeconds: s.renderSeconds,
          convertSeconds: s.convertSeconds, encodeSeconds: s.encodeSeconds, repeatedFrames: s.repeatedFrames)
        summary.scoreSeconds = found.scoreSeconds
        summary.gifChoice = found.choice
        events(.finished(summary))
        return summary
      }
      let sink: any PipelineSink
      if settings.format == .gif {
        sink = PixelSink(try GIFEncoder(path: target.encoderPath, settings: settings, outputWidth: plan.gifScaleWidth))
      } else {
        sink = EncoderSink(try SegmentedFileEncoder.make(path: target.encoderPath, settings: settings))
      }
      // Workers that run out of frames lend their thread to the motion-blur samples of the
      // frames still being drawn (the last few frames, or a render of fewer frames than workers).
      let helpers = SubframeHelpers(idle: 0) { () throws(RenderError) in
        let renderer = try SceneRenderer.make(width: width, height: height)
        renderer.shouldCancel = isCancelled
        return renderer
      }
      let makeProducer = sink.makeProducer(
        scene: compiled, width: width, height: height, fit: fit, isCancelled: isCancelled, helpers: helpers)
      try FramePasses.run(
        sink, frames: frames, isRepeat: isRepeat, workers: workers, helpers: helpers, makeProducer: makeProducer,
        check: check, onPass: { stats.add($0) },
        onFrame: { done in
          stats.framesDone = done
          events(.progress(done: done, total: frames.count))
        })
      try check()
      try target.commit()
    } catch {
      target.discard()
      throw error
    }
    let summary = RenderSummary(
      output: output, frames: range, threads: workers, settings: settings,
      bytes: output == "-" ? 0 : OutputSize.bytes(of: output, isSequence: isSequence),
      seconds: ProcessInfo.processInfo.systemUptime - started, renderSeconds: stats.renderSeconds,
      convertSeconds: stats.convertSeconds, encodeSeconds: stats.encodeSeconds, repeatedFrames: stats.repeatedFrames)
    events(.finished(summary))
    return summary
  }
}
