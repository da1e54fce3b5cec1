import ChainframeModel

/// The small schemas every part of the scene schema is made of: numbers that may be `${var}`,
/// pairs, colours, references into `$defs`, enumerations and asset paths.
enum SchemaAtoms {
  /// A `${name}` variable, allowed wherever the loader substitutes one before reading a value.
  static let variable: SchemaJSON = ["type": "string", "pattern": #"^\$\{[A-Za-z_][A-Za-z0-9_]*\}$"#]
  /// A number or a variable.
  static let number = ref("number")
  /// `[x, y]`.
  static let pair = ref("pair")
  /// A colour (see `SchemaPatterns.color`).
  static let color = ref("color")
  /// A list of numbers.
  static let numbers: SchemaJSON = ["type": "array", "items": number]
  /// `[in, out]` or `[in]`: the seconds of a source that are used.
  static let trimRange: SchemaJSON = ["type": "array", "items": number, "minItems": 1, "maxItems": 2]
  /// true or false.
  static let boolean: SchemaJSON = ["type": "boolean"]
  /// Any string.
  static let string: SchemaJSON = ["type": "string"]
  /// A number, or `[sx, sy]`.
  static let scale: SchemaJSON = ["oneOf": [number, pair]]
  /// A list of layers.
  static let layers: SchemaJSON = ["type": "array", "items": ref("layer")]
  /// A list of animations.
  static let animations: SchemaJSON = ["type": "array", "items": ref("animation")]
  /// How an image, an SVG or a video fits its size.
  static let fit = enumeration(["fill", "contain", "cover"])

  /// `{"$ref": "#/$defs/<name>"}`.
  static func ref(_ name: String) -> SchemaJSON { ["$ref": .string("#/$defs/\(name)")] }

  /// One of `values`.
  static func enumeration(_ values: [String]) -> SchemaJSON { ["enum": .array(values.map(SchemaJSON.string))] }

  /// Paths must stay in the scene's folder (the loader refuses absolute paths and `..`).
  static let inside = #"^(?!/)(?!(.*/)?\.\.(/|$))"#

  /// A file path relative to the scene's folder; with `extensions`, one of those (either
  /// case) or a name without a dot (a name from `assets.images`).
  static func asset(_ extensions: [String], _ what: String) -> SchemaJSON {
    var description = "\(what): a path relative to the scene's folder (no leading /, no ..)"
    var pattern = inside + ".+$"
    if !extensions.isEmpty {
      description +=
        " ending in " + extensions.map { "." + $0 }.joined(separator: ", ") + ", or a name from assets.images"
      pattern =
        inside + "([^.]*|.*\\.(" + (extensions + extensions.map { $0.uppercased() }).joined(separator: "|") + "))$"
    }
    return ["type": "string", "description": .string(description), "pattern": .string(pattern)]
  }

  /// `v` as the schema's texts write numbers (1, 0.5, 86400).
  static func text(_ v: Double) -> String { NumberFormat.json(v) }
}
