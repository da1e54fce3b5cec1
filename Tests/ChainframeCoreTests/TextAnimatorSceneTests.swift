import ChainframeCore
import Testing

/// A text layer's `animators`: range selectors and per-character changes, checked when the
/// scene loads and turned into one piece per drawn character.
@Suite("Text animators in scenes")
struct TextAnimatorSceneTests {
  static func scene(_ animators: String, text: String = "ab cd", extra: String = "") -> String {
    """
    canvas: {width: 240, height: 60, fps: 10, duration: 1, background: transparent}
    layers:
      - {type: text, id: t, text: "\(text)", font: {size: 36}, position: [10, 45], fill: white, animators: \(animators)\(extra)}
    """
  }

  @Test("Every drawn character becomes a piece with the animators' values at its index")
  func pieces() throws {
    let scene = try SceneLoader.load(
      text: Self.scene("[{range: {units: index, start: 1, end: 3}, opacity: 0, position: [0, 10]}]"), file: "a.yaml")
    let pieces = scene.layers[0].children
    // "ab cd": the space is not drawn but counts as index 2.
    #expect(pieces.map { $0.text?.piece?.byteOffset } == [0, 1, 3, 4])
    #expect(pieces.map(\.base.opacity) == [1, 0, 1, 1])
    #expect(pieces.map(\.base.position.y) == [0, 10, 0, 0])
    #expect(pieces.allSatisfy { $0.animations.isEmpty })
  }

  @Test("Anchor grouping by words gives every character its word's byte range")
  func grouping() throws {
    let scene = try SceneLoader.load(
      text: Self.scene("[{rotation: 10}]", text: "ab cd\\nef", extra: ", anchorGrouping: words"), file: "a.yaml")
    let groups = scene.layers[0].children.map { $0.text?.piece?.anchorGroup }
    #expect(groups == [0..<2, 0..<2, 3..<5, 3..<5, 6..<8, 6..<8])
  }

  @Test("Keyframed range values bake one opacity keyframe track per character that changes")
  func keyframed() throws {
    let scene = try SceneLoader.load(
      text: Self.scene("[{range: {end: [{time: 0, value: 0}, {time: 1, value: 100}]}, opacity: 0}]", text: "abcd"),
      file: "a.yaml")
    let pieces = scene.layers[0].children
    #expect(pieces.count == 4)
    #expect(pieces.map(\.base.opacity) == [1, 1, 1, 1])
    #expect(pieces.allSatisfy { $0.animations.count == 1 && $0.animations[0].property.name == "opacity" })
  }

  @Test(
    "Bad animators are refused at their key path",
    arguments: [
      ("[{range: {shape: wavy}, opacity: 0}]", "layers[0].animators[0].range.shape: unknown range shape 'wavy'"),
      ("[{range: {units: pixels}}]", "layers[0].animators[0].range.units: unknown range unit 'pixels'"),
      ("[{opacity: 2}]", "layers[0].animators[0].opacity: 2 is out of range"),
      ("[{range: {start: .nan}}]", "layers[0].animators[0].range.start: expected a finite number"),
      ("[{range: {smoothness: -5}}]", "layers[0].animators[0].range.smoothness: -5 is out of range"),
      ("[{opacity: 0}], anchorGrouping: pages", "layers[0].anchorGrouping: unknown anchor grouping 'pages'"),
      ("[{wobble: 3}]", "layers[0].animators[0].wobble: unknown key 'wobble'"),
      ("{opacity: 0}", "layers[0].animators: expected a list of text animators"),
      (
        "[" + Array(repeating: "{opacity: 0}", count: 33).joined(separator: ", ") + "]",
        "layers[0].animators: 33 text animators is more than 32"
      ),
    ])
  func invalid(_ yaml: String, _ message: String) throws {
    let error = #expect(throws: SceneFileError.self) { try SceneLoader.load(text: Self.scene(yaml), file: "a.yaml") }
    let text = error.map { "\($0)" } ?? ""
    #expect(text.contains(message), "\(text)")
  }

  @Test("Animators and split on one layer are refused")
  func withSplit() throws {
    let error = #expect(throws: SceneFileError.self) {
      try SceneLoader.load(text: Self.scene("[{opacity: 0}]", extra: ", split: {by: chars}"), file: "a.yaml")
    }
    #expect("\(error.map { "\($0)" } ?? "")".contains("cannot have both split and animators"))
  }

  @Test("A character anchor without animators is refused")
  func anchorAlone() throws {
    let text = """
      canvas: {width: 240, height: 60, fps: 10, duration: 1}
      layers:
        - {type: text, text: "ab", characterAnchor: [0.5, 0]}
      """
    let error = #expect(throws: SceneFileError.self) { try SceneLoader.load(text: text, file: "a.yaml") }
    #expect(
      "\(error.map { "\($0)" } ?? "")".contains(
        "layers[0].characterAnchor: characterAnchor is only used by text animators"))
  }

  @Test("Too many characters × frames are refused, not baked")
  func budget() throws {
    let long = String(repeating: "x", count: 2_000)
    let text = """
      canvas: {width: 240, height: 60, fps: 60, duration: 10}
      layers:
        - {type: text, text: "\(long)", animators: [{range: {end: [{time: 0, value: 0}, {time: 10, value: 100}]}, opacity: 0}]}
      """
    let error = #expect(throws: SceneFileError.self) { try SceneLoader.load(text: text, file: "a.yaml") }
    #expect("\(error.map { "\($0)" } ?? "")".contains("more than 1000000"))
  }
}
