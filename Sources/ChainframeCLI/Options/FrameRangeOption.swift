import ChainframeCore
import Foundation

/// Parses `--frames A..B` against a scene's frame count.
enum FrameRangeOption {
  static func parse(_ text: String, frameCount: Int) throws -> ClosedRange<Int> {
    let parts = text.components(separatedBy: "..")
    guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else {
      throw CLIError.invalidOption(
        name: "--frames", message: "\(UserText.quoted(text)) is not a range; write A..B, for example 0..59")
    }
    guard a >= 0, a <= b, b < frameCount else {
      throw CLIError.invalidOption(
        name: "--frames", message: "\(a)..\(b) is outside the scene's frames 0..\(frameCount - 1)")
    }
    return a...b
  }
}
