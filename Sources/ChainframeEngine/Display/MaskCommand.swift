import ChainframeModel

/// A mask at one frame: commands drawn into coverage.
package struct MaskCommand: Sendable, Hashable {
  /// How the mask's pixels become coverage.
  package var mode: Mask.Mode
  /// Mask layers, back to front, in the masked layer's parent space.
  package var commands: [DrawCommand]

  /// Creates a mask command.
  package init(mode: Mask.Mode, commands: [DrawCommand]) {
    self.mode = mode
    self.commands = commands
  }
}
