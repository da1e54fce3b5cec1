import ChainframeCore
import Foundation
import Testing

@Suite("Chains")
struct ChainTests {
  static let canvas = Canvas(width: 64, height: 64, fps: Rational(60), duration: 3, background: .black)

  func compile(chains: [Chain] = [], animations: [AnimationSpec] = [], base: LayerState = ChainTests.base)
    -> CompiledLayer
  {
    let layer = Layer(id: "a", shape: .rect, base: base, animations: animations, chains: chains)
    return SceneCompiler.compile(Scene(canvas: Self.canvas, layers: [layer])).layers[0]
  }

  static var base: LayerState {
    var s = LayerState.default
    s.position = Vector2(10, 20)
    s.size = Vector2(40, 20)
    return s
  }

  func track(_ layer: CompiledLayer, _ name: String) -> [Double] {
    layer.tracks.first { $0.property.name == name }?.values ?? []
  }

  func parse(_ text: String) throws -> Chain {
    try ChainParser.parse(text).get()
  }

  @Test("The chain string and the Swift builder compile to identical arrays")
  func stringEqualsBuilder() throws {
    let text = "moveX(300).easeOutBounce.thenAfter(0.8).rotate(90).spring.wait(0.2).moveXY(-10, 5).animate(1.0)"
    let built = ChainBuilder().moveX(300).easing(.easeOutBounce).thenAfter(0.8).rotate(90).springEasing.wait(0.2)
      .moveXY(-10, 5).animate(1.0)
    let a = compile(chains: [try parse(text)])
    let b = compile(chains: [built])
    #expect(a.tracks == b.tracks)
    #expect(!a.tracks.isEmpty)
  }

  @Test("A chain and the same motion written as explicit animations compile to identical arrays")
  func chainEqualsExplicit() throws {
    let x = try #require(AnimatableProperty.named("position.x"))
    let r = try #require(AnimatableProperty.named("rotation"))
    let chain = try parse("moveX(100).easeOut.thenAfter(0.5).rotate(90).easeInOutCubic.animate(1)")
    let explicit = [
      AnimationSpec(property: x, from: [10], to: [110], duration: 0.5, timing: .penner(.easeOutQuad)),
      AnimationSpec(property: r, from: [0], to: [90], duration: 1, delay: 0.5, timing: .penner(.easeInOutCubic)),
    ]
    #expect(compile(chains: [chain]).tracks == compile(animations: explicit).tracks)
  }

  @Test("A chain equals the same motion written as keyframes")
  func chainEqualsKeyframes() throws {
    let x = try #require(AnimatableProperty.named("position.x"))
    let chain = try parse("moveX(100).easeIn.thenAfter(0.5).wait(0.5).moveX(-50).animate(0.25)")
    let stops = [
      KeyframeStop(time: 0, value: [10], easing: .penner(.easeInQuad)),
      KeyframeStop(time: 0.5, value: [110], hold: true),
      KeyframeStop(time: 1.0, value: [110]),
      KeyframeStop(time: 1.25, value: [60]),
    ]
    let keyframes = AnimationSpec(property: x, kind: .keyframes(stops))
    #expect(track(compile(chains: [chain]), "position.x") == track(compile(animations: [keyframes]), "position.x"))
  }

  @Test("Relative moves accumulate across links and repeats; absolute ones do not")
  func relativeAccumulates() throws {
    let layer = compile(chains: [try parse("moveY(10).repeat(3).thenAfter(0.5).makeX(0).animate(0.5)")])
    let y = track(layer, "position.y")
    #expect(y[30] == 30)  // after the first pass
    #expect(y[60] == 40)
    #expect(y[90] == 50)
    #expect(y.last == 50)
    #expect(track(layer, "position.x")[120] == 0)
  }

  @Test("An easing keyword applies to the operation just before it")
  func easingBindsToPreviousOperation() throws {
    let layer = compile(chains: [try parse("moveX(100).moveY(100).easeIn.animate(1)")])
    // x is linear (no keyword after it); y is easeInQuad.
    #expect(track(layer, "position.x")[30] == 60)
    #expect(track(layer, "position.y")[30] == 20 + 25)
  }

  @Test("makeAnchor keeps the layer still on screen")
  func anchorCompensation() throws {
    var base = Self.base
    base.rotation = 30
    let layer = compile(chains: [try parse("anchorTopLeft.animate(0)")], base: base)
    let state = layer.state(atFrame: 0)
    // The box's top-left corner in canvas space, before (anchor centre) and after.
    func corner(_ s: LayerState) -> Vector2 {
      let r = s.rotation * Double.pi / 180
      let dx = -s.anchor.x * s.size.x
      let dy = -s.anchor.y * s.size.y
      return Vector2(
        s.position.x + dx * _cosTest(r) - dy * _sinTest(r), s.position.y + dx * _sinTest(r) + dy * _cosTest(r))
    }
    #expect(state.anchor == Vector2(0, 0))
    let before = corner(base)
    let after = corner(state)
    #expect(abs(before.x - after.x) < 1e-9 && abs(before.y - after.y) < 1e-9)
  }

  @Test("moveOnPath follows the path and auto-rotation faces along it")
  func path() throws {
    let layer = compile(chains: [try parse("moveAndRotateOnPath(\"M0 0 H100 V100\").animate(2)")])
    let position = track(layer, "position")
    let rotation = track(layer, "rotation")
    #expect(position[30 * 2] == 50 && position[30 * 2 + 1] == 0)  // a quarter of the length
    #expect(rotation[30] == 0)
    #expect(position[120 * 2] == 100 && position[120 * 2 + 1] == 100)
    #expect(rotation[100] == 90)
  }

  @Test("Mixing a pair and its component keeps 'later start wins' per component")
  func mixedPairAndComponent() throws {
    let layer = compile(chains: [try parse("moveX(100).thenAfter(1).moveXY(0, 30).animate(1)")])
    #expect(layer.tracks.map(\.property.name) == ["position"])
    let p = track(layer, "position")
    #expect(p[60 * 2] == 110 && p[60 * 2 + 1] == 20)
    #expect(p[120 * 2] == 110 && p[120 * 2 + 1] == 50)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let text: String
    let offset: Int
    let fragment: String
    var testDescription: String { text }
  }

  static let errors: [ErrorCase] = [
    ErrorCase(text: "moveX(100).rotat(90).animate(1)", offset: 11, fragment: "did you mean 'rotate'?"),
    ErrorCase(text: "moveX(100, 2).animate(1)", offset: 0, fragment: "takes 1 number(s), found 2"),
    ErrorCase(text: "moveX(100)", offset: 10, fragment: "end it with .animate"),
    ErrorCase(text: "moveX(100).animate(1).moveY(3)", offset: 22, fragment: "nothing may follow animate"),
    ErrorCase(text: "moveX(100 .animate(1)", offset: 10, fragment: "expected ')'"),
    ErrorCase(text: "makeFill(\"#zz\").animate(1)", offset: 9, fragment: "is not a colour"),
    ErrorCase(text: "moveOnPath(\"M0 0 Q\").animate(1)", offset: 18, fragment: "bad path data"),
    ErrorCase(text: "moveX(100).easing(\"steps(0)\").animate(1)", offset: 18, fragment: "at least 1"),
    ErrorCase(text: "moveX(1) ! animate(1)", offset: 9, fragment: "unexpected character"),
  ]

  @Test("Chain mistakes point at the offending offset", arguments: errors)
  func parseErrors(_ c: ErrorCase) {
    guard case .failure(let error) = ChainParser.parse(c.text) else {
      Issue.record("parsed: \(c.text)")
      return
    }
    #expect(error.offset == c.offset, "\(error)")
    #expect((error.message + " " + (error.hint ?? "")).contains(c.fragment), "\(error)")
  }
}

func _cosTest(_ x: Double) -> Double { cos(x) }
func _sinTest(_ x: Double) -> Double { sin(x) }
