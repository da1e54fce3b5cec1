import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// Everything a render decided before the first frame: which format, size, clock and encoder
/// settings, merged from the scene, the preset and the options (options win).
package struct RenderPlan {
  package var scene: Scene
  package var settings: VideoSettings
  package var outputWidth: Int
  package var outputHeight: Int
  package var fit: FrameRenderer.Fit
  package var gifScaleWidth: Int?
  package var warnings: [String] = []

  package init(scene original: Scene, output: String, options o: RenderOptions) throws {
    let preset = try o.preset.map { try EncodingPreset.named($0) }
    var scene = original
    // Format: option, preset, extension.
    let format: OutputFormat
    if let f = o.format ?? preset?.format {
      format = f
    } else if let f = OutputFormat.guess(path: output) {
      format = f
    } else {
      throw RenderOptionError(
        .output,
        "cannot tell the output format of \(UserText.quoted(output)); use one of these extensions: "
          + ["mp4", "mov", "webm", "gif", "apng", "webp", "png", "y4m", "raw"].map { "." + $0 }.joined(separator: ", "))
    }
    let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
    if o.format != nil || preset?.format != nil, output != "-", OutputFormat.guess(path: output) != nil,
      !format.extensions.contains(ext)
    {
      throw RenderOptionError(
        o.format != nil ? .format : .preset,
        "\(format.rawValue) contradicts the output's extension '.\(UserText.escaped(ext, limit: 16))'; "
          + "name the file .\(format.extensions[0]) or drop the format")
    }
    if output == "-" && !format.canStream {
      throw RenderOptionError(.output, "only y4m and raw can go to stdout; choose the y4m format")
    }
    // Frame rate (GIF delays are centiseconds: above 50 fps browsers slow GIFs down).
    if let fps = o.gifFrameRate ?? preset?.fps {
      guard fps.isUsableFrameRate else {
        throw RenderOptionError(
          .gifFrameRate, "'\(fps)' is not a frame rate from \(SceneLimits.minFrameRate) to \(SceneLimits.maxFrameRate)")
      }
      scene.canvas.fps = fps
    } else if format == .gif && scene.canvas.fps.doubleValue > 50 {
      scene.canvas.fps = Rational(50)
      warnings.append(
        "GIF frame delays are centiseconds and browsers slow GIFs above 50 fps; rendering at 50 fps (set the GIF frame rate to choose)"
      )
    }
    if format == .gif && scene.canvas.fps.doubleValue > 50 {
      warnings.append("GIF at \(scene.canvas.fps) fps: browsers play GIFs above 50 fps slower than intended")
    }
    // Size.
    var width = scene.canvas.width
    var height = scene.canvas.height
    var fit = FrameRenderer.Fit.contain
    if let size = o.size {
      guard size.width > 0, size.height > 0 else {
        throw RenderOptionError(.size, "\(size) is not a size; both sides must be at least 1 pixel")
      }
      (width, height) = (size.width, size.height)
    } else if let size = preset?.size {
      (width, height) = size
    }
    if o.pad {
      let even = format == .prores422hq ? (true, false) : (true, true)
      if even.0 && width % 2 != 0 {
        width += 1
        fit = .topLeft
      }
      if even.1 && height % 2 != 0 {
        height += 1
        fit = .topLeft
      }
    }
    let transparent = scene.canvas.background.alpha < 1
    let alpha = o.alpha ?? preset?.alpha ?? (transparent && format.supportsAlpha)
    if alpha && !format.supportsAlpha {
      throw RenderOptionError(
        .alpha, "\(format.rawValue) cannot carry alpha; use webm, prores4444, gif, apng, webp or png-sequence")
    }
    if transparent && !alpha {
      warnings.append(
        "the background is transparent but \(format.rawValue) output has no alpha; transparent areas become black")
    }
    var gif = preset?.gif ?? GIFOptions()
    if let v = o.maxColors { gif.maxColors = v }
    if let v = o.bayerScale { gif.bayerScale = v }
    if let v = o.loop { gif.loop = v }
    guard RenderLimits.loop.contains(gif.loop) else {
      throw RenderOptionError(
        .loop,
        "\(gif.loop) is out of range; use -1 (play once), 0 (forever) or up to \(RenderLimits.loop.upperBound) repeats")
    }
    for (option, value, range) in [
      (RenderOptionError.Option.maxColors, gif.maxColors, RenderLimits.maxColors),
      (.bayerScale, gif.bayerScale, RenderLimits.bayerScale),
    ] where !range.contains(value) {
      throw RenderOptionError(option, "\(value) is out of range; use \(range.lowerBound) to \(range.upperBound)")
    }
    if let crf = o.crf ?? preset?.crf, let range = RenderLimits.quality(of: format), !range.contains(crf) {
      throw RenderOptionError(
        .crf, "\(crf) is out of range for \(format.rawValue); use \(range.lowerBound) to \(range.upperBound)")
    }
    if let v = o.keyframeInterval ?? preset?.keyint, !RenderLimits.keyframeInterval.contains(v) {
      throw RenderOptionError(
        .keyframeInterval,
        "\(v) is out of range; use \(RenderLimits.keyframeInterval.lowerBound) to "
          + "\(RenderLimits.keyframeInterval.upperBound) frames")
    }
    if let v = o.paletteMode { gif.paletteMode = v }
    if let v = o.statsMode { gif.statsMode = v }
    if let v = o.dither { gif.dither = v }
    if let v = o.gifMatte { gif.matte = v }
    gif.transparency = alpha && format == .gif
    if gif.transparency, gif.matte != .none {
      warnings.append(
        "GIF transparency is on or off per pixel: partly transparent pixels (soft edges, fades, shadows) are "
          + "composited onto the matte \(gif.matte.text) (--gif-matte); show the GIF over that colour, or use "
          + "webm, apng, webp or png for smooth transparency")
    } else if gif.transparency {
      warnings.append(
        "GIF transparency is on or off per pixel: partly transparent pixels (soft edges, fades, shadows) become "
          + "fully opaque or fully transparent; use webm, apng, webp or png for smooth transparency")
    }
    if let bitrate = o.bitrate, bitrate <= 0 {
      throw RenderOptionError(.bitrate, "\(bitrate) is not a bitrate; give bits per second, more than 0")
    }
    let matrix = o.colorMatrix ?? preset?.colorMatrix ?? .bt709
    settings = VideoSettings(
      width: width, height: height, fps: scene.canvas.fps, format: format, crf: o.crf ?? preset?.crf,
      preset: o.encoderPreset ?? preset?.encoderPreset ?? "veryfast", tune: o.tune ?? preset?.tune,
      profile: o.profile ?? preset?.profile, bitrate: o.bitrate ?? preset?.bitrate,
      keyframeInterval: o.keyframeInterval ?? preset?.keyint, alpha: alpha, colorMatrix: matrix, gif: gif)
    let segmentSeconds = o.segmentSeconds ?? preset?.segmentSeconds ?? OutputFormat.defaultSegmentSeconds
    guard segmentSeconds.isFinite, (0...3600).contains(segmentSeconds) else {
      throw RenderOptionError(.segmentSeconds, "\(segmentSeconds) is out of range; use 0 (off) or up to 3600 seconds")
    }
    if segmentSeconds > 0 && format.segmentRefusal == nil {
      settings.segmentFrames = max(1, Int((segmentSeconds * scene.canvas.fps.doubleValue).rounded()))
    }
    self.scene = scene
    outputWidth = width
    outputHeight = height
    self.fit = fit
    gifScaleWidth = o.scaleWidth ?? preset?.width
    if let w = gifScaleWidth, !(1...format.maxDimension).contains(w) {
      throw RenderOptionError(.scaleWidth, "width \(w) is out of range; use 1 to \(format.maxDimension)")
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
      // A size asked for in the options is a usage error; the scene's own canvas is data.
      if o.size != nil || o.scaleWidth != nil {
        throw RenderOptionError(o.size != nil ? .size : .scaleWidth, problem + "; choose a smaller size")
      }
      throw EncodingError.invalidSettings(
        "the canvas " + problem + "; make the canvas smaller or render at a smaller size")
    }
  }
}
