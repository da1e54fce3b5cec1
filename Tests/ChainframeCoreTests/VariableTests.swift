import ChainframeCore
import Testing

@Suite("Scene variables")
struct VariableTests {
  static let text = """
    vars: {w: 320, title: Hello, bg: "#102030"}
    canvas: {width: "${w}", height: 180, fps: 30, duration: 1, background: "${bg}"}
    layers:
      - {type: text, id: t, text: "${title}, world", position: [10, 100]}
    """

  @Test("Whole-scalar references keep the value's type; embedded ones interpolate text")
  func substitution() throws {
    let scene = try SceneLoader.load(text: Self.text, file: "v.yaml")
    #expect(scene.canvas.width == 320)
    #expect(scene.canvas.background.description == "#102030ff")
    #expect(scene.layers[0].text?.content == "Hello, world")
  }

  @Test("Overrides replace defaults, in order (later wins)")
  func overrides() throws {
    let options = SceneLoadOptions(variables: [("w", "400"), ("title", "Hi"), ("w", "480")])
    let scene = try SceneLoader.load(text: Self.text, file: "v.yaml", options: options)
    #expect(scene.canvas.width == 480)
    #expect(scene.layers[0].text?.content == "Hi, world")
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let options: [String]
    let fragment: String
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "unknown variable with suggestion", text: text.replacingOccurrences(of: "${title}", with: "${titel}"),
      options: [], fragment: "unknown variable 'titel'; did you mean 'title'?"),
    ErrorCase(
      name: "unused variable",
      text: text.replacingOccurrences(of: "bg: \"#102030\"}", with: "bg: \"#102030\", spare: 1}"), options: [],
      fragment: "variable 'spare' is never used"),
    ErrorCase(
      name: "override of an undeclared variable", text: text, options: ["height"],
      fragment: "unknown variable 'height' given on the command line; known variables: w, title, bg"),
    ErrorCase(
      name: "reference without a vars block",
      text: "canvas: {width: \"${w}\", height: 8, fps: 1, duration: 1}\nlayers: []\n", options: [],
      fragment: "unknown variable 'w'"),
    ErrorCase(
      name: "unclosed reference", text: text.replacingOccurrences(of: "${title}, world", with: "${title, world"),
      options: [], fragment: "unclosed '${'"),
  ]

  @Test("Variable mistakes are errors that list the known names", arguments: errorCases)
  func errors(_ c: ErrorCase) {
    let options = SceneLoadOptions(variables: c.options.map { ($0, "1") })
    let error = #expect(throws: SceneFileError.self) {
      try SceneLoader.load(text: c.text, file: "v.yaml", options: options)
    }
    let all = error?.diagnostics.map(\.description).joined(separator: "\n") ?? ""
    #expect(all.contains(c.fragment), "\(all)")
  }
}
