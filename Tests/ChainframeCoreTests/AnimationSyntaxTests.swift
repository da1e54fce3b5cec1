import ChainframeCore
import Testing

@Suite("Animation syntax in scene files")
struct AnimationSyntaxTests {
  static let header = "canvas: {width: 64, height: 64, fps: 30, duration: 2}\nlayers:\n  - type: rect\n"

  func load(_ body: String) throws -> Scene {
    try SceneLoader.load(text: Self.header + body, file: "s.yaml")
  }

  @Test("Every animation type and option parses")
  func everything() throws {
    let scene = try load(
      """
          chain: "moveX(10).easeOut.animate(0.5)"
          animations:
            - {property: position.x, type: spring, to: 100, bounciness: 12, speed: 5, velocity: 50, popCompatible: true}
            - {property: position.y, to: 10, stiffness: 170, damping: 26, mass: 1}
            - {property: rotation, type: decay, velocity: 90, deceleration: 0.99}
            - {property: opacity, keyframes: [{time: 0, value: 0}, {time: 0.5, value: 1, hold: true}, {time: 1, value: 0.5, easing: ease-in}]}
            - {property: fill, from: red, to: "#00ff00", duration: 1, easing: "cubic-bezier(0.2, 0, 0, 1)", repeatCount: 2, autoreverses: true}
            - {property: scale, to: [2, 2], duration: 1, easing: "steps(4, jump-end)", additive: true, clamp: end, rounding: 0.5, progressMarkers: [0.5]}
            - {property: size.width, by: 20, easing: easeOutBounce, repeatForever: true, name: grow}
      """)
    let layer = try #require(scene.layers.first)
    #expect(layer.chains.count == 1)
    #expect(layer.animations.count == 7)
    guard case .spring(let p, let v, .popCompatible) = layer.animations[0].kind else {
      Issue.record("not a POP spring")
      return
    }
    #expect(abs(p.tension - 193.4144) < 1e-4 && v == [50])
    guard case .spring(let q, _, .exact) = layer.animations[1].kind else {
      Issue.record("stiffness/damping did not infer a spring")
      return
    }
    #expect(q.tension == 170 && q.friction == 26)
    guard case .decay(let d, [90]) = layer.animations[2].kind else {
      Issue.record("not a decay")
      return
    }
    #expect(d.deceleration == 0.99)
    guard case .keyframes(let stops) = layer.animations[3].kind else {
      Issue.record("not keyframes")
      return
    }
    #expect(stops.map(\.hold) == [false, true, false])
    #expect(layer.animations[4].options.autoreverses && layer.animations[4].options.repeatCount == 2)
    #expect(layer.animations[5].options.additive && layer.animations[5].options.clamp == .end)
    #expect(layer.animations[6].name == "grow" && layer.animations[6].by == [20])
    _ = SceneCompiler.compile(scene)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let body: String
    let keyPath: String
    let line: Int
    let column: Int?
    let fragment: String
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "chain error points into the string", body: "    chain: \"moveX(100).rotat(90).animate(1)\"\n",
      keyPath: "layers[0].chain", line: 4, column: 24, fragment: "did you mean 'rotate'?"),
    ErrorCase(
      name: "mixed spring vocabularies",
      body: "    animations:\n      - {property: opacity, to: 1, bounciness: 4, tension: 300}\n",
      keyPath: "layers[0].animations[0].bounciness", line: 5, column: nil, fragment: "cannot be combined"),
    ErrorCase(
      name: "decay with a target",
      body: "    animations:\n      - {property: opacity, type: decay, velocity: 1, to: 3}\n",
      keyPath: "layers[0].animations[0].to", line: 5, column: nil, fragment: "a decay has no target"),
    ErrorCase(
      name: "decay without velocity", body: "    animations:\n      - {property: opacity, type: decay}\n",
      keyPath: "layers[0].animations[0].velocity", line: 5, column: nil, fragment: "missing required key 'velocity'"),
    ErrorCase(
      name: "velocity of the wrong size",
      body: "    animations:\n      - {property: position, to: [1, 2], bounciness: 3, velocity: [1, 2, 3]}\n",
      keyPath: "layers[0].animations[0].velocity", line: 5, column: nil, fragment: "expected 2 velocity components"),
    ErrorCase(
      name: "unknown type", body: "    animations:\n      - {property: opacity, type: sprong, to: 1}\n",
      keyPath: "layers[0].animations[0].type", line: 5, column: nil, fragment: "did you mean 'spring'?"),
    ErrorCase(
      name: "keyframes out of order",
      body: "    animations:\n      - {property: opacity, keyframes: [{time: 1, value: 0}, {time: 0.5, value: 1}]}\n",
      keyPath: "layers[0].animations[0].keyframes[1].time", line: 5, column: nil, fragment: "must not decrease"),
    ErrorCase(
      name: "bad easing function",
      body: "    animations:\n      - {property: opacity, to: 1, easing: \"cubic-bezier(2, 0, 0, 1)\"}\n",
      keyPath: "layers[0].animations[0].easing", line: 5, column: nil, fragment: "x1 and x2 must be in 0...1"),
    ErrorCase(
      name: "not a boolean", body: "    animations:\n      - {property: opacity, to: 1, autoreverses: maybe}\n",
      keyPath: "layers[0].animations[0].autoreverses", line: 5, column: nil, fragment: "expected true or false"),
  ]

  @Test("Animation mistakes name the key path and position", arguments: errorCases)
  func errors(_ c: ErrorCase) throws {
    let error = #expect(throws: SceneFileError.self) { try load(c.body) }
    let d = try #require(
      error?.diagnostics.first { $0.keyPath == c.keyPath }, "\(String(describing: error?.diagnostics))")
    #expect(d.location?.line == c.line, "\(d)")
    if let column = c.column { #expect(d.location?.column == column, "\(d)") }
    #expect(d.description.contains(c.fragment), "\(d)")
  }
}
