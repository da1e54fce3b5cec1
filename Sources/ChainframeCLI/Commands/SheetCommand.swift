import ArgumentParser
import ChainframeCore
import ChainframeRender
import ChainframeRendering

/// `chainframe sheet SCENE -o sheet.png [--every 0.5] [--columns 6]`: a contact sheet of
/// frames with their timestamps.
struct SheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet", abstract: "Render a contact sheet: frames every N seconds in a grid, each with its time.")

  @OptionGroup var options: SceneOptions

  @Option(help: "Seconds between frames (> 0).")
  var every: Double = 0.5

  @Option(help: "Frames per row (1-64).")
  var columns: Int = 6

  @Option(help: "Width of each frame on the sheet, pixels (16-4096).")
  var cellWidth: Int = 240

  @Option(name: [.short, .customLong("output")], help: "Output PNG file.")
  var output: String

  func validate() throws {
    guard every > 0, every.isFinite else { throw ValidationError("--every must be a number of seconds greater than 0") }
    guard (1...64).contains(columns) else { throw ValidationError("--columns must be 1 to 64") }
    guard (16...4096).contains(cellWidth) else { throw ValidationError("--cell-width must be 16 to 4096") }
  }

  func run() throws {
    let composition = try options.load()
    let scene = composition.scene
    try OutputGuard.check(outputs: [.init(label: "the output", path: output)], inputs: options.inputs(of: composition))
    let compiled = composition.compiled
    // Count the samples first: a tiny --every (1e-300) must be refused, not looped over.
    let duration = Double(compiled.frameCount) / compiled.clock.fps.doubleValue
    let samples = (duration / every).rounded(.down) + 1
    guard samples.isFinite, samples <= 100_000 else {
      throw CLIError.invalidOption(
        name: "--every", message: "\(every) s gives more than 1000 frames; use a larger interval")
    }
    var indices: [Int] = []
    for k in 0..<Int(samples) {
      let index = compiled.clock.frame(atOrAfter: Double(k) * every)
      if index >= compiled.frameCount { break }
      if indices.last != index { indices.append(index) }
      guard indices.count <= 1000 else {
        throw CLIError.invalidOption(name: "--every", message: "more than 1000 frames; use a larger interval")
      }
    }
    // Frames one after another: a blurred frame's samples spread over the other cores.
    let renderer = MotionBlurRenderer(
      renderer: try SceneRenderer.make(width: scene.canvas.width, height: scene.canvas.height),
      helpers: SubframeHelpers.forOneFrame(width: scene.canvas.width, height: scene.canvas.height))
    var frames: [(pixels: PixelBuffer, caption: String)] = []
    for index in indices {
      // Each frame gets its own copy: the renderer reuses one buffer.
      let pixels = try renderer.render(compiled, frame: index)
      let copy = PixelBuffer(width: pixels.width, height: pixels.height)
      copy.copy(from: pixels)
      let time = compiled.clock.time(ofFrame: index)
      frames.append((copy, "\(String(format: "%.2f", time)) s · #\(index)"))
    }
    let sheet = try ContactSheet.compose(frames, columns: columns, cellWidth: cellWidth)
    try PNGWriter.write(sheet, to: output)
  }
}
