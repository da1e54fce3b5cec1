import ChainframeTestSupport
import Foundation
import Testing

/// The JSON Schema is generated from the loader's declarations and catches most invalid scenes.
@Suite("Schema coverage")
struct SchemaCoverageTests {
  @Test("chainframe schema prints docs/scene.schema.json and -o writes the same bytes")
  func notStale() throws {
    let written = try String(contentsOfFile: Fixtures.repositoryPath("docs/scene.schema.json"), encoding: .utf8)
    let printed = try BuiltBinary.runChainframe(["schema"])
    #expect(printed.status == 0, "\(printed.stderr)")
    #expect(printed.stdout == written, "run `chainframe schema -o docs/scene.schema.json`")
    let dir = TemporaryDirectory()
    let file = dir.file("scene.schema.json")
    let r = try BuiltBinary.runChainframe(["schema", "-o", file])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == written)
  }

  @Test("The schema rejects at least 90 % of the invalid-scene fixtures that validate rejects")
  func rejectsInvalidFixtures() throws {
    let r = try ProcessResult.run(
      "/usr/bin/python3",
      [Fixtures.repositoryPath("scripts/check-schema"), "--report-invalid", Fixtures.path("Scenes/invalid")])
    #expect(r.status == 0, "\(r.stderr)")
    let first = r.stdout.split(separator: "\n").first.map(String.init) ?? ""
    let percent = first.split(separator: "(").last.flatMap { Double($0.prefix { $0 != "%" }) } ?? 0
    #expect(percent >= 90, "\(r.stdout)")
  }

  @Test("Every property in the schema has a description")
  func described() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.repositoryPath("docs/scene.schema.json")))
    var total = 0
    var missing: [String] = []
    func walk(_ node: Any, _ path: String) {
      if let object = node as? [String: Any] {
        // Rules between fields (if/then enumerations, depth limits) constrain; they declare nothing.
        if (object["$comment"] as? String)?.hasPrefix("rule") == true { return }
        if let properties = object["properties"] as? [String: Any] {
          for (key, value) in properties {
            total += 1
            if (value as? [String: Any])?["description"] == nil { missing.append("\(path)/\(key)") }
          }
        }
        for (key, value) in object { walk(value, "\(path)/\(key)") }
      } else if let array = node as? [Any] {
        for (i, value) in array.enumerated() { walk(value, "\(path)/\(i)") }
      }
    }
    walk(try JSONSerialization.jsonObject(with: data), "")
    #expect(total > 250)
    #expect(missing.isEmpty, "\(missing.sorted())")
  }

  @Test("Every example names the schema for editors (yaml-language-server comment on line 1)")
  func examplesNameTheSchema() throws {
    let root = Fixtures.repositoryPath("Examples")
    let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".yaml") && !$0.contains(".build") }.sorted()
    #expect(files.count >= 10)
    for file in files {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      let depth = file.split(separator: "/").count - 1
      let expected =
        "# yaml-language-server: $schema=" + String(repeating: "../", count: depth + 1) + "docs/scene.schema.json"
      #expect(text.hasPrefix(expected), "\(file)")
    }
  }
}
