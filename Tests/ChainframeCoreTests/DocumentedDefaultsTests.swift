import ChainframeCore
import Testing

/// The scene format as docs/scene-format.md and docs/animation.md describe it (issue 31:
/// drifts found by users).
@Suite("Documented defaults")
struct DocumentedDefaultsTests {
  static func scene(_ layers: String) throws -> Scene {
    try SceneLoader.load(
      text: "canvas: {width: 320, height: 180, fps: 10, duration: 1}\nlayers:\n" + layers, file: "doc.yaml")
  }

  struct TypeCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var layer: String
    var shape: LayerShape?
    var message: String?
  }

  static let typeCases: [TypeCase] = [
    TypeCase(
      testDescription: "A layer without type and with rect keys is a rect",
      layer: "  - {id: box, position: [10, 10], size: [40, 20], cornerRadius: 4, fill: red}\n", shape: .rect),
    TypeCase(
      testDescription: "A layer with only common keys is a rect",
      layer: "  - {id: box, opacity: 0.5}\n", shape: .rect),
    TypeCase(
      testDescription: "A layer without type but with text keys names the type to add",
      layer: "  - {id: title, text: Hello}\n", shape: nil, message: "add 'type: text'"),
    TypeCase(
      testDescription: "A layer without type but with children names group",
      layer: "  - {id: g, children: []}\n", shape: nil, message: "add 'type: group'"),
    TypeCase(
      testDescription: "A layer without type and with a key no layer takes reports that key",
      layer: "  - {id: box, colour: red}\n", shape: nil, message: "unknown key 'colour'"),
    TypeCase(
      testDescription: "An explicit type still decides", layer: "  - {type: ellipse, size: [4, 4]}\n", shape: .ellipse),
  ]

  @Test("A layer's type defaults to rect when its keys are a rect's", arguments: typeCases)
  func layerType(_ c: TypeCase) throws {
    if let shape = c.shape {
      let scene = try Self.scene(c.layer)
      #expect(scene.layers.first?.shape == shape)
    } else {
      let error = #expect(throws: SceneFileError.self) { try Self.scene(c.layer) }
      let text = error?.diagnostics.map(\.description).joined(separator: "\n") ?? ""
      #expect(text.contains(c.message ?? "?"), "\(text)")
      #expect(text.contains("doc.yaml:3:"), "\(text)")
    }
  }

  struct ScaleCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var number: String
    var pair: String
  }

  static let scaleCases: [ScaleCase] = [
    ScaleCase(
      testDescription: "A basic scale animation from numbers equals the one from pairs",
      number: "{property: scale, from: 0.5, to: 2, duration: 1}",
      pair: "{property: scale, from: [0.5, 0.5], to: [2, 2], duration: 1}"),
    ScaleCase(
      testDescription: "A relative scale animation by a number equals the one by a pair",
      number: "{property: scale, by: 1, duration: 0.5}", pair: "{property: scale, by: [1, 1], duration: 0.5}"),
    ScaleCase(
      testDescription: "Scale keyframes with number values equal the ones with pairs",
      number: "{property: scale, keyframes: [{time: 0, value: 1}, {time: 0.5, value: 3}, {time: 1, value: 2}]}",
      pair:
        "{property: scale, keyframes: [{time: 0, value: [1, 1]}, {time: 0.5, value: [3, 3]}, {time: 1, value: [2, 2]}]}"
    ),
    ScaleCase(
      testDescription: "A scale spring with a number velocity equals one with a pair",
      number: "{property: scale, to: 2, bounciness: 8, velocity: 3}",
      pair: "{property: scale, to: [2, 2], bounciness: 8, velocity: [3, 3]}"),
  ]

  @Test("An animated scale given as a number is a uniform scale", arguments: scaleCases)
  func uniformScale(_ c: ScaleCase) throws {
    func values(_ animation: String) throws -> [Vector2] {
      let scene = try Self.scene("  - {type: rect, size: [10, 10], animations: [\(animation)]}\n")
      let compiled = SceneCompiler.compile(scene)
      return (0..<compiled.frameCount).map { compiled.frameState($0).layers[0].scale }
    }
    let number = try values(c.number)
    #expect(number == (try values(c.pair)))
    #expect(Set(number.map(\.x)).count > 1, "the scale does not animate: \(number)")
  }

  @Test("A number for a pair property other than scale is still refused")
  func positionNumberRefused() throws {
    let error = #expect(throws: SceneFileError.self) {
      try Self.scene("  - {type: rect, animations: [{property: position, to: 5, duration: 1}]}\n")
    }
    #expect(error?.diagnostics.contains { $0.description.contains("expected a pair") } == true)
  }

  @Test("Chains scale uniformly from one number, as the scale animation does")
  func chainScale() throws {
    let chain = try Self.scene("  - {type: rect, size: [10, 10], chain: \"makeScale(2).animate(1)\"}\n")
    let animation = try Self.scene(
      "  - {type: rect, size: [10, 10], animations: [{property: scale, to: 2, duration: 1, easing: linear}]}\n")
    let a = SceneCompiler.compile(chain)
    let b = SceneCompiler.compile(animation)
    for n in 0..<a.frameCount { #expect(a.frameState(n).layers[0].scale == b.frameState(n).layers[0].scale) }
  }
}
