import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

extension ClusterJobs {
  /// Checks, when the job files are written rather than on the workers, that the chunks'
  /// format can be rendered in chunks and that the final file `video` can hold it; returns
  /// `flags` with `--format` added when only `video`'s extension names the format (the chunks
  /// write to a folder, so they cannot tell it from their own output).
  ///
  /// The format is `--format` in `flags`, else the format of a `--preset` there, else
  /// `video`'s extension, else mp4. Throws ``DistributedError/cannotChunk(format:reason:)``
  /// with the reason, or ``DistributedError/outputMismatch(output:format:)``.
  package static func checkedFlags(_ flags: [String], video: String) throws -> [String] {
    func value(of name: String) -> String? {
      for (i, word) in flags.enumerated() {
        if word == name, i + 1 < flags.count { return flags[i + 1] }
        if word.hasPrefix(name + "=") { return String(word.dropFirst(name.count + 1)) }
      }
      return nil
    }
    var given: OutputFormat?
    if let text = value(of: "--format") {
      guard let format = OutputFormat(rawValue: text) else {
        throw RenderOptionError(.format, "unknown format \(UserText.quoted(text)) in the render flags")
      }
      given = format
    } else if let name = value(of: "--preset") {
      given = try EncodingPreset.named(name).format
    }
    let implied = OutputFormat.guess(path: video)
    let format = given ?? implied ?? .mp4
    _ = try ChunkRoute.of(format)
    // As `plan` and `render --chunk` refuse it, before any job file is written.
    for budget in ["--max-bytes", "--target-ssim"] where value(of: budget) != nil || flags.contains(budget) {
      throw DistributedError.cannotChunk(
        format: format.rawValue,
        reason: "\(budget) searches over every frame of the GIF; render it on one machine")
    }
    if let implied, implied != format,
      !format.extensions.contains(URL(fileURLWithPath: video).pathExtension.lowercased())
    {
      throw DistributedError.outputMismatch(output: video, format: format.rawValue)
    }
    if format == .pngSequence, FramePattern(URL(fileURLWithPath: video).lastPathComponent) == nil {
      throw RenderOptionError(
        .output, "a PNG sequence is joined into a numbered pattern; give --video such as 'frames/%05d.png'")
    }
    return given == nil && format != .mp4 ? flags + ["--format", format.rawValue] : flags
  }
}
