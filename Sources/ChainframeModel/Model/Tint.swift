/// Maps a layer's brightness onto a colour ramp, as After Effects' Tint effect and lottie-web
/// draw it: the average of the linear-light red, green and blue picks a colour between
/// ``black`` and ``white``, mixed with the layer by ``amount``.
public struct Tint: Sendable, Hashable {
  /// The colour dark pixels map to (alpha ignored). Default black.
  public var black: Color
  /// The colour light pixels map to (alpha ignored). Default white.
  public var white: Color
  /// How much of the mapped colour shows, 0…1. Default 1.
  public var amount: Double

  /// Creates a tint.
  public init(black: Color = .black, white: Color = .white, amount: Double = 1) {
    self.black = black
    self.white = white
    self.amount = amount
  }
}
