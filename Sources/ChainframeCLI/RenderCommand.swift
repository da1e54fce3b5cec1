import ArgumentParser
import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// `chainframe render SCENE -o OUT.mp4`: render every frame and encode a video.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Render a scene to a video file.")

  @OptionGroup var options: SceneOptions

  @Option(name: [.short, .customLong("output")], help: "Output file (.mp4).")
  var output: String

  @Option(help: "H.264 constant rate factor, 0 (lossless) to 51.")
  var crf: Int = 20

  @Option(help: "x264 preset: ultrafast … veryslow.")
  var preset: String = "veryfast"

  static let supportedExtensions = ["mp4"]

  func run() throws {
    let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
    guard RenderCommand.supportedExtensions.contains(ext) else {
      throw CLIError.unsupportedOutput(path: output, supported: RenderCommand.supportedExtensions)
    }
    let scene = try SceneLoader.load(path: options.scene)
    let compiled = SceneCompiler.compile(scene)
    let settings = VideoSettings(
      width: scene.canvas.width, height: scene.canvas.height, fps: scene.canvas.fps, crf: crf,
      preset: preset)
    let file = try AtomicOutputFile(destination: output)
    let encoder = try VideoEncoder(path: file.temporaryPath, settings: settings)
    let renderer = try FrameRenderer(width: scene.canvas.width, height: scene.canvas.height)
    for n in 0..<compiled.frameCount {
      let pixels = try renderer.render(DisplayListBuilder.build(compiled, frame: n))
      try encoder.append(pixels)
    }
    try encoder.finish()
    try file.commit()
  }
}
