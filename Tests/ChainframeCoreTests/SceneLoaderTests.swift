import ChainframeCore
import ChainframeTestSupport
import Testing

@Suite("Scene loading")
struct SceneLoaderTests {
  static let minimalYAML = """
    canvas: {width: 320, height: 180, fps: "30000/1001", duration: 1.5, background: "#102030"}
    layers:
      - type: rect
        id: box
        position: [100, 50]
        size: [40, 20]
        cornerRadius: 4
        rotation: 15
        opacity: 0.5
        fill: "#ff0000"
        animations:
          - {property: position.x, from: 100, to: 200, duration: 1, delay: 0.25, easing: linear}
    """

  @Test("The minimal subset loads with every field")
  func minimal() throws {
    let scene = try SceneLoader.load(text: Self.minimalYAML, file: "min.yaml")
    #expect(scene.canvas.width == 320)
    #expect(scene.canvas.fps == Rational(30000, 1001))
    #expect(scene.canvas.background.description == "#102030ff")
    let layer = try #require(scene.layers.first)
    #expect(layer.id == "box")
    #expect(layer.base.position == Vector2(100, 50))
    #expect(layer.base.size == Vector2(40, 20))
    #expect(layer.base.rotation == 15)
    #expect(layer.base.opacity == 0.5)
    let animation = try #require(layer.animations.first)
    #expect(animation.property.name == "position.x")
    #expect(animation.from == [100])
    #expect(animation.to == [200])
    #expect(animation.delay == 0.25)
  }

  @Test("JSON and YAML spellings of a scene load to the same model")
  func jsonEqualsYAML() throws {
    let json = """
      {"canvas": {"width": 320, "height": 180, "fps": "30000/1001", "duration": 1.5,
                  "background": "#102030"},
       "layers": [{"type": "rect", "id": "box", "position": [100, 50], "size": [40, 20],
                   "cornerRadius": 4, "rotation": 15, "opacity": 0.5, "fill": "#ff0000",
                   "animations": [{"property": "position.x", "from": 100, "to": 200,
                                   "duration": 1, "delay": 0.25, "easing": "linear"}]}]}
      """
    let a = SceneCompiler.compile(try SceneLoader.load(text: Self.minimalYAML, file: "a.yaml"))
    let b = SceneCompiler.compile(try SceneLoader.load(text: json, file: "b.json"))
    #expect(a.layers.map(\.tracks) == b.layers.map(\.tracks))
    #expect(a.layers.map(\.base) == b.layers.map(\.base))
    #expect(a.canvas == b.canvas)
  }

  @Test("The bundled example loads")
  func example() throws {
    let scene = try SceneLoader.load(path: Fixtures.repositoryPath("Examples/hello.yaml"))
    #expect(scene.layers.map(\.id) == ["card", "bar"])
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let keyPath: String
    let line: Int
    let message: String
    var testDescription: String { name }
  }

  static let header = "canvas: {width: 64, height: 64, fps: 30, duration: 1}\n"

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "unknown root key", text: header + "layers: []\nlayer: []\n", keyPath: "layer",
      line: 3, message: "did you mean 'layers'?"),
    ErrorCase(
      name: "misspelled canvas key", text: "canvas: {width: 64, hieght: 64, fps: 30, duration: 1}\nlayers: []\n",
      keyPath: "canvas.hieght", line: 1, message: "did you mean 'height'?"),
    ErrorCase(
      name: "fps out of range", text: "canvas: {width: 64, height: 64, fps: 500, duration: 1}\nlayers: []\n",
      keyPath: "canvas.fps", line: 1, message: "use 1 to 240 fps"),
    ErrorCase(
      name: "canvas too wide", text: "canvas: {width: 20000, height: 64, fps: 30, duration: 1}\nlayers: []\n",
      keyPath: "canvas.width", line: 1, message: "use a value from 1 to 16384"),
    ErrorCase(
      name: "missing duration", text: "canvas: {width: 64, height: 64, fps: 30}\nlayers: []\n",
      keyPath: "canvas.duration", line: 1, message: "missing required key 'duration'"),
    ErrorCase(
      name: "unknown layer type", text: header + "layers:\n  - type: rectangle\n",
      keyPath: "layers[0].type", line: 3, message: "did you mean 'rect'?"),
    ErrorCase(
      name: "bad colour", text: header + "layers:\n  - type: rect\n    fill: '#ff00zz'\n",
      keyPath: "layers[0].fill", line: 4, message: "is not a colour"),
    ErrorCase(
      name: "position is not a pair", text: header + "layers:\n  - type: rect\n    position: 3\n",
      keyPath: "layers[0].position", line: 4, message: "expected a pair [x, y]"),
    ErrorCase(
      name: "unknown animated property",
      text: header + "layers:\n  - type: rect\n    animations:\n      - {property: opacty, to: 1}\n",
      keyPath: "layers[0].animations[0].property", line: 5, message: "did you mean 'opacity'?"),
    ErrorCase(
      name: "animation value of the wrong type",
      text: header + "layers:\n  - type: rect\n    animations:\n      - {property: opacity, to: [1, 2]}\n",
      keyPath: "layers[0].animations[0].to", line: 5, message: "expected a number"),
    ErrorCase(
      name: "unknown easing",
      text: header + "layers:\n  - type: rect\n    animations:\n      - {property: opacity, to: 1, easing: ease-inn}\n",
      keyPath: "layers[0].animations[0].easing", line: 5, message: "did you mean 'ease-in'?"),
    ErrorCase(
      name: "infinite number", text: header + "layers:\n  - type: rect\n    rotation: .inf\n",
      keyPath: "layers[0].rotation", line: 4, message: "expected a finite number"),
    ErrorCase(
      name: "duplicate ids", text: header + "layers:\n  - {type: rect, id: a}\n  - {type: rect, id: a}\n",
      keyPath: "layers[1].id", line: 4, message: "duplicate layer id 'a'"),
  ]

  @Test("Invalid scenes name the key path, line and fix", arguments: errorCases)
  func errors(_ c: ErrorCase) throws {
    let error = #expect(throws: SceneFileError.self) {
      try SceneLoader.load(text: c.text, file: "bad.yaml")
    }
    let diagnostic = try #require(
      error?.diagnostics.first { $0.keyPath == c.keyPath },
      "no diagnostic for \(c.keyPath) in \(String(describing: error?.diagnostics))")
    #expect(diagnostic.location?.line == c.line)
    #expect(diagnostic.location?.file == "bad.yaml")
    #expect(diagnostic.description.contains(c.message), "\(diagnostic)")
  }

  @Test("Every problem in a file is reported at once, in file order")
  func allErrorsAtOnce() throws {
    let text = """
      canvas: {width: 0, height: 64, fps: 30, duration: 1}
      layers:
        - {type: rect, fill: nope}
        - {type: rect, opacity: 3}
      """
    let error = #expect(throws: SceneFileError.self) {
      try SceneLoader.load(text: text, file: "bad.yaml")
    }
    let paths = error?.diagnostics.map(\.keyPath)
    #expect(paths == ["canvas.width", "layers[0].fill", "layers[1].opacity"])
  }

  @Test("Malformed YAML reports the parser's line")
  func syntaxError() throws {
    let error = #expect(throws: SceneFileError.self) {
      try SceneLoader.load(text: "canvas: {width: 64\nlayers: [\n", file: "broken.yaml")
    }
    guard case .syntax(let diagnostic)? = error else {
      Issue.record("expected a syntax error, got \(String(describing: error))")
      return
    }
    #expect(diagnostic.location?.file == "broken.yaml")
    #expect((diagnostic.location?.line ?? 0) >= 1)
  }
}
