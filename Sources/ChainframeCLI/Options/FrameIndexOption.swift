import ChainframeCore
import Foundation

/// Parses `--frame N`: a frame index from 0, `last`, or a negative index counted from the end
/// (`-1` is the last frame, `-2` the one before).
enum FrameIndexOption {
  /// The frame index `text` names in a scene of `frameCount` frames, or a usage error.
  static func parse(_ text: String, frameCount: Int) throws -> Int {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let index: Int
    if trimmed.lowercased() == "last" {
      index = frameCount - 1
    } else if let n = Int(trimmed) {
      index = n < 0 ? frameCount + n : n
    } else {
      throw CLIError.invalidOption(
        name: "--frame",
        message: "\(UserText.quoted(text)) is not a frame; write a number from 0, 'last', or -1 for the last frame")
    }
    guard index >= 0 && index < frameCount else {
      throw CLIError.invalidOption(
        name: "--frame",
        message:
          "frame \(text) is outside the scene's frames 0...\(frameCount - 1) (or -\(frameCount)...-1 from the end)")
    }
    return index
  }
}
