import ChainframeCore
import Testing

/// The full scene model: the three animation forms, groups, stagger, masks, gradients,
/// split text and `duration: auto`.
@Suite("Scene model")
struct SceneModelTests {
  static let header = "canvas: {width: 320, height: 180, fps: 30, duration: 3}\n"

  func compile(_ body: String, header: String = SceneModelTests.header) throws -> CompiledScene {
    SceneCompiler.compile(try SceneLoader.load(text: header + body, file: "s.yaml"))
  }

  func values(_ scene: CompiledScene, _ id: String, _ property: String) -> [Double] {
    scene.layers.first { $0.id == id }?.tracks.first { $0.property.name == property }?.values ?? []
  }

  struct Forms: Sendable, CustomTestStringConvertible {
    let name: String
    let string: String
    let links: String
    var testDescription: String { name }
  }

  @Test(
    "A chain string and structured links compile to identical arrays",
    arguments: [
      Forms(
        name: "eased moves", string: "\"moveX(300).easeOutBounce.thenAfter(0.8).rotate(90).easeInOut.animate(1.0)\"",
        links: "[{duration: 0.8, easing: easeOutBounce, moveX: 300}, {duration: 1.0, easing: easeInOut, rotate: 90}]"),
      Forms(
        name: "spring link", string: "\"moveX(100).thenAfter(0.5).rotate(90).springPhysics(12, 4).animate(1.0)\"",
        links: "[{duration: 0.5, moveX: 100}, {duration: 1.0, spring: {bounciness: 12, speed: 4}, rotate: 90}]"),
      Forms(
        name: "delay, repeat and colour",
        string: "\"wait(0.2).makeFill(\\\"#ff0000\\\").repeat(2).thenAfter(0.3).moveXY(10, 20).animate(0.5)\"",
        links: "[{delay: 0.2, repeat: 2, duration: 0.3, makeFill: \"#ff0000\"}, {duration: 0.5, moveXY: [10, 20]}]"),
    ])
  func formsAgree(_ f: Forms) throws {
    let a = try compile("layers:\n  - {type: rect, id: a, size: [10, 10], chain: \(f.string)}\n")
    let b = try compile("layers:\n  - {type: rect, id: a, size: [10, 10], chain: \(f.links)}\n")
    let ta = a.layers[0].tracks
    let tb = b.layers[0].tracks
    #expect(ta.count == tb.count && !ta.isEmpty)
    for (x, y) in zip(ta, tb) {
      #expect(x.property == y.property)
      #expect(x.values == y.values, "\(x.property.name)")
    }
  }

  struct StaggerCase: Sendable, CustomTestStringConvertible {
    let from: String
    let delays: [Double]
    var testDescription: String { from }
  }

  @Test(
    "Stagger delays each child by its rank from the start, end or centre",
    arguments: [
      StaggerCase(from: "start", delays: [0, 0.1, 0.2, 0.3, 0.4]),
      StaggerCase(from: "end", delays: [0.4, 0.3, 0.2, 0.1, 0]),
      StaggerCase(from: "center", delays: [0.2, 0.1, 0, 0.1, 0.2]),
    ])
  func stagger(_ c: StaggerCase) throws {
    let child = "{type: rect, size: [4, 4], animations: [{property: opacity, from: 0, to: 1, duration: 0.5}]}"
    let scene = try SceneLoader.load(
      text: Self.header
        + "layers:\n  - {type: group, id: g, stagger: {delay: 0.1, from: \(c.from)}, children: [\(Array(repeating: child, count: 5).joined(separator: ", "))]}\n",
      file: "s.yaml")
    let delays = scene.layers[0].children.map { $0.animations[0].delay }
    #expect(zip(delays, c.delays).allSatisfy { abs($0 - $1) < 1e-12 })
  }

  @Test("Groups flatten depth first with masks before children, and ids stay unique")
  func flattening() throws {
    let scene = try compile(
      """
      layers:
        - type: group
          id: g
          mask: {layers: [{type: ellipse, id: m, size: [5, 5]}]}
          children: [{type: rect, id: c1, size: [2, 2]}, {type: group, id: g2, children: [{type: rect, id: c2, size: [1, 1]}]}]
        - {type: rect, id: top, size: [3, 3]}

      """)
    #expect(scene.layers.map(\.id) == ["g", "m", "c1", "g2", "c2", "top"])
    #expect(scene.layers[0].children == [2, 3] && scene.layers[0].maskLayers == [1])
    #expect(scene.layers[3].children == [4] && scene.layers[4].parent == 3 && scene.layers[5].parent == nil)
  }

  @Test("Gradient stops animate like any property")
  func gradientStops() throws {
    let scene = try compile(
      "layers:\n  - {type: rect, id: a, size: [10, 10], fill: {stops: [\"#000000\", \"#ffffff\"]}, animations: [{property: gradient.offset1, from: 1, to: 0.5, duration: 1}, {property: gradient.color0, to: \"#ff0000\", duration: 1}]}\n"
    )
    let list = DisplayListBuilder.build(scene, frame: 30)
    guard case .layer(let layer) = list.commands[0], let gradient = layer.paint.gradient else {
      Issue.record("expected a gradient layer")
      return
    }
    #expect(gradient.stops[1].offset == 0.5)
    #expect(gradient.stops[0].color == Color(red: 1, green: 0, blue: 0))
    #expect(values(scene, "a", "gradient.offset1").first == 1)
  }

  @Test("A radial gradient's focus is read; on a linear gradient it is an error")
  func gradientFocus() throws {
    let scene = try compile(
      "layers:\n  - {type: rect, id: a, size: [10, 10], fill: {type: radial, focus: [0.25, 0.5], stops: [\"#000000\", \"#ffffff\"]}}\n"
    )
    let list = DisplayListBuilder.build(scene, frame: 0)
    guard case .layer(let layer) = list.commands[0], let gradient = layer.paint.gradient else {
      Issue.record("expected a gradient layer")
      return
    }
    #expect(gradient.gradient.focus == Vector2(0.25, 0.5))
    #expect(throws: (any Error).self) {
      try compile(
        "layers:\n  - {type: rect, id: a, size: [10, 10], fill: {type: linear, focus: [0.25, 0.5], stops: [\"#000000\", \"#ffffff\"]}}\n"
      )
    }
  }

  @Test("Split text becomes one piece per character, word or line, each staggered")
  func splitText() throws {
    let scene = try SceneLoader.load(
      text: Self.header
        + "layers:\n  - {type: text, id: t, text: \"Hi you\\nthere\", split: {by: words, stagger: 0.25, opacity: 0, chain: \"makeOpacity(1).animate(0.1)\"}}\n",
      file: "s.yaml")
    let pieces = scene.layers[0].children
    #expect(pieces.map { $0.text?.piece?.byteOffset } == [0, 3, 7])
    #expect(pieces.map { $0.text?.piece?.byteLength } == [2, 3, 5])
    #expect(pieces.map { $0.chains[0].links[0].delay } == [0, 0.25, 0.5])
    #expect(pieces.allSatisfy { $0.base.opacity == 0 })
  }

  @Test("duration: auto ends on the frame where the last animation or spring settles")
  func autoDuration() throws {
    let header = "canvas: {width: 320, height: 180, fps: 30, duration: auto}\n"
    let basic = try SceneLoader.load(
      text: header
        + "layers:\n  - {type: rect, size: [4, 4], animations: [{property: opacity, from: 0, to: 1, duration: 1.5, delay: 0.25}]}\n",
      file: "s.yaml")
    // The animation ends at 1.75 s; frames 0…53, the last at 53/30 ≈ 1.767 s, the first at or after it.
    #expect(basic.canvas.clock.frameCount == 54)
    let spring = try SceneLoader.load(
      text: header
        + "layers:\n  - {type: rect, size: [4, 4], animations: [{property: position.x, to: 100, bounciness: 12, speed: 4}]}\n",
      file: "s.yaml")
    let compiled = SceneCompiler.compile(spring)
    let x = compiled.layers[0].tracks[0].values
    // The last frame is within POP's threshold (1 px for positions); two frames earlier it was not.
    #expect(abs(x[x.count - 1] - 100) < 1)
    #expect(x.dropLast(2).contains { abs($0 - 100) >= 1 })
    #expect(compiled.frameCount == Int((SceneCompiler.lastSettleTime(spring) * 30 - 1e-9).rounded(.up)) + 1)
  }

  @Test("rgb(), rgba(), hsl() and hsla() parse as CSS defines them")
  func colourFunctions() throws {
    #expect(ColorParser.parse("rgb(255 128 0)") == Color(red: 1, green: 128.0 / 255, blue: 0))
    #expect(ColorParser.parse("rgba(255, 0, 0, 0.5)") == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(ColorParser.parse("rgb(100% 0% 0% / 25%)") == Color(red: 1, green: 0, blue: 0, alpha: 0.25))
    let hsl = try #require(ColorParser.parse("hsl(120 100% 25%)"))
    #expect(abs(hsl.red) < 1e-12 && abs(hsl.green - 0.5) < 1e-12 && abs(hsl.blue) < 1e-12)
    #expect(ColorParser.parse("hsla(0deg, 100%, 50%, 1)") == Color(red: 1, green: 0, blue: 0))
    #expect(ColorParser.parse("rgb(1, 2)") == nil && ColorParser.parse("hsl(10, 50, 50)") == nil)
  }
}
