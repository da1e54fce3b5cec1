import ChainframeCore
import ChainframeEncoding
import ChainframeRender

/// Checks the named values of encoding flags on the command line before any file is read or
/// created, so a misspelt name is a usage error (exit 64) that names its flag and the nearest
/// name, instead of an encoder's complaint about its settings. Numeric ranges (`--crf`,
/// `--max-colors`, `--keyint`, …) are checked by the library with its `RenderLimits`, and the
/// error funnel names their flags.
struct FlagValueCheck {
  /// The flags as given.
  let options: EncodingOptions

  /// Throws ``CLIError/invalidOption(name:message:)`` for the first unknown name.
  func run() throws {
    if let speed = options.encoderPreset, !VideoSettings.presets.contains(speed) {
      throw CLIError.invalidOption(
        name: "--encoder-preset",
        message: "\(UserText.quoted(speed)) is not one of " + VideoSettings.presets.joined(separator: ", ")
          + (DidYouMean.question(for: speed, in: VideoSettings.presets).map { "; " + $0 } ?? ""))
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
