/// A text layer's font: `font: {family, weight, style, size}` in scene files.
///
/// The family must be installed (or declared with ``SceneDocument/fonts(_:)``): a missing
/// family is an error when the scene is checked (`Composition`), never a silent fallback.
public struct Font: Sendable, Hashable {
  /// Font family, for example `DejaVu Sans`.
  public var family: String
  /// Size in pixels, > 0; nil is the default, 32.
  public var size: Double?
  /// Weight 100…900 (400 normal, 700 bold); nil is the default, 400.
  public var weight: Int?
  /// Italic; nil is the default, upright.
  public var italic: Bool?

  /// Creates a font; nil leaves a scene-file default in place.
  public init(_ family: String = "DejaVu Sans", size: Double? = nil, weight: Int? = nil, italic: Bool? = nil) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
  }

  /// The bold (700) weight of this font.
  public var bold: Font {
    var copy = self
    copy.weight = 700
    return copy
  }

  /// The scene-file mapping.
  var sceneText: SceneText {
    var entries: [(SceneKey, SceneText)] = [("family", .string(family))]
    if let weight { entries.append(("weight", .number(Double(weight)))) }
    if let italic { entries.append(("style", .string(italic ? "italic" : "normal"))) }
    if let size { entries.append(("size", .number(size))) }
    return .map(entries)
  }
}
