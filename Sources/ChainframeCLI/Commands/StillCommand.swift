import ArgumentParser
import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import ChainframeRendering
import Foundation

/// `chainframe still SCENE --frame N -o frame.png`: render one frame to a PNG, JPEG or WebP.
struct StillCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "still", abstract: "Render one frame of a scene to a PNG, JPEG or WebP image (the extension decides).")

  @OptionGroup var options: SceneOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Frame index from 0, 'last', or negative from the end (-1 is the last frame).", valueName: "N"))
  var frame: String?

  @Option(help: "Time in seconds; the frame at or after it is drawn.")
  var time: Double?

  @Option(name: [.short, .customLong("output")], help: "Output image: .png, .jpg/.jpeg or .webp.")
  var output: String

  @Option(
    help:
      "Threads drawing a motion-blurred frame's samples, 1…256 (default: the number of cores; the image does not depend on it)."
  )
  var threads: Int?

  func validate() throws {
    if frame != nil && time != nil {
      throw ValidationError("give --frame or --time, not both")
    }
    if let threads, !(1...256).contains(threads) {
      throw ValidationError("--threads \(threads) is out of range; use 1 to 256")
    }
    if let time, !time.isFinite || time < 0 || time > SceneLimits.maxDuration {
      throw ValidationError("--time must be a number of seconds from 0 to \(Int(SceneLimits.maxDuration))")
    }
  }

  func run() throws {
    let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
    let format = StillImageEncoder.Format(path: output)
    guard ext == "png" || format != nil else {
      throw CLIError.unsupportedOutput(path: output, supported: ["png", "jpg", "jpeg", "webp"])
    }
    let composition = try options.load()
    let scene = composition.scene
    try OutputGuard.check(outputs: [.init(label: "the output", path: output)], inputs: options.inputs(of: composition))
    let compiled = composition.compiled
    let index =
      try frame.map { try FrameIndexOption.parse($0, frameCount: compiled.frameCount) }
      ?? time.map { compiled.clock.frame(atOrAfter: $0) } ?? 0
    guard index >= 0 && index < compiled.frameCount else {
      throw CLIError.invalidOption(
        name: "--time", message: "frame \(index) is outside the scene's frames 0...\(compiled.frameCount - 1)")
    }
    let pixels = try composition.image(atFrame: index, threads: threads)
    try SignalWatcher.shared.check()
    if let format {
      if format == .jpeg && scene.canvas.background.alpha < 1 {
        Diagnostics.warn(
          "JPEG has no alpha: transparent areas of the frame become black; use .png or .webp to keep them")
      }
      try StillImageEncoder.write(pixels, to: output, format: format)
    } else {
      try PNGWriter.write(pixels, to: output)
    }
  }
}
