/// A value an animation or a key takes: a number, numbers, a colour or other text.
///
/// Literals pick the case: `0.5` and `2` are numbers, `[1, 1]` is a vector, `"#ff0000"` is a
/// colour (or any other scene-file string, such as an easing name).
public struct SceneValue: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByArrayLiteral, ExpressibleByStringLiteral
{
  /// The scene-file value.
  package var text: SceneText

  /// Creates a value from a scene-file value.
  package init(_ text: SceneText) { self.text = text }

  /// A number.
  public init(floatLiteral value: Double) { text = .number(value) }

  /// A whole number.
  public init(integerLiteral value: Int) { text = .number(Double(value)) }

  /// A vector of numbers, for example `[1, 1]` for a scale.
  public init(arrayLiteral elements: Double...) { text = .numbers(elements) }

  /// Text: a colour, an easing name or any other scene-file string.
  public init(stringLiteral value: String) { text = .string(value) }

  /// A number.
  public static func number(_ value: Double) -> SceneValue { SceneValue(.number(value)) }

  /// A vector of numbers.
  public static func vector(_ values: [Double]) -> SceneValue { SceneValue(.numbers(values)) }

  /// A colour.
  public static func color(_ color: SceneColor) -> SceneValue { SceneValue(.string(color.text)) }
}
