import ArgumentParser
import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// `chainframe render SCENE -o OUT`: render every frame and encode it.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a scene to video, GIF, APNG, WebP, a PNG sequence, or Y4M/raw on stdout.",
    discussion: "The format comes from --format, the preset, or the output's extension (.mp4 .mov .webm .gif .apng .webp .y4m .raw, or a pattern such as frames/%05d.png). Use -o - with --format y4m or raw to pipe.")

  @OptionGroup var options: SceneOptions

  @Option(name: [.short, .customLong("output")], help: "Output file, PNG pattern, or - for stdout.")
  var output: String

  @OptionGroup var encoding: EncodingOptions

  func run() throws {
    let signals = SignalWatcher()
    let scene = try options.load()
    try InputGuard.refuseOverwrite(output: output, inputs: [options.scene] + (scene.audio.map { [$0.path] } ?? []))
    let plan = try RenderPlan(scene: scene, output: output, options: encoding)
    for warning in plan.warnings { Diagnostics.warn(warning) }
    let compiled = SceneCompiler.compile(plan.scene)
    var settings = plan.settings
    if let track = plan.scene.audio {
      if settings.format.audioCodec != nil {
        settings.audio = AudioSettings(
          path: track.path, volume: track.volume, fadeIn: track.fadeIn, fadeOut: track.fadeOut, offset: track.offset,
          duration: compiled.clock.duration)
      } else {
        Diagnostics.warn("\(settings.format.rawValue) has no audio; the soundtrack is left out")
      }
    }
    let target = try OutputTarget.make(path: output, isSequence: plan.settings.format == .pngSequence)
    do {
      let sink: FrameSink =
        settings.format == .gif
        ? try GIFEncoder(path: target.encoderPath, settings: settings, outputWidth: plan.gifScaleWidth)
        : try VideoEncoder(path: target.encoderPath, settings: settings)
      let renderer = try FrameRenderer(width: plan.outputWidth, height: plan.outputHeight)
      let fit: FrameRenderer.Fit = plan.fit == .contain ? .contain : .topLeft
      for pass in 0..<sink.passCount {
        try sink.beginPass(pass)
        for n in 0..<compiled.frameCount {
          try signals.check()
          try sink.append(try renderer.render(DisplayListBuilder.build(compiled, frame: n), fit: fit))
        }
        try sink.endPass()
      }
      try sink.finish()
      try target.commit()
    } catch {
      target.discard()
      throw error
    }
  }
}
