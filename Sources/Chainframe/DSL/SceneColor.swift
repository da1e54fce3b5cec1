/// A colour as scene files write it: `"#2f8cff"`, `"rgb(255 128 0)"`, `"white"` ….
///
/// Written as a string literal, it is checked by `ColorParser` (the parser scene files use)
/// when the scene loads, so a bad colour becomes a `SceneDiagnostic` with its key path
/// (`layers[0].fill`), never a crash.
public struct SceneColor: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The colour's text, exactly as written into the scene file.
  public var text: String

  /// Creates a colour from its scene-file text (checked when the scene loads).
  public init(_ text: String) { self.text = text }

  /// Creates a colour from a string literal such as `"#14161c"`.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates a colour from a model colour, written as `#rrggbbaa` (8 bits per channel).
  public init(_ color: Color) { self.init(color.description) }

  /// The parsed colour, or nil when `ColorParser` does not accept the text.
  public var color: Color? { ColorParser.parse(text) }

  /// The colour's text.
  public var description: String { text }
}
