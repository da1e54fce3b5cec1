import Chainframe
import Testing

/// Diagnostics about a layer point at the Swift expression that built it.
@Suite("DSL diagnostic locations")
struct DiagnosticLocationTests {
  @Test("A diagnostic about a layer points at the file and line of its Swift expression")
  func topLevel() throws {
    let line = #line + 3
    let document = SceneDocument(width: 64, height: 48, fps: 10, duration: 1) {
      Rectangle(size: [10, 10])
      Rectangle(size: [10, 10], fill: "#12345g")
        .position(4, 4)
    }
    let error = try #require(throws: SceneFileError.self) { try document.scene() }
    let diagnostic = try #require(error.diagnostics.first { $0.keyPath == "layers[1].fill" })
    #expect(diagnostic.location?.file == #filePath)
    #expect(diagnostic.location?.line == line)
  }

  @Test("A diagnostic inside a group or a mask points at the innermost element's line")
  func nested() throws {
    let groupLine = #line + 5
    let maskLine = #line + 7
    let document = SceneDocument(width: 64, height: 48, fps: 10, duration: 1) {
      Group {
        Ellipse(size: [10, 10])
        Rectangle(fill: "nope")
      }
      Rectangle().mask {
        Rectangle(fill: "#xyz")
      }
    }
    let error = try #require(throws: SceneFileError.self) { try document.scene() }
    let paths = Dictionary(error.diagnostics.map { ($0.keyPath, $0.location?.line) }, uniquingKeysWith: { a, _ in a })
    #expect(paths["layers[0].children[1].fill"] == groupLine)
    #expect(paths["layers[1].mask.layers[0].fill"] == maskLine)
  }

  @Test("A missing font found when the composition is made points at the text's line")
  func audit() throws {
    let line = #line + 2
    let document = SceneDocument(width: 64, height: 48, fps: 10, duration: 1) {
      Text("hi", font: Font("No Such Family Sans", size: 12))
    }
    let error = try #require(throws: SceneAuditError.self) { try document.composition() }
    #expect(error.diagnostics.contains { $0.location?.line == line && $0.location?.file == #filePath })
  }
}
