/// Remaps a layer's channels through input and output ranges and a gamma curve, as After
/// Effects' Levels (Individual Controls) and lottie-web draw it: each channel (straight sRGB
/// values, 0…1) goes through its own curve (``red``, ``green``, ``blue``, ``alpha``), then red,
/// green and blue through the ``rgb`` curve.
public struct Levels: Sendable, Hashable {
  /// One channel's curve: values at or below ``inputBlack`` become ``outputBlack``, at or above
  /// ``inputWhite`` become ``outputWhite``, and between them
  /// `outputBlack + (outputWhite − outputBlack) × ((v − inputBlack) / (inputWhite − inputBlack))^(1/gamma)`.
  /// An input white below the input black inverts the curve.
  public struct Curve: Sendable, Hashable {
    /// Input value mapped to the output black, 0…1. Default 0.
    public var inputBlack: Double
    /// Input value mapped to the output white, 0…1. Default 1.
    public var inputWhite: Double
    /// Gamma, 0.01…10; above 1 brightens the middle. Default 1.
    public var gamma: Double
    /// Output value of the darkest input, 0…1. Default 0.
    public var outputBlack: Double
    /// Output value of the lightest input, 0…1. Default 1.
    public var outputWhite: Double

    /// Creates a curve (the defaults leave the channel as it is).
    public init(
      inputBlack: Double = 0, inputWhite: Double = 1, gamma: Double = 1, outputBlack: Double = 0,
      outputWhite: Double = 1
    ) {
      self.inputBlack = inputBlack
      self.inputWhite = inputWhite
      self.gamma = gamma
      self.outputBlack = outputBlack
      self.outputWhite = outputWhite
    }

    /// Whether the curve leaves every value as it is.
    public var isIdentity: Bool {
      inputBlack == 0 && inputWhite == 1 && gamma == 1 && outputBlack == 0 && outputWhite == 1
    }
  }

  /// The curve applied to red, green and blue after their own curves. Default identity.
  public var rgb: Curve
  /// The red channel's curve. Default identity.
  public var red: Curve
  /// The green channel's curve. Default identity.
  public var green: Curve
  /// The blue channel's curve. Default identity.
  public var blue: Curve
  /// The alpha channel's curve. Default identity.
  public var alpha: Curve

  /// Creates levels (the defaults leave the layer as it is).
  public init(
    rgb: Curve = Curve(), red: Curve = Curve(), green: Curve = Curve(), blue: Curve = Curve(), alpha: Curve = Curve()
  ) {
    self.rgb = rgb
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}
