import ChainframeModel

/// Builds the scene schema from the decoders' key tables and the model's limits, collecting
/// the places where a decoder accepts a key the schema does not describe (or the reverse).
struct SceneSchemaBuilder {
  /// Mismatches between the decoders' key tables and the schema's descriptions.
  private(set) var problems: [String] = []

  /// The object's schema; its problems are collected.
  mutating func object(_ object: SchemaObject) -> SchemaJSON {
    problems += object.problems
    return object.json
  }

  /// The whole schema: root, `$defs`, documentation and the rules between fields.
  mutating func schema() -> SchemaJSON {
    var root = rootObject()
    root["$defs"] = .object(definitions())
    root = SchemaKeyDocs.fill(root)
    return SchemaRules.adding(to: root)
  }
}
