import ChainframeModel

/// Annotations of animatable keys from `PropertyTable`: meaning, default, range and an
/// example, so the schema says what the model enforces.
enum SchemaPropertyFacts {
  /// The row named `name` (a property family such as `position`, or `gradient.offset`).
  static func row(_ name: String) -> PropertyDescriptor? {
    (PropertyTable.rows + PropertyTable.gradientStopRows).first { $0.name == name }
  }

  /// The row's range; opacity and gradient offsets are documented as 0…1 (the loader clamps
  /// them there) although the table leaves them open for overshooting animations.
  static func range(of row: PropertyDescriptor) -> ClosedRange<Double>? {
    ["opacity", "gradient.offset"].contains(row.name) ? 0...1 : row.range
  }

  /// `base` annotated with the row's meaning, default, range and an example.
  static func describe(_ row: PropertyDescriptor, _ base: SchemaJSON, extra: String = "") -> SchemaJSON {
    var out = base
    let values = row.defaultValue
    let range = range(of: row)
    let defaultText: String
    switch row.kind {
    case .color:
      let hex = values.map { value -> String in
        let byte = Int((value * 255).rounded(.toNearestOrEven))
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
      out["default"] = .string("#" + hex)
      out["examples"] = ["#2f8cff"]
      defaultText = "\"#\(hex)\""
    case .pair:
      let pair = SchemaJSON.array(values.map(SchemaJSON.number))
      out["default"] = pair
      let shifted = SchemaJSON.array(values.map { .number($0 + 10) })
      out["examples"] = .array([range.map { $0.upperBound > 10 } ?? true ? shifted : pair])
      defaultText = "[" + values.map(SchemaAtoms.text).joined(separator: ", ") + "]"
    case .scalar:
      let value = values.first ?? 0
      out["default"] = .number(value)
      out["examples"] = .array([.number(range.map { min(max(value + 1, $0.lowerBound), $0.upperBound) } ?? value)])
      defaultText = SchemaAtoms.text(value)
    }
    var text = row.meaning.prefix(1).uppercased() + row.meaning.dropFirst()
    if let range {
      text += ". Range \(SchemaAtoms.text(range.lowerBound)) to \(SchemaAtoms.text(range.upperBound))"
      let bounds: SchemaJSON = ["minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)]
      if row.kind == .pair {
        out["items"] = bounds
      } else {
        out = out.merging(["minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)])
      }
    }
    out["description"] = .string(text + ". Default \(defaultText). Animatable." + extra)
    return out
  }
}
