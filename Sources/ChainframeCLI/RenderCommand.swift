import ArgumentParser
import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// `chainframe render SCENE -o OUT`: render every frame in parallel and encode it.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a scene to video, GIF, APNG, WebP, a PNG sequence, or Y4M/raw on stdout.",
    discussion: "The format comes from --format, the preset, or the output's extension (.mp4 .mov .webm .gif .apng .webp .y4m .raw, or a pattern such as frames/%05d.png). Use -o - with --format y4m or raw to pipe.")

  @OptionGroup var options: SceneOptions

  @Option(name: [.short, .customLong("output")], help: "Output file, PNG pattern, or - for stdout.")
  var output: String

  @OptionGroup var encoding: EncodingOptions
  @OptionGroup var pipeline: PipelineOptions

  func run() throws {
    let progressMode = try pipeline.progressMode
    do {
      try render(progressMode)
    } catch {
      // `--progress json`: the error is an event like the others, not a plain line.
      guard progressMode == .json, let (message, status) = ErrorFunnel.classifyOwn(error) else { throw error }
      ProgressReporter.emitError(message: message, status: status)
      throw ReportedError(status: status)
    }
  }

  private func render(_ progressMode: ProgressReporter.Mode) throws {
    let signals = SignalWatcher.shared
    try pipeline.validateThreads()
    let scene = try options.load(quiet: pipeline.quiet)
    try signals.check()
    let plan = try RenderPlan(scene: scene, output: output, options: encoding)
    let isSequence = plan.settings.format == .pngSequence
    var outputs = [OutputGuard.Named(label: "the output", path: output)]
    if let report = pipeline.report { outputs.append(OutputGuard.Named(label: "the --report file", path: report)) }
    try OutputGuard.check(
      outputs: outputs, inputs: options.inputs(of: scene),
      sequencePattern: isSequence ? FramePattern(URL(fileURLWithPath: output).lastPathComponent) : nil)
    if !pipeline.quiet { for warning in plan.warnings { Diagnostics.warn(warning) } }
    let compiled = SceneCompiler.compile(plan.scene)
    try signals.check()
    let range = try pipeline.frames.map { try FrameRangeOption.parse($0, frameCount: compiled.frameCount) } ?? 0...(compiled.frameCount - 1)
    let frames = Array(range)
    var settings = plan.settings
    if let track = plan.scene.audio {
      if settings.format.audioCodec != nil {
        // A frame range starts at time 0, so the soundtrack shifts with it.
        let start = compiled.clock.time(ofFrame: range.lowerBound)
        settings.audio = AudioSettings(
          path: track.path, volume: track.volume, fadeIn: track.fadeIn, fadeOut: track.fadeOut, offset: track.offset - start,
          duration: Double(frames.count) * Double(compiled.clock.fps.denominator) / Double(compiled.clock.fps.numerator))
      } else if !pipeline.quiet {
        Diagnostics.warn("\(settings.format.rawValue) has no audio; the soundtrack is left out")
      }
    }
    let isRepeat = try RepeatDetector.flags(compiled, frames: frames, check: signals.check)
    let target = try OutputTarget.make(path: output, isSequence: isSequence, overwrite: pipeline.overwrite)
    let progress = ProgressReporter(mode: progressMode, total: frames.count)
    let fit = plan.fit
    let (width, height) = (plan.outputWidth, plan.outputHeight)
    progress.begin(fields: [("format", "\"\(settings.format.rawValue)\""), ("threads", "\(pipeline.workerCount)")])
    var stats = RenderStats()
    do {
      if settings.format == .gif {
        let sink = try GIFEncoder(path: target.encoderPath, settings: settings, outputWidth: plan.gifScaleWidth)
        for pass in 0..<sink.passCount {
          try signals.check()
          try sink.beginPass(pass)
          var last: PixelBuffer?
          let run = RenderPipeline(frames: frames, isRepeat: isRepeat, workers: pipeline.workerCount) {
            try PixelFrameProducer(scene: compiled, width: width, height: height, fit: fit)
          }
          try run.run(
            consume: { _, payload in
              switch payload {
              case .pixels(let p): last = p
              case .converted, .repeatPrevious: break
              }
              guard let pixels = last else { preconditionFailure("a repeat before any frame") }
              try sink.append(pixels)
              if pass == sink.passCount - 1 { stats.framesDone += 1; progress.update(done: stats.framesDone) }
            }, check: signals.check)
          try signals.check()
          try sink.endPass()
          stats.add(run)
        }
        try signals.check()
        try sink.finish()
      } else {
        let encoder = try VideoEncoder(path: target.encoderPath, settings: settings)
        let converters = encoder.converterFactory
        let run = RenderPipeline(frames: frames, isRepeat: isRepeat, workers: pipeline.workerCount) {
          try VideoFrameProducer(scene: compiled, width: width, height: height, fit: fit, converters: converters)
        }
        try run.run(
          consume: { _, payload in
            switch payload {
            case .converted(let frame): try encoder.append(converted: frame)
            case .repeatPrevious: try encoder.appendRepeat()
            case .pixels(let p): try encoder.append(p)
            }
            stats.framesDone += 1
            progress.update(done: stats.framesDone)
          }, check: signals.check)
        try signals.check()
        try encoder.finish()
        stats.add(run)
      }
      try signals.check()
      try target.commit()
    } catch {
      target.discard()
      throw error
    }
    let bytes = output == "-" ? 0 : OutputSize.bytes(of: output, isSequence: isSequence)
    progress.finish(fields: stats.fields + [("bytes", "\(bytes)")])
    if let report = pipeline.report {
      try RenderReport(
        scene: options.scene, output: output, settings: settings, frames: range, threads: pipeline.workerCount,
        seconds: progress.elapsed, bytes: bytes, stats: stats
      ).write(to: report)
    }
  }
}
