/// A mask on a layer: other layers whose alpha or luminance decides where the layer shows.
///
/// Mask layers live in the masked layer's parent coordinate space and animate on their own,
/// so a mask can wipe across a still layer.
public struct Mask: Sendable {
  /// How the mask's pixels become coverage.
  public var mode: Mode
  /// The layers drawn into the mask, back to front.
  public var layers: [Layer]

  /// How mask pixels become coverage.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// The mask's alpha.
    case alpha
    /// The mask's luminance (BT.709 weights) times its alpha.
    case luma
    /// One minus the mask's alpha.
    case alphaInverted = "alpha-inverted"
    /// One minus the mask's luminance.
    case lumaInverted = "luma-inverted"
  }

  /// Creates a mask.
  public init(mode: Mode, layers: [Layer]) {
    self.mode = mode
    self.layers = layers
  }
}
