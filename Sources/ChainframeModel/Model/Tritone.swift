/// Maps a layer's brightness onto three colours, as After Effects' Tritone effect and
/// lottie-web draw it: the average of the linear-light red, green and blue (as an sRGB value
/// 0…1) picks a colour on the ramp ``shadows`` (0) → ``midtones`` (0.5) → ``highlights`` (1);
/// alpha is kept. lottie-web ignores the effect's "blend with original", and so does this.
public struct Tritone: Sendable, Hashable {
  /// The colour light pixels map to (alpha ignored). Default white.
  public var highlights: Color
  /// The colour middle greys map to (alpha ignored). Default 50 % grey (`#808080`).
  public var midtones: Color
  /// The colour dark pixels map to (alpha ignored). Default black.
  public var shadows: Color

  /// Creates a tritone.
  public init(
    highlights: Color = .white, midtones: Color = Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255),
    shadows: Color = .black
  ) {
    self.highlights = highlights
    self.midtones = midtones
    self.shadows = shadows
  }
}
