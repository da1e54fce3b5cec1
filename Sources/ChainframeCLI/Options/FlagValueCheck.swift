import ChainframeCore
import ChainframeEncoding
import ChainframeRender

/// Checks the values of encoding flags on the command line, before any file is read or
/// created, so a bad value is a usage error (exit 64) that names its flag and what it allows
/// instead of an encoder's complaint about its settings.
struct FlagValueCheck {
  /// A whole-number flag and the values it allows.
  struct Bound {
    let flag: String
    let value: Int?
    let range: ClosedRange<Int>
    /// What the numbers are, for the message ("x264 crf", "colours").
    let unit: String
  }

  /// The flags as given.
  let options: EncodingOptions
  /// The output path when the command has one (its extension may give the format).
  let output: String?

  /// The format the render will write, when the flags or the output tell it: `--format`, the
  /// preset's, then the output's extension.
  var format: OutputFormat? {
    if let text = options.format, let format = OutputFormat(rawValue: text) { return format }
    if let name = options.preset, let format = try? EncodingPreset.named(name).format { return format }
    return output.flatMap { OutputFormat.guess(path: $0) }
  }

  /// `--crf`'s range for `format` and what it is called; nil when the format ignores it.
  static func crfRange(for format: OutputFormat?) -> (range: ClosedRange<Int>, unit: String)? {
    switch format {
    case .mp4, .mov: return (0...51, "x264 crf")
    case .hevc: return (0...51, "x265 crf")
    case .webm: return (0...63, "VP9 crf")
    case .av1: return (0...63, "AV1 crf")
    case .webp: return (0...100, "WebP quality")
    // Unknown yet: the widest range any format takes; the encoder checks the rest.
    case nil: return (0...100, "crf/quality")
    default: return nil
    }
  }

  /// The numeric flags and their ranges (table-driven; one row per flag).
  var bounds: [Bound] {
    var rows = [
      Bound(flag: "--max-colors", value: options.maxColors, range: 2...256, unit: "GIF palette colours"),
      Bound(flag: "--bayer-scale", value: options.bayerScale, range: 0...5, unit: "Bayer dither scale"),
      Bound(
        flag: "--keyint", value: options.keyint, range: RenderLimits.keyframeInterval,
        unit: "frames between keyframes"),
      Bound(flag: "--loop", value: options.loop, range: RenderLimits.loop, unit: "-1 once, 0 forever, else repeats"),
    ]
    if let crf = Self.crfRange(for: format) {
      rows.append(Bound(flag: "--crf", value: options.crf, range: crf.range, unit: crf.unit))
    }
    return rows
  }

  /// Throws ``CLIError/invalidOption(name:message:)`` for the first bad value.
  func run() throws {
    for bound in bounds {
      guard let value = bound.value, !bound.range.contains(value) else { continue }
      let format = self.format.map { " for \($0.rawValue)" } ?? ""
      throw CLIError.invalidOption(
        name: bound.flag,
        message: "\(value) is out of range\(format); use \(bound.range.lowerBound) to \(bound.range.upperBound) "
          + "(\(bound.unit))")
    }
    if let speed = options.encoderPreset, !VideoSettings.presets.contains(speed) {
      throw CLIError.invalidOption(
        name: "--encoder-preset",
        message: "\(UserText.quoted(speed)) is not an x264/x265 speed; "
          + DidYouMean.hint(for: speed, in: VideoSettings.presets))
    }
    if let name = options.preset, !name.hasSuffix(".yaml"), !name.contains("/") {
      let names = EncodingPreset.names()
      if !names.contains(name) {
        throw CLIError.invalidOption(
          name: "--preset",
          message: "unknown preset \(UserText.quoted(name)); "
            + (DidYouMean.question(for: name, in: names) ?? "'chainframe presets' lists them"))
      }
    }
  }
}
