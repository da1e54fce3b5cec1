import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// `chainframe info`'s facts: asset kinds, times, size estimates (issue 31).
@Suite("Scene info")
struct SceneInfoTests {
  static func info(_ relative: String) throws -> SceneInfo {
    let composition = try Composition.load(contentsOf: Fixtures.repositoryPath(relative))
    return SceneInfo(composition, presets: try EncodingPreset.all(environment: [:]))
  }

  struct KindCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var scene: String
    var file: String
    var kind: String
  }

  static let kindCases: [KindCase] = [
    KindCase(
      testDescription: "A voice-over clip is audio", scene: "Examples/product-demo.yaml", file: "voice.ogg",
      kind: "audio"),
    KindCase(
      testDescription: "An included component is a scene", scene: "Examples/product-demo.yaml",
      file: "lower-third.yaml", kind: "scene"),
    KindCase(
      testDescription: "An SRT file is captions", scene: "Examples/product-demo.yaml", file: "talk.srt",
      kind: "captions"),
    KindCase(
      testDescription: "A video layer's file is a video", scene: "Examples/product-demo.yaml", file: "screen.mp4",
      kind: "video"),
    KindCase(
      testDescription: "An image layer's file is an image", scene: "Examples/gallery/images-svg.yaml", file: ".png",
      kind: "image"),
    KindCase(
      testDescription: "An svg layer's file is an svg", scene: "Examples/gallery/images-svg.yaml", file: ".svg",
      kind: "svg"),
  ]

  @Test("Each asset is reported with its real kind", arguments: kindCases)
  func assetKind(_ c: KindCase) throws {
    let info = try Self.info(c.scene)
    let asset = try #require(info.assets.first { $0.path.hasSuffix(c.file) }, "\(info.assets)")
    #expect(asset.kind == c.kind)
  }

  struct ExtensionCase: Sendable, CustomTestStringConvertible {
    var testDescription: String { "A .\(ext) file is \(kind)" }
    var ext: String
    var kind: String
  }

  @Test(
    "Files the scene does not qualify are named by their extension",
    arguments: [
      ExtensionCase(ext: "ttf", kind: "font"), ExtensionCase(ext: "json", kind: "lottie"),
      ExtensionCase(ext: "webm", kind: "video"), ExtensionCase(ext: "wav", kind: "audio"),
      ExtensionCase(ext: "jpg", kind: "image"), ExtensionCase(ext: "vtt", kind: "captions"),
    ])
  func extensionKind(_ c: ExtensionCase) {
    #expect(SceneInfo.kind(ofExtension: "a/b." + c.ext) == c.kind)
  }

  @Test("Times are rounded to the microsecond, without floating-point noise")
  func times() throws {
    let dir = TemporaryDirectory()
    dir.write(
      "s.yaml", "canvas: {width: 64, height: 36, fps: \"30000/1001\", duration: 2.002}\nlayers: [{type: rect}]\n")
    let info = SceneInfo(try Composition.load(contentsOf: dir.file("s.yaml")), presets: [])
    #expect(info.frameCount == 60)
    #expect("\(info.duration)" == "2.002")
    #expect("\(info.lastFrameTime)" == "1.968633")
  }

  /// Real sizes of Examples/hello.yaml rendered with each built-in preset (docs/cli.md's
  /// table; re-measure when the encoders change).
  static let measured: [String: Int] = [
    "gif-preview-480": 146_757, "png-sequence": 311_214, "prores-alpha": 1_729_423,
    "social-square-1080": 46_451, "story-1080x1920": 50_306, "web-h264": 21_937, "web-vp9": 20_235,
  ]

  @Test("Sizes measured from encoded samples are within 25 % of real renders for every preset")
  func sampledEstimates() throws {
    let composition = try Composition.load(contentsOf: Fixtures.repositoryPath("Examples/hello.yaml"))
    let presets = try EncodingPreset.all(environment: [:])
    var info = SceneInfo(composition, presets: presets)
    try info.measureSizes(composition, presets: presets)
    for (preset, actual) in Self.measured {
      let estimate = try #require(info.estimates.first { $0.preset == preset })
      #expect(estimate.method == "sampled")
      let ratio = Double(estimate.bytes) / Double(actual)
      #expect(abs(ratio - 1) <= 0.25, "\(preset): estimate \(estimate.bytes), real \(actual)")
    }
  }

  @Test("A preset with a fixed frame estimates the letterboxed scene, not the whole frame")
  func letterbox() throws {
    let hello = try Self.info("Examples/hello.yaml")
    let square = try #require(hello.estimates.first { $0.preset == "social-square-1080" })
    let story = try #require(hello.estimates.first { $0.preset == "story-1080x1920" })
    // The same 1080x608 picture in both: the bars do not add to the estimate.
    #expect(square.bytes == story.bytes)
  }

  @Test("Every user preset folder is listed, present or absent")
  func userFolders() throws {
    let dir = TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: dir.file("env/encoding"), withIntermediateDirectories: true)
    let folders = EncodingPreset.candidateUserFolders(
      environment: ["HOME": "/nonexistent", "CHAINFRAME_PRESETS": dir.file("env")])
    #expect(folders.map(\.path) == ["/nonexistent/.config/chainframe/presets", dir.file("env")])
    #expect(folders.map(\.exists) == [false, true])
  }
}
