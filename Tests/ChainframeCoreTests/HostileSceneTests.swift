import ChainframeCore
import Foundation
import Testing

/// Hostile or mistaken scenes fail fast with a located error, never hang, trap or exhaust
/// memory; each case mirrors a report (and, for the render path, a file in the bad-scene
/// corpus).
@Suite("Hostile scenes")
struct HostileSceneTests {
  static let header = "canvas: {width: 64, height: 64, fps: 30, duration: 1}\n"

  /// Nested aliases, `levels` deep and `width` wide: width^levels scalars once expanded.
  static func billionLaughs(levels: Int, width: Int) -> String {
    var text = header + "a0: &a0 [" + Array(repeating: "\"lol\"", count: width).joined(separator: ", ") + "]\n"
    for level in 1..<levels {
      text +=
        "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: width).joined(separator: ", ") + "]\n"
    }
    return text + "layers: [*a\(levels - 1)]\n"
  }

  struct Bomb: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    var file = "bomb.yaml"
    var budgets = SceneBudgets()
    /// Expected line of the first diagnostic.
    let line: Int
    let fragment: String
    var testDescription: String { name }
  }

  static let bombs: [Bomb] = [
    Bomb(
      name: "a small billion laughs stops at the first alias past the alias budget",
      text: billionLaughs(levels: 9, width: 10),
      line: 6, fragment: "alias '*a3' expands the scene to more than 100,000 nodes reached through aliases"),
    Bomb(
      name: "a large billion laughs stops as fast", text: billionLaughs(levels: 30, width: 40),
      line: 5,
      fragment:
        "nodes reached through aliases (the limit); use fewer or smaller aliases, or raise SceneBudgets.maxAliasNodes"),
    Bomb(
      name: "an alias used as a mapping key is refused before the composer hashes it",
      text: billionLaughs(levels: 9, width: 10).replacingOccurrences(
        of: "layers: [*a8]", with: "layers:\n  - {type: rect, ? *a8 : 1}"),
      line: 12, fragment: "an alias or a list/mapping is used as a mapping key"),
    Bomb(
      name: "an alias key without the explicit indicator is refused too",
      text: header + "a: &a {type: rect}\nlayers:\n  - {*a : 1}\n", line: 4, fragment: "used as a mapping key"),
    Bomb(
      name: "an alias key right after the indicator inside a flow list is refused (libyaml needs no blank there)",
      text: billionLaughs(levels: 9, width: 10).replacingOccurrences(
        of: "layers: [*a8]", with: "layers: [*a7, ?*a8]"),
      line: 11, fragment: "used as a mapping key"),
    Bomb(
      name: "a lowered alias budget refuses a modest alias use",
      text: header + "a: &a [1, 2, 3, 4]\nlayers: [*a, *a, *a]\n",
      budgets: SceneBudgets(maxAliasNodes: 8), line: 3, fragment: "more than 8 nodes reached through aliases"),
    Bomb(
      name: "the total node budget counts plain nodes too",
      text: header + "layers: [" + Array(repeating: "1", count: 200).joined(separator: ", ") + "]\n",
      budgets: SceneBudgets(maxNodes: 100), line: 2, fragment: "more than 100 YAML/JSON nodes (the limit)"),
    Bomb(
      name: "a long variable used many times passes the substitution budget",
      text: "vars: {t: \"" + String(repeating: "x", count: 100_000) + "\"}\n" + header + "layers:\n"
        + (0..<50).map { "  - {type: text, id: t\($0), text: \"${t}${t}\"}\n" }.joined(),
      line: 24, fragment: "passes the limit of 4,194,304 bytes produced by ${…}"),
    Bomb(
      name: "a 100,000-link chain is refused at link 10,001",
      text: header + "layers:\n  - {type: rect, chain: \"moveX(1)." + String(repeating: "thenAfter(1).", count: 100_000)
        + "animate(1)\"}\n",
      line: 3, fragment: "the chain has more than 10,000 links (the limit)"),
    Bomb(
      name: "repeat(1e9) is refused",
      text: header + "layers:\n  - {type: rect, chain: \"moveX(1).repeat(1e9).animate(0.001)\"}\n",
      line: 3, fragment: "repeat count must be a whole number from 1 to 10,000, found 1000000000"),
    Bomb(
      name: "repeat(1e19) is refused before any Int conversion",
      text: header + "layers:\n  - {type: rect, chain: \"moveX(1).repeat(1e19).animate(1)\"}\n",
      line: 3, fragment: "found 1e+19"),
    Bomb(
      name: "animateWithRepeat with a huge count is refused",
      text: header + "layers:\n  - {type: rect, chain: \"moveX(1).animateWithRepeat(1, 1e19)\"}\n",
      line: 3, fragment: "repeat count must be a whole number from 1 to 10,000"),
    Bomb(
      name: "wait(1e300) is refused",
      text: header + "layers:\n  - {type: rect, chain: \"wait(1e300).moveX(1).animate(1)\"}\n",
      line: 3, fragment: "'wait' takes a duration from 0 to 86,400 seconds, found 1e+300"),
    Bomb(
      name: "a huge chain distance is refused",
      text: header + "layers:\n  - {type: rect, chain: \"moveX(1e300).animate(1)\"}\n",
      line: 3, fragment: "'moveX' takes numbers within ±10,000,000"),
    Bomb(
      name: "a structured link repeating 20,000 times is refused",
      text: header + "layers:\n  - type: rect\n    chain:\n      - {duration: 1, moveX: 1, repeat: 20000}\n",
      line: 5, fragment: "20000 is out of range"),
    Bomb(
      name: "an animation repeatCount past 10,000 is refused",
      text: header
        + "layers:\n  - type: rect\n    animations:\n      - {property: opacity, to: 1, duration: 1, repeatCount: 1e19}\n",
      line: 5, fragment: "layers[0].animations[0].repeatCount"),
    Bomb(
      name: "more than 10,000 keyframe stops are refused",
      text: header + "layers:\n  - type: rect\n    animations:\n      - {property: opacity, keyframes: ["
        + (0...10_000).map { "{time: \(Double($0) / 10_001), value: 0}" }.joined(separator: ", ") + "]}\n",
      line: 5, fragment: "10,001 keyframe stops is more than the limit of 10,000"),
    Bomb(
      name: "an animation driving scale to 1e9 is refused at the animation",
      text: header
        + "layers:\n  - {type: rect}\n  - {type: rect, animations: [{property: scale, to: [1e9, 1e9], duration: 1}]}\n",
      line: 4, fragment: "layers[1].animations[0]: animates scale to 1e9, beyond the limit of ±10,000"),
    Bomb(
      name: "a chain growing the size past its range is refused",
      text: header
        + "layers:\n  - {type: rect, size: [10, 10], chain: \"moveWidth(1e7).repeat(1000).animate(0.001)\"}\n",
      line: 3, fragment: "animates size.width to 1e7, beyond the limit of 0 to 1,000,000"),
    Bomb(
      name: "an animated stroke width past its range is refused",
      text: header
        + "layers:\n  - type: rect\n    stroke: {color: red, width: 1}\n    animations: [{property: strokeWidth, to: 50000, duration: 1}]\n",
      line: 5, fragment: "animates strokeWidth to 50000, beyond the limit of 0 to 10,000"),
    Bomb(
      name: "a diverging spring (NaN scale) is refused",
      text: header
        + "layers:\n  - {type: rect, animations: [{property: scale, to: [2, 2], stiffness: 1e9, damping: 0, mass: 0.000001}]}\n",
      line: 3, fragment: "(not a finite number)"),
    Bomb(
      name: "a font size of 50,000 is refused statically",
      text: header + "layers:\n  - {type: text, text: Hi, font: {size: 50000}}\n",
      line: 3, fragment: "layers[0].font.size: 50000 is out of range; use a value from 0.1 to 2000"),
    Bomb(
      name: "layers times frames past the budget is refused at the first layer over it",
      text: "canvas: {width: 64, height: 64, fps: 60, duration: 83000}\nlayers:\n"
        + (0..<40).map { _ in "  - {type: rect}\n" }.joined(),
      line: 23, fragment: "the scene needs more than 100,000,000 layer-frames (the limit)"),
    Bomb(
      name: "a lowered track-value budget is honoured",
      text: header + "layers:\n  - {type: rect, animations: [{property: position, to: [1, 1], duration: 1}]}\n",
      budgets: SceneBudgets(maxTrackValues: 10), line: 3, fragment: "animates more than 10 values"),
    Bomb(
      name: "a lowered segment budget is honoured",
      text: header + "layers:\n  - {type: rect, chain: \"moveX(1).repeat(50).animate(0.01)\"}\n",
      budgets: SceneBudgets(maxSegments: 20), line: 3, fragment: "more than 20 animation segments"),
    Bomb(
      name: "an unquoted colour is a comment, not an empty fill",
      text: header + "layers:\n  - type: rect\n    fill: #2f8cff\n",
      line: 4,
      fragment:
        "layers[0].fill: the value of 'fill' is empty because '#2f8cff' starts a YAML comment; quote it: fill: \"#2f8cff\""
    ),
    Bomb(
      name: "a lone high surrogate in JSON is refused with its location",
      text:
        "{\"canvas\": {\"width\": 64, \"height\": 64, \"fps\": 30, \"duration\": 1},\n \"layers\": [{\"type\": \"text\", \"text\": \"a\\ud83d b\"}]}\n",
      file: "bomb.json", line: 2, fragment: "not valid JSON: lone high surrogate \\ud83d"),
    Bomb(
      name: "a lone low surrogate in JSON is refused",
      text:
        "{\"canvas\": {\"width\": 64, \"height\": 64, \"fps\": 30, \"duration\": 1},\n \"layers\": [{\"type\": \"text\", \"text\": \"\\ude00\"}]}\n",
      file: "bomb.json", line: 2, fragment: "lone low surrogate \\ude00"),
  ]

  // Speed is measured by `Benchmarks hostile` (docs/benchmarks.md), never asserted here: timed
  // unit tests fail on a busy machine.
  @Test("Each bomb is refused with its limit, location and fix", arguments: bombs)
  func bombIsRefused(_ bomb: Bomb) throws {
    let error = #expect(throws: SceneFileError.self) {
      try SceneLoader.load(text: bomb.text, file: bomb.file, options: SceneLoadOptions(budgets: bomb.budgets))
    }
    let first = try #require(error?.diagnostics.first)
    #expect(first.location?.file == bomb.file)
    #expect(first.location?.line == bomb.line, "\(first)")
    #expect(first.description.contains(bomb.fragment), "\(first)")
    #expect(error?.category == .data)
  }

  struct Accepted: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    var file = "ok.yaml"
    var testDescription: String { name }
  }

  static let accepted: [Accepted] = [
    Accepted(
      name: "alias-like text inside quotes next to an anchor",
      text: header
        + "layers:\n  - &box {type: text, text: \"*not: an alias\"}\n  - *box\n"
        .replacingOccurrences(of: "  - *box\n", with: "")),
    Accepted(name: "a quoted colour", text: header + "layers:\n  - type: rect\n    fill: \"#2f8cff\"\n"),
    Accepted(
      name: "a comment after a value",
      text: header + "layers:\n  - type: rect # the box\n    fill: red  # #2f8cff later\n"),
    Accepted(
      name: "an empty vars block with a comment", text: "vars: # none yet\n" + header + "layers:\n  - type: rect\n"),
    Accepted(
      name: "a few aliases for shared styles",
      text: header
        + "style: &s {type: rect, size: [10, 10], fill: red}\nlayers: [*s, *s, *s]\n".replacingOccurrences(
          of: "style: &s", with: "layers: [&s"
        )
        .replacingOccurrences(of: "fill: red}\nlayers: [*s, *s, *s]", with: "fill: red}, *s, *s]")),
    Accepted(
      name: "a spring overshooting within range",
      text: header
        + "layers:\n  - {type: rect, animations: [{property: scale, to: [9000, 9000], bounciness: 4, speed: 12}]}\n"),
    Accepted(
      name: "a 10,000-link chain (the limit)",
      text: header + "layers:\n  - {type: rect, chain: \"moveX(0.001)."
        + String(repeating: "thenAfter(0.0001).moveX(0.001).", count: 9_999) + "animate(0.0001)\"}\n"),
    Accepted(
      name: "a chain repeated 10,000 times (the limit)",
      text: header + "layers:\n  - {type: rect, chain: \"moveX(1).repeat(10000).animate(0.0001)\"}\n"),
    Accepted(
      name: "a JSON surrogate pair",
      text:
        "{\"canvas\": {\"width\": 64, \"height\": 64, \"fps\": 30, \"duration\": 1},\n \"layers\": [{\"type\": \"text\", \"text\": \"\\ud83d\\ude00\"}]}\n",
      file: "ok.json"),
  ]

  @Test("Legitimate scenes near the limits still load and compile", arguments: accepted)
  func legitimateSceneLoads(_ c: Accepted) throws {
    let scene = try SceneLoader.load(text: c.text, file: c.file)
    _ = SceneCompiler.compile(scene)
  }

  @Test("A JSON surrogate pair decodes to the character it encodes")
  func surrogatePairDecodes() throws {
    let text =
      "{\"canvas\": {\"width\": 64, \"height\": 64, \"fps\": 30, \"duration\": 1},\n \"layers\": [{\"type\": \"text\", \"text\": \"a\\ud83d\\ude00b\"}]}\n"
    let scene = try SceneLoader.load(text: text, file: "s.json")
    #expect(scene.layers[0].text?.content == "a😀b")
  }

  @Test("A 10,000-link chain compiles to the sum of its links")
  func longChainCompiles() throws {
    let chain = "moveX(1)." + String(repeating: "thenAfter(0.00001).moveX(1).", count: 9_999) + "animate(0.00001)"
    let scene = try SceneLoader.load(
      text: Self.header + "layers:\n  - {type: rect, chain: \"\(chain)\"}\n", file: "c.yaml")
    let compiled = SceneCompiler.compile(scene)
    // Every link moved by 1 and each ends long before the last frame.
    let x = compiled.layers[0].tracks.first { $0.property.name == "position.x" }?.values.last
    #expect(x == 10_000)
  }

  @Test("The benchmark's 10,000 layers × 600 frames fit the default budgets")
  func benchmarkSceneFits() throws {
    var yaml = "canvas: {width: 1920, height: 1080, fps: 60, duration: 10, background: \"#101010\"}\nlayers:\n"
    for i in 0..<10_000 {
      yaml +=
        "  - {type: rect, id: r\(i), position: [\(i % 1900), \(i % 1000)], size: [20, 20], cornerRadius: 4, fill: \"#3080ff\",\n"
      yaml +=
        "     animations: [{property: position.x, by: 100, duration: 2, delay: \(Double(i % 50) * 0.01), easing: ease-in-out}, {property: opacity, from: 0, to: 1, duration: 0.5}]}\n"
    }
    let scene = try SceneLoader.load(text: yaml, file: "big.yaml")
    #expect(scene.layers.count == 10_000)
  }

  @Test(
    "Chains refuse non-finite and out-of-range numbers without trapping",
    arguments: ["repeat(1e19)", "wait(1e300)", "thenAfter(-1)", "moveX(1e8)", "animateWithRepeat(1, 0.5)"])
  func chainNumbersAreChecked(_ call: String) {
    let text = call.hasPrefix("animateWithRepeat") ? "moveX(1).\(call)" : "moveX(1).\(call).animate(1)"
    guard case .failure = ChainParser.parse(text) else {
      Issue.record("\(text) was accepted")
      return
    }
  }

  @Test("Scene file errors have categories: missing or unreadable is noInput, the rest data")
  func fileErrorCategories() {
    let d = SceneDiagnostic(location: nil, keyPath: "", message: "x")
    let cases: [(SceneFileError, ErrorCategory)] = [
      (.notFound(path: "a"), .noInput), (.unreadable(path: "a", reason: "r"), .noInput),
      (.tooLarge(path: "a", bytes: 1, limit: 0), .data), (.syntax(d), .data), (.invalid([d]), .data),
    ]
    for (error, category) in cases { #expect(error.category == category) }
  }

  @Test("User text in diagnostics stays on one line and is shortened")
  func diagnosticsEscapeUserText() throws {
    let longID = String(repeating: "x", count: 100_000)
    for id in ["two\\nlines", "\"a\\nb\"", "\"\(longID)\""] {
      let text = Self.header + "layers:\n  - {type: rect, id: \(id)}\n  - {type: rect, id: \(id)}\n"
      let error = #expect(throws: SceneFileError.self) { try SceneLoader.load(text: text, file: "e.yaml") }
      let line = error?.description ?? ""
      #expect(!line.contains("\n"), "\(line)")
      #expect(line.count < 3_000)
      #expect(line.contains("duplicate layer id"))
    }
    let missing = SceneFileError.notFound(path: "a\nchainframe: error: forged").description
    #expect(!missing.contains("\n"))
  }

  @Test("A cancellation hook stops loading and compiling with a cancelled error")
  func cancellation() throws {
    let text =
      Self.header + "layers:\n"
      + (0..<100).map { _ in "  - {type: rect, animations: [{property: rotation, to: 90, duration: 1}]}\n" }.joined()
    #expect {
      try SceneLoader.loadCancellable(text: text, file: "c.yaml", options: SceneLoadOptions(shouldCancel: { true }))
    } throws: { error in
      (error as? SceneCancelled)?.category == .cancelled && (error as? SceneCancelled)?.stage == .loading
    }
    let scene = try SceneLoader.loadCancellable(
      text: text, file: "c.yaml", options: SceneLoadOptions(shouldCancel: { false }))
    #expect {
      try SceneCompiler.compileChecked(scene, options: CompileOptions(shouldCancel: { true }))
    } throws: { error in
      (error as? SceneCancelled)?.stage == .compiling
    }
    let compiled = try SceneCompiler.compileChecked(scene, options: CompileOptions(shouldCancel: { false }))
    #expect(compiled.layers.count == 100)
    #expect(SceneCompiler.compile(scene, options: CompileOptions(shouldCancel: { true })).layers.count == 100)
  }

  @Test("Checked compilation refuses out-of-range values from scenes built in code")
  func checkedCompileRefusesRanges() throws {
    let spec = AnimationSpec(
      property: AnimatableProperty.scale, kind: .basic(duration: 0.5, timing: .linear), to: [1e9, 1e9], name: "grow")
    let scene = Scene(
      canvas: Canvas(width: 64, height: 64, fps: Rational(30, 1), duration: 1, background: .black),
      layers: [Layer(id: "a", shape: .rect, base: .default, animations: [spec])])
    #expect {
      try SceneCompiler.compileChecked(scene, options: CompileOptions())
    } throws: { error in
      (error as? SceneFileError)?.description.contains("grow: animates scale to 1e9, beyond the limit of ±10,000")
        ?? false
    }
  }
}
