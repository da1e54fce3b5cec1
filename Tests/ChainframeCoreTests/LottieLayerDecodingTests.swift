import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// `type: lottie` layers: the model they decode to, and every way a hostile or mistaken
/// scene is refused with a located error.
@Suite("Lottie layer decoding")
struct LottieLayerDecodingTests {
  static let canvas = "canvas: {width: 100, height: 100, fps: 10, duration: 3}\n"

  /// A 50 × 40 Lottie file of one second at 10 fps with a marker `intro` (frames 0…4).
  static let animation = """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 50, "h": 40, "assets": [],
     "markers": [{"cm": "intro", "tm": 0, "dr": 4}],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {},
       "shapes": [{"ty": "rc", "p": {"a": 0, "k": [25, 20]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}},
                  {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}]}]}
    """

  @Test("A lottie layer is a group of the canvas size, shown from start for the animation's length")
  func model() throws {
    let dir = TemporaryDirectory()
    dir.write("anim.json", Self.animation)
    let scene = try SceneLoader.load(
      text: Self.canvas
        + "layers:\n  - {type: lottie, id: icon, src: anim.json, start: 0.5, speed: 2, motionBlur: {samples: 4}}\n",
      file: dir.file("scene.yaml"))
    let layer = try #require(scene.layers.first)
    #expect(layer.id == "icon")
    #expect(layer.base.size == Vector2(50, 40))
    #expect(layer.style.visible == TimeRange(start: 0.5, end: 1))
    #expect(layer.children.first?.style.clipsChildren == true)
    #expect(layer.motionBlur != nil)
  }

  /// A case: files beside the scene, the layer's keys, then the key path and words of the error.
  static let mistakes: [(files: [String: String], keys: String, path: String, words: String)] = [
    ([:], "src: missing.json", "layers[0].src", "does not exist"),
    (["anim.yaml": "x: 1"], "src: anim.yaml", "layers[0].src", "not a Lottie .json file"),
    (["scene2.json": #"{"canvas": {"width": 10}}"#], "src: scene2.json", "layers[0].src", "is not a Lottie file"),
    ([:], "src: ../outside.json", "layers[0].src", "outside the scene's folder"),
    (["anim.json": animation], "src: anim.json, segment: outro", "layers[0].segment", "no marker \"outro\""),
    (["anim.json": animation], "src: anim.json, segment: [1, 0.5]", "layers[0].segment", "ends before it starts"),
    (["anim.json": animation], "src: anim.json, segment: [5, 6]", "layers[0].segment", "after the animation ends"),
    (["anim.json": animation], "src: anim.json, speed: 0", "layers[0].speed", "0"),
    (["anim.json": animation], "src: anim.json, visible: [0, 1]", "layers[0].visible", "visible"),
    (
      ["bad.json": #"{"v": "5", "fr": 10, "ip": 5, "op": 5, "w": 10, "h": 10, "layers": []}"#], "src: bad.json",
      "layers[0].src", "out-point"
    ),
    (
      [
        "deep.json": #"{"v": "5", "fr": 10, "ip": 0, "op": 5, "w": 10, "h": 10, "layers": [], "x": "#
          + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}"
      ],
      "src: deep.json", "layers[0].src", "nests deeper"
    ),
    (["bin.json": "{\u{0}}"], "src: bin.json", "layers[0].src", "UTF-8"),
    ([:], "speed: 1", "layers[0].src", "missing required key"),
  ]

  @Test("A mistaken lottie layer is refused at its key with what is wrong", arguments: mistakes)
  func mistake(_ c: (files: [String: String], keys: String, path: String, words: String)) throws {
    let dir = TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir.file("scene"), withIntermediateDirectories: true)
    dir.write("outside.json", Self.animation)
    for (name, text) in c.files { dir.write("scene/" + name, text) }
    let error = try #require(throws: SceneFileError.self) {
      try SceneLoader.load(
        text: Self.canvas + "layers:\n  - {type: lottie, \(c.keys)}\n", file: dir.file("scene/scene.yaml"))
    }
    let first = try #require(error.diagnostics.first)
    #expect(first.keyPath == c.path, "\(first)")
    #expect(first.message.contains(c.words), "\(first.message)")
    #expect(first.location?.line == 3, "\(first)")
  }

  @Test("A Lottie file is not a component: including one is refused, it cannot include scenes")
  func notAComponent() throws {
    let dir = TemporaryDirectory()
    dir.write("anim.json", Self.animation)
    #expect(throws: SceneFileError.self) {
      try SceneLoader.load(
        text: Self.canvas + "layers:\n  - {type: include, src: anim.json}\n", file: dir.file("scene.yaml"))
    }
  }

  @Test("A scene cannot translate a Lottie file without limit: uses are counted, in components too")
  func budget() throws {
    let dir = TemporaryDirectory()
    dir.write("anim.json", Self.animation)
    let uses = String(repeating: "  - {type: lottie, src: anim.json}\n", count: 20)
    dir.write("part.yaml", "canvas: {width: 10, height: 10, fps: 10, duration: 1}\nlayers:\n" + uses)
    let parts = String(repeating: "  - {type: include, src: part.yaml}\n", count: 6)
    let error = try #require(throws: SceneFileError.self) {
      try SceneLoader.load(text: Self.canvas + "layers:\n" + parts, file: dir.file("scene.yaml"))
    }
    let problems = error.diagnostics.filter { $0.message.contains("more than 100 Lottie layers") }
    #expect(problems.count == 1, "\(error.diagnostics)")
    // Five components (100 uses) are fine.
    let fine = String(repeating: "  - {type: include, src: part.yaml}\n", count: 5)
    #expect(throws: Never.self) {
      try SceneLoader.load(text: Self.canvas + "layers:\n" + fine, file: dir.file("scene.yaml"))
    }
  }

  @Test("With --strict, a Lottie layer's unsupported features are errors at its src")
  func strict() throws {
    let dir = TemporaryDirectory()
    let merged = Self.animation.replacingOccurrences(
      of: #"{"ty": "fl""#, with: #"{"ty": "mm", "mm": 1}, {"ty": "fl""#)
    dir.write("anim.json", merged)
    let text = Self.canvas + "layers:\n  - {type: lottie, src: anim.json}\n"
    #expect(throws: Never.self) { try SceneLoader.load(text: text, file: dir.file("scene.yaml")) }
    var options = SceneLoadOptions()
    options.strictImport = true
    let error = try #require(throws: SceneFileError.self) {
      try SceneLoader.load(text: text, file: dir.file("scene.yaml"), options: options)
    }
    let first = try #require(error.diagnostics.first)
    #expect(first.keyPath == "layers[0].src")
    #expect(first.message.contains("unsupported Lottie feature"), "\(first.message)")
  }

  @Test("A Lottie file outside the scene's folder is read with --allow-assets-outside")
  func allowedOutside() throws {
    let dir = TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir.file("scene"), withIntermediateDirectories: true)
    dir.write("anim.json", Self.animation)
    var options = SceneLoadOptions()
    options.allowAssetsOutside = true
    let scene = try SceneLoader.load(
      text: Self.canvas + "layers:\n  - {type: lottie, src: ../anim.json}\n", file: dir.file("scene/s.yaml"),
      options: options)
    #expect(scene.layers.count == 1)
  }
}
