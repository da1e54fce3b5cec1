import ArgumentParser
import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

/// Output format and quality flags; each overrides the preset's value.
struct EncodingOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("Output format (default: from the output's extension).", valueName: "format"),
    completion: .list(OutputFormat.allCases.map(\.rawValue)))
  var format: String?

  @Option(
    help: ArgumentHelp("Encoding preset name (see 'chainframe presets') or preset file.", valueName: "name|file"),
    completion: .custom { _, _, _ in EncodingPreset.names() })
  var preset: String?

  @Option(help: "Quality: x264/x265 crf 0…51, VP9/AV1 0…63, WebP 0…100.")
  var crf: Int?

  @Option(help: ArgumentHelp("x264/x265 speed preset: ultrafast … veryslow (default veryfast).", valueName: "speed"))
  var encoderPreset: String?

  @Option(help: "x264/x265 tune, for example animation or film.")
  var tune: String?

  @Option(help: "H.264/H.265 profile, for example high or main.")
  var profile: String?

  @Option(help: "Target bitrate instead of constant quality, for example 5M or 800k.")
  var bitrate: String?

  @Option(help: ArgumentHelp("Frames between keyframes.", valueName: "frames"))
  var keyint: Int?

  @Option(
    help: ArgumentHelp(
      "Seconds per independently encoded segment (mp4, mov, hevc, webm, prores); 0 for one encoder "
        + "over the whole video (default 2).", valueName: "seconds"))
  var segmentSeconds: Double?

  @Flag(help: "Leave the captions' soft subtitle track (mov_text) out of MP4/MOV outputs; they stay burned in.")
  var noSubtitleTrack = false

  @Option(help: ArgumentHelp("Output size WxH; the scene is scaled to fit, centred.", valueName: "WxH"))
  var size: String?

  @Flag(
    inversion: .prefixedNo,
    help: "Keep the alpha channel (default: when the background is transparent and the format has alpha).")
  var alpha: Bool?

  @Option(help: "YUV matrix and tags: bt709 (default) or bt601.")
  var colorMatrix: String?

  @Flag(help: "Pad odd widths/heights by one pixel of background instead of failing (4:2:0 formats).")
  var pad = false

  // GIF
  @Option(
    help: ArgumentHelp(
      "GIF: render at this frame rate from the animation clock (default: the scene's, at most 50).", valueName: "fps"))
  var gifFps: String?

  @Option(help: ArgumentHelp("GIF/WebP/APNG: output width, height keeps the aspect ratio.", valueName: "width"))
  var scale: Int?

  @Option(help: "GIF: palette size, 2…256.")
  var maxColors: Int?

  @Option(help: "GIF: palette auto (per clip unless it bands, default), clip or frame.")
  var palette: String?

  @Option(help: "GIF: palette statistics, full or diff.")
  var statsMode: String?

  @Option(help: "GIF: none, bayer, floyd_steinberg or sierra2_4a.")
  var dither: String?

  @Option(help: "GIF: Bayer dither scale 0…5.")
  var bayerScale: Int?

  @Option(help: "GIF/APNG/WebP: loop count; 0 forever, -1 once (GIF).")
  var loop: Int?

  @Option(
    help: ArgumentHelp(
      "GIF: best-SSIM GIF under this size (bytes, kB/MB 1000-based, KiB/MiB); searches fps, scale, colours, dither.",
      valueName: "size"))
  var maxBytes: String?

  @Option(
    help: ArgumentHelp("GIF: smallest GIF reaching this SSIM (0…1); searches like --max-bytes.", valueName: "ssim"))
  var targetSsim: Double?

  @Option(
    help: ArgumentHelp(
      "Transparent GIF: composite partly transparent pixels onto this colour (default #ffffff), or none.",
      valueName: "colour"))
  var gifMatte: String?

  /// The flags as library options; unparseable values and unknown names are usage errors
  /// naming the flag.
  func renderOptions() throws -> RenderOptions {
    try FlagValueCheck(options: self).run()
    var o = RenderOptions()
    if let text = format {
      guard let f = OutputFormat(rawValue: text) else {
        throw CLIError.invalidOption(
          name: "--format",
          message: "unknown format \(UserText.quoted(text)); "
            + DidYouMean.hint(for: text, in: OutputFormat.allCases.map(\.rawValue)))
      }
      o.format = f
    }
    o.preset = preset
    o.crf = crf
    o.encoderPreset = encoderPreset
    o.tune = tune
    o.profile = profile
    if let text = bitrate {
      guard let v = BitrateParser.parse(text) else {
        throw CLIError.invalidOption(
          name: "--bitrate", message: "\(UserText.quoted(text)) is not a bitrate; write 5M, 800k or 1500000")
      }
      o.bitrate = v
    }
    o.keyframeInterval = keyint
    o.segmentSeconds = segmentSeconds
    o.subtitleTrack = !noSubtitleTrack
    if let text = size {
      let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
      guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0 else {
        throw CLIError.invalidOption(
          name: "--size", message: "\(UserText.quoted(text)) is not a size; write WIDTHxHEIGHT, for example 1080x1920")
      }
      o.size = PixelSize(width: w, height: h)
    }
    o.scaleWidth = scale
    o.alpha = alpha
    if let v = colorMatrix { o.colorMatrix = try Self.choice(v, "--color-matrix") }
    o.pad = pad
    if let text = gifFps {
      guard let fps = Rational(parsing: text) else {
        throw CLIError.invalidOption(
          name: "--gif-fps",
          message:
            "\(UserText.quoted(text)) is not a frame rate from \(SceneLimits.minFrameRate) to \(SceneLimits.maxFrameRate)"
        )
      }
      o.gifFrameRate = fps
    }
    o.maxColors = maxColors
    if let v = palette { o.paletteMode = try Self.choice(v, "--palette") }
    if let v = statsMode { o.statsMode = try Self.choice(v, "--stats-mode") }
    if let v = dither { o.dither = try Self.choice(v, "--dither") }
    o.bayerScale = bayerScale
    o.loop = loop
    if let text = maxBytes {
      guard let bytes = GIFBudget.parseBytes(text) else {
        throw CLIError.invalidOption(
          name: "--max-bytes", message: "\(UserText.quoted(text)) is not a size; write 2MB, 500kB, 1.5MiB or 2000000")
      }
      o.gifBudget = .maxBytes(bytes)
    }
    if let v = targetSsim {
      guard maxBytes == nil else {
        throw CLIError.invalidOption(name: "--target-ssim", message: "give --max-bytes or --target-ssim, not both")
      }
      guard v > 0 && v <= 1 else {
        throw CLIError.invalidOption(
          name: "--target-ssim", message: "\(v) is not an SSIM; give a value above 0, at most 1")
      }
      o.gifBudget = .targetSSIM(v)
    }
    if let text = gifMatte {
      guard let m = GIFMatte(parsing: text) else {
        throw CLIError.invalidOption(
          name: "--gif-matte", message: "\(UserText.quoted(text)) is not a colour; write #ffffff, white or none")
      }
      o.gifMatte = m
    }
    return o
  }

  static func choice<E: RawRepresentable & CaseIterable>(_ text: String, _ name: String) throws -> E
  where E.RawValue == String {
    guard let v = E(rawValue: text) else {
      throw CLIError.invalidOption(
        name: name,
        message: "\(UserText.quoted(text)) is not one of " + E.allCases.map(\.rawValue).joined(separator: ", ")
          + (DidYouMean.question(for: text, in: E.allCases.map(\.rawValue)).map { "; " + $0 } ?? ""))
    }
    return v
  }
}
