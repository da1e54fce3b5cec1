import Chainframe
import ChainframeTestSupport
import Testing

/// Audio, loudness, captions, variables and fonts set on a SceneDocument reach the scene.
@Suite("DSL top-level keys")
struct AudioCaptionTests {
  static let file = Fixtures.repositoryPath("Examples/top-level.yaml")

  static func document() -> SceneDocument {
    SceneDocument(width: 64, height: 48, fps: 10, duration: 1) { Rectangle(size: [10, 10], fill: "${tint}") }
  }

  @Test("Timed clips stay in order and loudness wraps them without losing any")
  func clips() throws {
    let scene = try Self.document()
      .audioClip(file: "product-demo/voice.ogg", start: 0.2, volume: 0.5)
      .audioClip(file: "product-demo/whoosh.ogg", trim: [0, 0.5], loop: true)
      .loudness(-16)
      .audioClip(file: "product-demo/whoosh.ogg", start: 0.5, fadeIn: 0.1, fadeOut: 0.1)
      .vars(["tint": "#ff0000"])
      .scene(file: Self.file)
    #expect(scene.audioClips.count == 3)
    #expect(scene.audioClips.first?.start == 0.2)
    #expect(scene.loudness == -16)
    #expect(scene.layers.first?.base.fill == Color(red: 1, green: 0, blue: 0))
  }

  @Test("The single soundtrack form keeps its options and loudness")
  func soundtrack() throws {
    let scene = try Self.document()
      .audio(file: "product-demo/voice.ogg", volume: 0.8, fadeIn: 0.5, fadeOut: 0.25, offset: 0.1)
      .loudness(-20)
      .vars(["tint": "red"])
      .scene(file: Self.file)
    #expect(scene.audio?.volume == 0.8)
    #expect(scene.loudness == -20)
    #expect(scene.audioClips.isEmpty)
  }

  @Test("Captions become text layers with the style's font and no shadow, and variables can be overridden")
  func captions() throws {
    let options = LoadOptions(variables: [.init(name: "tint", value: "#00ff00")])
    let scene = try Self.document()
      .captions(file: "product-demo/talk.srt") {
        $0.font(Font(size: 18).bold).align(.center).position(32, 40).noShadow()
      }
      .vars(["tint": "#ff0000"])
      .version(1)
      .scene(file: Self.file, options: options)
    #expect(!scene.captions.isEmpty)
    #expect(scene.captionFile?.hasSuffix("talk.srt") == true)
    let caption = try #require(scene.layers.first { $0.id == "caption0" })
    #expect(caption.style.shadow == nil)
    #expect(caption.text?.size == 18 && caption.text?.weight == 700)
    #expect(scene.layers.first?.base.fill == Color(red: 0, green: 1, blue: 0))
  }
}
