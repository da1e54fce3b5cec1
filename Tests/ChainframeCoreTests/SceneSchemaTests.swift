import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeSceneFile

/// The scene schema comes from the decoders' key tables: it cannot miss a key they accept,
/// and the checked-in docs/scene.schema.json is its output.
@Suite("Scene schema")
struct SceneSchemaTests {
  @Test("Every key a decoder accepts is described by the schema, and no other key")
  func decodersAndSchemaAgree() {
    #expect(SceneSchema().problems == [])
  }

  @Test("docs/scene.schema.json is what chainframe schema writes")
  func checkedInFileIsCurrent() throws {
    let path = Fixtures.repositoryPath("docs/scene.schema.json")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let generated = SceneSchema().text
    // Regenerate with: swift build -c release --product chainframe && .build/release/chainframe schema -o docs/scene.schema.json
    #expect(written == generated, "docs/scene.schema.json is stale: run `chainframe schema -o docs/scene.schema.json`")
  }

  @Test("Generating twice gives the same bytes")
  func byteStable() {
    #expect(SceneSchema().text == SceneSchema().text)
  }

  /// A key table and the value schemas written for it, and the problem expected.
  static let mismatches: [(keys: [String], described: [String], required: [String], problem: String?)] = [
    (["a", "b"], ["a", "b"], ["a"], nil),
    (["a", "b"], ["a"], [], "x: the decoder accepts 'b' but the schema does not describe it"),
    (["a"], ["a", "c"], [], "x: the schema describes 'c' but the decoder does not accept it"),
    (["a"], ["a"], ["d"], "x: 'd' is required but the decoder does not accept it"),
  ]

  @Test("A key added to a decoder without a schema, or described but not accepted, is a problem", arguments: mismatches)
  func mismatchIsReported(_ c: (keys: [String], described: [String], required: [String], problem: String?)) {
    let values = Dictionary(uniqueKeysWithValues: c.described.map { ($0, SchemaAtoms.number) })
    let object = SchemaObject(what: "x", keys: c.keys, values: values, required: c.required)
    #expect(object.problems == (c.problem.map { [$0] } ?? []))
  }

  @Test("Layer variants list exactly the keys LayerDecoder accepts for their type")
  func layerVariantsMatchDecoder() throws {
    let data = Data(SceneSchema().text.utf8)
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let defs = try #require(schema["$defs"] as? [String: Any])
    let layer = try #require(defs["layer"] as? [String: Any])
    let variants = try #require(layer["oneOf"] as? [[String: Any]])
    for variant in variants {
      let properties = try #require(variant["properties"] as? [String: Any])
      let type = try #require((properties["type"] as? [String: Any])?["const"] as? String)
      let expected =
        LayerShape(rawValue: type).map(LayerDecoder.keys(for:))
        ?? (type == "lottie" ? LottieLayerDecoder.keys : IncludeDecoder.keys)
      #expect(Set(properties.keys) == Set(expected), "\(type)")
    }
  }
}
