import ChainframeCore
import ChainframeTestSupport
import Testing

/// `fontFeatures` on text layers: OpenType settings in HarfBuzz's syntax, checked when the
/// scene loads, and drawn.
@Suite("Font features")
struct FontFeatureTests {
  static func scene(_ features: String, text: String = "AVAVAV") -> String {
    """
    canvas: {width: 240, height: 60, fps: 10, duration: 0.1, background: transparent}
    layers:
      - {type: text, text: "\(text)", font: {size: 36}, position: [10, 45], fontFeatures: \(features)}
    """
  }

  @Test(
    "Valid settings load in order",
    arguments: [
      ("[-kern, -liga]", ["-kern", "-liga"]), ("[+smcp]", ["+smcp"]), ("[\"ss01=1\", kern]", ["ss01=1", "kern"]),
      ("[]", []),
    ])
  func valid(_ yaml: String, _ expected: [String]) throws {
    let scene = try SceneLoader.load(text: Self.scene(yaml), file: "f.yaml")
    #expect(scene.layers[0].text?.fontFeatures == expected)
  }

  @Test(
    "Invalid settings are refused at their key path with a hint",
    arguments: [
      ("[kerning]", "layers[0].fontFeatures[0]: 'kerning' is not an OpenType feature setting"),
      ("[\"-kern=1\"]", "layers[0].fontFeatures[0]: '-kern=1' is not an OpenType feature setting"),
      ("[\"ss01=70000\"]", "layers[0].fontFeatures[0]: 'ss01=70000' is not an OpenType feature setting"),
      ("-kern", "layers[0].fontFeatures: fontFeatures must be a list of at most 32 OpenType features"),
    ])
  func invalid(_ yaml: String, _ message: String) throws {
    let error = #expect(throws: SceneFileError.self) { try SceneLoader.load(text: Self.scene(yaml), file: "f.yaml") }
    let text = error.map { "\($0)" } ?? ""
    #expect(text.contains(message), "\(text)")
  }
}
