import ChainframeCore
import ChainframeSceneFile
import Foundation
import Testing

@testable import ChainframeLottie

/// The translator's vocabulary is the decoders': every key it can write is a key of the scene
/// schema, which is built from the decoders' own key tables (and checked against them).
@Suite("Lottie translator vocabulary")
struct SceneKeyTests {
  /// Every property name anywhere in the scene schema.
  static let schemaKeys: Set<String> = {
    var keys: Set<String> = []
    func walk(_ value: Any) {
      if let object = value as? [String: Any] {
        if let properties = object["properties"] as? [String: Any] { keys.formUnion(properties.keys) }
        for (_, child) in object { walk(child) }
      } else if let array = value as? [Any] {
        for child in array { walk(child) }
      }
    }
    let schema = SceneSchema()
    if let json = try? JSONSerialization.jsonObject(with: Data(schema.text.utf8)) { walk(json) }
    return keys
  }()

  @Test("The scene schema agrees with the decoders, so it stands for their key tables")
  func schemaAgrees() {
    #expect(SceneSchema().problems.isEmpty)
    #expect(Self.schemaKeys.count > 50)
  }

  @Test("Every key the Lottie translator writes is a key the scene decoders read", arguments: SceneKey.translatorKeys)
  func keyIsDecoded(_ key: SceneKey) {
    #expect(Self.schemaKeys.contains(key.rawValue), "\(key.rawValue) is not a scene key")
  }

  @Test("A node tree keeps the keys, values and order the YAML text has")
  func nodeMatchesText() {
    let scene = SceneText.map([
      (.type, .string("rect")), (.size, .pair(2, 0.5)), (.visible, .bool(true)), (.opacity, .number(-0.0)),
    ])
    let node = scene.node()
    guard case .mapping(let entries) = node.kind else {
      Issue.record("not a mapping")
      return
    }
    #expect(entries.map(\.key) == ["type", "size", "visible", "opacity"])
    if case .scalar(let text, let quoted) = entries[0].value.kind { #expect(text == "rect" && quoted) }
    if case .scalar(let text, let quoted) = entries[3].value.kind { #expect(text == "0" && !quoted) }
    #expect(scene.yaml() == "type: \"rect\"\nsize: [2, 0.5]\nvisible: true\nopacity: 0\n")
  }
}
