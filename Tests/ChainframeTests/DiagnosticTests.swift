import Chainframe
import Foundation
import Testing

/// A scene built in Swift is checked like a scene file: bad input throws the same typed
/// errors, with the key path of the element that was wrong, and never traps.
@Suite("DSL diagnostics")
struct DiagnosticTests {
  /// A one-layer scene around `layer`.
  static func scene(@LayerBuilder _ layers: () -> [LayerNode]) -> SceneDocument {
    SceneDocument(width: 64, height: 48, fps: 10, duration: 1, layers: layers)
  }

  static let cases: [(sentence: String, document: SceneDocument, keyPath: String)] = [
    (
      "a colour the colour parser does not know", scene { Rectangle(size: [10, 10], fill: "#12345g") }, "layers[0].fill"
    ),
    ("a misspelled colour name", scene { Text("hi", fill: "whyte") }, "layers[0].fill"),
    ("a negative size", scene { Rectangle(size: [-10, 10]) }, "layers[0].size"),
    ("a size with three numbers", scene { Ellipse(size: [10, 10, 10]) }, "layers[0].size"),
    ("a polygon with two sides", scene { Polygon(radius: 10, sides: 2) }, "layers[0].sides"),
    (
      "an unknown easing name", scene { Rectangle().animation(.basic(.opacity, to: 1, easing: "easeOutWobble")) },
      "layers[0].animations[0].easing"
    ),
    ("an unknown chain operation", scene { Rectangle().chain("moveX(10).wobble.animate(1)") }, "layers[0].chain"),
    ("a bad colour inside a chain", scene { Rectangle().chain { $0.makeFill("nope").animate(1) } }, "layers[0].chain"),
    ("an unknown key set by hand", scene { Rectangle().set("colour", "red") }, "layers[0].colour"),
    ("a bad colour in a group's child", scene { Group { Rectangle(fill: "#xyz") } }, "layers[0].children[0].fill"),
    (
      "a bad colour in a mask layer", scene { Rectangle().mask { Rectangle(fill: "#xyz") } },
      "layers[0].mask.layers[0].fill"
    ),
    ("an opacity above 1", scene { Rectangle().opacity(2) }, "layers[0].opacity"),
    ("a frame rate of zero", SceneDocument(width: 64, height: 48, fps: 0, duration: 1) { Rectangle() }, "canvas.fps"),
    (
      "a negative duration", SceneDocument(width: 64, height: 48, fps: 10, duration: -1) { Rectangle() },
      "canvas.duration"
    ),
    (
      "a bad canvas background",
      SceneDocument(width: 64, height: 48, fps: 10, duration: 1, background: "#1234567") {
        Rectangle()
      }, "canvas.background"
    ),
    ("an infinite position", scene { Rectangle().position(.infinity, 0) }, "layers[0].position"),
  ]

  @Test("Bad input is a SceneFileError whose diagnostic names the key path of what was wrong", arguments: cases.indices)
  func keyPath(index: Int) throws {
    let (sentence, document, keyPath) = Self.cases[index]
    do {
      _ = try document.scene()
      Issue.record("\(sentence): loaded without an error")
    } catch {
      let paths = error.diagnostics.map(\.keyPath)
      #expect(
        paths.contains { $0 == keyPath || $0.hasPrefix(keyPath + "[") },
        "\(sentence): \(error.diagnostics.map(\.description))")
    }
  }

  @Test("Scene's builder initializer throws the typed SceneFileError")
  func sceneInitializerThrows() {
    #expect(throws: SceneFileError.self) {
      _ = try Scene(width: 64, height: 48, fps: 10, duration: 1) { Rectangle(fill: "#12345g") }
    }
  }

  @Test("A font family that is not installed is a SceneAuditError when the scene is checked")
  func missingFont() throws {
    let document = Self.scene { Text("hi", font: Font("No Such Family Sans", size: 12)) }
    #expect(throws: SceneAuditError.self) {
      _ = try document.composition(folder: NSTemporaryDirectory())
    }
  }

  @Test(
    "A colour literal is checked by the scene files' colour parser",
    arguments: [("#2f8cff", true), ("rebeccapurple", true), ("rgb(255 128 0)", true), ("#12345g", false), ("", false)])
  func colourParser(text: String, valid: Bool) {
    let color = SceneColor(text)
    #expect((color.color != nil) == valid)
    #expect(color.color == ColorParser.parse(text))
  }
}
