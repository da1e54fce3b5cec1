import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// Everything a render decided before the first frame: which format, size, clock and encoder
/// settings, merged from the scene, the preset and the flags (flags win).
struct RenderPlan {
  var scene: Scene
  var settings: VideoSettings
  var outputWidth: Int
  var outputHeight: Int
  var fit: FrameRenderer.Fit
  var gifScaleWidth: Int?
  var warnings: [String] = []

  init(scene original: Scene, output: String, options o: EncodingOptions) throws {
    let preset = try o.preset.map { try EncodingPreset.named($0) }
    var scene = original
    // Format: flag, preset, extension.
    let format: OutputFormat
    if let text = o.format {
      guard let f = OutputFormat(rawValue: text) else {
        throw CLIError.invalidOption(name: "--format", message: "unknown format '\(text)'; " + Suggestion.hint(for: text, in: OutputFormat.allCases.map(\.rawValue), noun: "formats"))
      }
      format = f
    } else if let f = preset?.format {
      format = f
    } else if let f = OutputFormat.guess(path: output) {
      format = f
    } else {
      throw CLIError.unsupportedOutput(path: output, supported: ["mp4", "mov", "webm", "gif", "apng", "webp", "png", "y4m", "raw"])
    }
    let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
    if o.format != nil || preset?.format != nil, output != "-", OutputFormat.guess(path: output) != nil,
      !format.extensions.contains(ext)
    {
      throw CLIError.invalidOption(
        name: o.format != nil ? "--format" : "--preset",
        message: "\(format.rawValue) contradicts the output's extension '.\(UserText.escaped(ext, limit: 16))'; "
          + "name the file .\(format.extensions[0]) or drop the format")
    }
    if output == "-" && !format.canStream {
      throw CLIError.invalidOption(name: "--output", message: "only y4m and raw can go to stdout; add --format y4m")
    }
    // Frame rate (GIF delays are centiseconds: above 50 fps browsers slow GIFs down).
    if let text = o.gifFps ?? preset?.fps.map({ "\($0)" }) {
      guard let fps = Rational(parsing: text), fps.doubleValue >= 1, fps.doubleValue <= 240 else {
        throw CLIError.invalidOption(name: "--gif-fps", message: "'\(text)' is not a frame rate from 1 to 240")
      }
      scene.canvas.fps = fps
    } else if format == .gif && scene.canvas.fps.doubleValue > 50 {
      scene.canvas.fps = Rational(50)
      warnings.append("GIF frame delays are centiseconds and browsers slow GIFs above 50 fps; rendering at 50 fps (set --gif-fps to choose)")
    }
    if format == .gif && scene.canvas.fps.doubleValue > 50 {
      warnings.append("GIF at \(scene.canvas.fps) fps: browsers play GIFs above 50 fps slower than intended")
    }
    // Size.
    var width = scene.canvas.width
    var height = scene.canvas.height
    var fit = FrameRenderer.Fit.contain
    if let text = o.size {
      let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
      guard parts.count == 2, parts[0] > 0, parts[1] > 0, parts[0] <= 16384, parts[1] <= 16384 else {
        throw CLIError.invalidOption(name: "--size", message: "'\(text)' is not a size; write WIDTHxHEIGHT, for example 1080x1920")
      }
      (width, height) = (parts[0], parts[1])
    } else if let size = preset?.size {
      (width, height) = size
    }
    if o.pad {
      let even = format == .prores422hq ? (true, false) : (true, true)
      if even.0 && width % 2 != 0 { width += 1; fit = .topLeft }
      if even.1 && height % 2 != 0 { height += 1; fit = .topLeft }
    }
    let transparent = scene.canvas.background.alpha < 1
    let alpha = o.alpha ?? preset?.alpha ?? (transparent && format.supportsAlpha)
    if alpha && !format.supportsAlpha {
      throw CLIError.invalidOption(name: "--alpha", message: "\(format.rawValue) cannot carry alpha; use webm, prores4444, gif, apng, webp or png-sequence")
    }
    if transparent && !alpha {
      warnings.append("the background is transparent but \(format.rawValue) output has no alpha; transparent areas become black")
    }
    var gif = preset?.gif ?? GIFOptions()
    if let v = o.maxColors { gif.maxColors = v }
    if let v = o.bayerScale { gif.bayerScale = v }
    if let v = o.loop { gif.loop = v }
    if let v = o.palette { gif.paletteMode = try Self.choice(v, "--palette") }
    if let v = o.statsMode { gif.statsMode = try Self.choice(v, "--stats-mode") }
    if let v = o.dither { gif.dither = try Self.choice(v, "--dither") }
    gif.transparency = alpha && format == .gif
    if gif.transparency {
      warnings.append(
        "GIF transparency is on or off per pixel: partly transparent pixels (soft edges, fades, shadows) become "
          + "fully opaque or fully transparent; use webm, apng, webp or png for smooth transparency")
    }
    let matrix: ColorMatrix = try o.colorMatrix.map { try Self.choice($0, "--color-matrix") } ?? preset?.colorMatrix ?? .bt709
    settings = VideoSettings(
      width: width, height: height, fps: scene.canvas.fps, format: format, crf: o.crf ?? preset?.crf,
      preset: o.encoderPreset ?? preset?.encoderPreset ?? "veryfast", tune: o.tune ?? preset?.tune,
      profile: o.profile ?? preset?.profile, bitrate: try o.bitrate.map(BitrateParser.parse) ?? preset?.bitrate,
      keyframeInterval: o.keyint ?? preset?.keyint, alpha: alpha, colorMatrix: matrix, gif: gif)
    self.scene = scene
    outputWidth = width
    outputHeight = height
    self.fit = fit
    gifScaleWidth = o.scale ?? preset?.width
    if let w = gifScaleWidth, !(1...format.maxDimension).contains(w) {
      throw CLIError.invalidOption(name: "--scale", message: "width \(w) is out of range; use 1 to \(format.maxDimension)")
    }
    if let w = gifScaleWidth, format != .gif {
      // Other formats scale by rendering at the smaller size (crisper than resampling).
      outputWidth = w
      outputHeight = max(1, Int((Double(height) * Double(w) / Double(width)).rounded()))
      settings.width = outputWidth
      settings.height = outputHeight
      gifScaleWidth = nil
    }
    let checked = gifScaleWidth.map { w in (w, max(1, Int((Double(height) * Double(w) / Double(width)).rounded()))) }
    let (finalWidth, finalHeight) = checked ?? (outputWidth, outputHeight)
    if let problem = format.sizeProblem(width: max(outputWidth, finalWidth), height: max(outputHeight, finalHeight)) {
      // A size asked for on the command line is a usage error; the scene's own canvas is data.
      if o.size != nil || o.scale != nil {
        throw CLIError.invalidOption(name: o.size != nil ? "--size" : "--scale", message: problem + "; choose a smaller size")
      }
      throw EncodingError.invalidSettings("the canvas " + problem + "; make the canvas smaller or render with --size")
    }
  }

  static func choice<E: RawRepresentable & CaseIterable>(_ text: String, _ name: String) throws -> E where E.RawValue == String {
    guard let v = E(rawValue: text) else {
      throw CLIError.invalidOption(name: name, message: "'\(text)' is not valid; " + Suggestion.hint(for: text, in: E.allCases.map(\.rawValue), noun: "values"))
    }
    return v
  }
}
