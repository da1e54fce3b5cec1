/// The JSON Schema (draft 2020-12) of scene files, generated from the decoders' key tables
/// and the model's limits: `chainframe schema` writes it, docs/scene.schema.json is its
/// output, and a test fails when the two differ or a decoder key has no schema.
package struct SceneSchema: Sendable {
  /// The schema as JSON text: two-space indentation, sorted keys, a final newline.
  package let text: String
  /// Keys a decoder accepts that the schema does not describe (or the reverse); empty when
  /// the schema and the decoders agree.
  package let problems: [String]

  /// Builds the schema.
  package init() {
    var builder = SceneSchemaBuilder()
    let json = builder.schema()
    text = json.rendered() + "\n"
    problems = builder.problems
  }
}
