import ChainframeCore

/// A ``RenderOptions`` value that cannot be used; names the option, not a command-line flag.
public struct RenderOptionError: CategorizedError, Sendable {
  /// Which option.
  public enum Option: String, Sendable, CaseIterable {
    /// ``RenderOptions/format``.
    case format
    /// ``RenderOptions/preset``.
    case preset
    /// ``RenderOptions/size``.
    case size
    /// ``RenderOptions/scaleWidth``.
    case scaleWidth
    /// ``RenderOptions/alpha``.
    case alpha
    /// ``RenderOptions/gifFrameRate``.
    case gifFrameRate
    /// ``RenderOptions/frames``.
    case frames
    /// ``RenderOptions/threads``.
    case threads
    /// The output path.
    case output
    /// ``RenderOptions/bitrate``.
    case bitrate
    /// ``RenderOptions/segmentSeconds``.
    case segmentSeconds
    /// A chunk of a distributed render (`--chunk`, `--chunks`).
    case chunk
    /// ``RenderOptions/gifBudget`` with ``GIFBudget/maxBytes(_:)``.
    case maxBytes
    /// ``RenderOptions/gifBudget`` with ``GIFBudget/targetSSIM(_:)``.
    case targetSSIM
    /// ``RenderOptions/keyframeInterval``.
    case keyframeInterval
    /// ``RenderOptions/loop``.
    case loop
    /// ``RenderOptions/crf``.
    case crf
    /// ``RenderOptions/maxColors``.
    case maxColors
    /// ``RenderOptions/bayerScale``.
    case bayerScale
  }

  /// The option at fault.
  public let option: Option
  /// What is wrong and how to fix it.
  public let message: String

  /// Creates an error for `option`.
  public init(_ option: Option, _ message: String) {
    self.option = option
    self.message = message
  }

  /// `option: message`.
  public var description: String { "\(option.rawValue): \(message)" }
  /// Always a usage error: the request, not the scene, is wrong.
  public var category: ErrorCategory { .usage }
}
