import ChainframeModel

/// A mask at one frame: commands drawn into coverage.
public struct MaskCommand: Sendable, Hashable {
  /// How the mask's pixels become coverage.
  public var mode: Mask.Mode
  /// Mask layers, back to front, in the masked layer's parent space.
  public var commands: [DrawCommand]

  /// Creates a mask command.
  public init(mode: Mask.Mode, commands: [DrawCommand]) {
    self.mode = mode
    self.commands = commands
  }
}
