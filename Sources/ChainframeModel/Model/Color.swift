/// A colour with straight (not premultiplied) alpha, each channel in 0…1.
///
/// Colours interpolate per channel in this straight-alpha sRGB space; the renderer
/// premultiplies when it draws.
public struct Color: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Alpha (coverage), 0…1; 1 is opaque.
  public var alpha: Double

  /// Creates a colour from channels in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent black.
  public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// The four channels in RGBA order, the layout used by keyframe tracks and dumps.
  public var components: [Double] { [red, green, blue, alpha] }

  /// Creates a colour from four RGBA components.
  public init(components c: [Double]) {
    precondition(c.count == 4, "a colour has four components")
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }

  /// `#rrggbbaa`, lower case, for messages and dumps.
  public var description: String {
    func hex(_ v: Double) -> String {
      let byte = CheckedConversion.saturating((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
  }
}
