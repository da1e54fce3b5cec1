/// One kind of scene mapping as the schema describes it: the keys its decoder accepts (the
/// decoder's own table, passed in, so the two cannot disagree) and the schema of each key's
/// value. A key without a value schema, or a value schema for a key the decoder refuses, is a
/// problem the generator reports and a test fails on.
struct SchemaObject {
  /// What the mapping is, for problems ("a rect layer").
  let what: String
  /// The decoder's key table.
  let keys: [String]
  /// The schema of each key's value (looked up by key, never iterated for order).
  let values: [String: SchemaJSON]
  /// Keys that must be present.
  var required: [String] = []
  /// More members of the object's schema (description, examples, dependentSchemas).
  var extra: [String: SchemaJSON] = [:]

  /// Keys without a value schema, value schemas for unknown keys, unknown required keys.
  var problems: [String] {
    var out: [String] = []
    for key in keys where values[key] == nil {
      out.append("\(what): the decoder accepts '\(key)' but the schema does not describe it")
    }
    for key in values.keys.sorted() where !keys.contains(key) {
      out.append("\(what): the schema describes '\(key)' but the decoder does not accept it")
    }
    for key in required where !keys.contains(key) {
      out.append("\(what): '\(key)' is required but the decoder does not accept it")
    }
    return out
  }

  /// `{type: object, additionalProperties: false, required, properties}` plus `extra`.
  var json: SchemaJSON {
    var properties: [String: SchemaJSON] = [:]
    for key in keys { properties[key] = values[key] }
    var out: SchemaJSON = ["type": "object", "additionalProperties": false, "properties": .object(properties)]
    if !required.isEmpty { out["required"] = .array(required.map(SchemaJSON.string)) }
    return out.merging(extra)
  }
}
