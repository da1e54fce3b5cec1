import ArgumentParser
import ChainframeEncoding

/// Output format and quality flags; each overrides the preset's value.
struct EncodingOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Output format (default: from the output's extension).", valueName: "format"))
  var format: String?

  @Option(help: ArgumentHelp("Encoding preset name (see 'chainframe presets') or preset file.", valueName: "name|file"))
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

  @Option(help: ArgumentHelp("Output size WxH; the scene is scaled to fit, centred.", valueName: "WxH"))
  var size: String?

  @Flag(inversion: .prefixedNo, help: "Keep the alpha channel (default: when the background is transparent and the format has alpha).")
  var alpha: Bool?

  @Option(help: "YUV matrix and tags: bt709 (default) or bt601.")
  var colorMatrix: String?

  @Flag(help: "Pad odd widths/heights by one pixel of background instead of failing (4:2:0 formats).")
  var pad = false

  // GIF
  @Option(help: ArgumentHelp("GIF: render at this frame rate from the animation clock (default: the scene's, at most 50).", valueName: "fps"))
  var gifFps: String?

  @Option(help: ArgumentHelp("GIF/WebP/APNG: output width, height keeps the aspect ratio.", valueName: "width"))
  var scale: Int?

  @Option(help: "GIF: palette size, 2…256.")
  var maxColors: Int?

  @Option(help: "GIF: one palette per clip or per frame.")
  var palette: String?

  @Option(help: "GIF: palette statistics, full or diff.")
  var statsMode: String?

  @Option(help: "GIF: none, bayer, floyd_steinberg or sierra2_4a.")
  var dither: String?

  @Option(help: "GIF: Bayer dither scale 0…5.")
  var bayerScale: Int?

  @Option(help: "GIF/APNG/WebP: loop count; 0 forever, -1 once (GIF).")
  var loop: Int?
}
