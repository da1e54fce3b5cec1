import ChainframeModel

/// A JSON value as the generated scene schema is built from: written as Swift literals that
/// read like the schema itself, rendered with sorted keys so the file is byte-stable (object
/// members are never written in a dictionary's order).
package indirect enum SchemaJSON: Equatable, Sendable {
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([SchemaJSON])
  case object([String: SchemaJSON])

  /// The member `key` of an object (nil for other values); setting it on a non-object does
  /// nothing, so builders can annotate optional branches without checking their kind.
  package subscript(key: String) -> SchemaJSON? {
    get {
      guard case .object(let members) = self else { return nil }
      return members[key]
    }
    set {
      guard case .object(var members) = self else { return }
      members[key] = newValue
      self = .object(members)
    }
  }

  /// This object with `extra`'s members added (they win), as Python's `{**a, **b}`.
  package func merging(_ extra: [String: SchemaJSON]) -> SchemaJSON {
    guard case .object(let members) = self else { return self }
    return .object(members.merging(extra) { _, new in new })
  }

  /// The elements of an array (empty for other values).
  package var elements: [SchemaJSON] {
    if case .array(let items) = self { return items }
    return []
  }

  /// The text of a string value.
  package var text: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// JSON text indented by two spaces per level, keys sorted, ending without a newline.
  package func rendered() -> String {
    var out = ""
    render(into: &out, indent: "")
    return out
  }

  private func render(into out: inout String, indent: String) {
    switch self {
    case .bool(let b): out += b ? "true" : "false"
    case .number(let v): out += NumberFormat.json(v)
    case .string(let s): out += JSONText.quote(s)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      let inner = indent + "  "
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += inner
        item.render(into: &out, indent: inner)
        out += i == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      let inner = indent + "  "
      let keys = members.keys.sorted()
      out += "{\n"
      for (i, key) in keys.enumerated() {
        out += inner + JSONText.quote(key) + ": "
        members[key]?.render(into: &out, indent: inner)
        out += i == keys.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }
}

extension SchemaJSON: ExpressibleByDictionaryLiteral {
  /// An object; a key written twice keeps its last value.
  package init(dictionaryLiteral elements: (String, SchemaJSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

extension SchemaJSON: ExpressibleByArrayLiteral {
  /// An array.
  package init(arrayLiteral elements: SchemaJSON...) { self = .array(elements) }
}

extension SchemaJSON: ExpressibleByStringLiteral {
  /// A string.
  package init(stringLiteral value: String) { self = .string(value) }
}

extension SchemaJSON: ExpressibleByIntegerLiteral {
  /// A number.
  package init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension SchemaJSON: ExpressibleByFloatLiteral {
  /// A number.
  package init(floatLiteral value: Double) { self = .number(value) }
}

extension SchemaJSON: ExpressibleByBooleanLiteral {
  /// A boolean.
  package init(booleanLiteral value: Bool) { self = .bool(value) }
}
