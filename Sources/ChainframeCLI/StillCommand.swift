import ArgumentParser
import ChainframeCore
import ChainframeRendering

/// `chainframe still SCENE --frame N -o frame.png`: render one frame to a PNG.
struct StillCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "still", abstract: "Render one frame of a scene to a PNG.")

  @OptionGroup var options: SceneOptions

  @Option(help: "Frame index, from 0.")
  var frame: Int?

  @Option(help: "Time in seconds; the frame at or after it is drawn.")
  var time: Double?

  @Option(name: [.short, .customLong("output")], help: "Output PNG file.")
  var output: String

  func validate() throws {
    if frame != nil && time != nil {
      throw ValidationError("give --frame or --time, not both")
    }
  }

  func run() throws {
    let scene = try options.load()
    let compiled = SceneCompiler.compile(scene)
    let index = frame ?? time.map { compiled.clock.frame(atOrAfter: $0) } ?? 0
    guard index >= 0 && index < compiled.frameCount else {
      throw CLIError.invalidOption(
        name: frame != nil ? "--frame" : "--time",
        message: "frame \(index) is outside the scene's frames 0...\(compiled.frameCount - 1)")
    }
    let renderer = try FrameRenderer(width: scene.canvas.width, height: scene.canvas.height)
    let pixels = try renderer.render(DisplayListBuilder.build(compiled, frame: index))
    try PNGWriter.write(pixels, to: output)
  }
}
