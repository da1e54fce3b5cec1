import ChainframeCore
import ChainframeDistributed
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Images embedded as `data:` URIs: in Lottie files and in a scene's image layer `src`.
@Suite("Lottie embedded images")
struct LottieEmbeddedImageTests {
  static let fixture = Fixtures.path("Lottie/embedded-image.json")
  /// The fixture's 4×4 PNG: left half red, right half blue, opaque.
  static let png =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAFElEQVR42mP4z8DwH4Sh1H8G0gUALFAf4eNWqTEAAAAASUVORK5CYII="

  static func scene(_ src: String) -> String {
    "canvas: {width: 4, height: 4, fps: 10, duration: 1}\n"
      + "layers:\n  - {type: image, src: '\(src)', anchor: [0, 0], size: [4, 4], fit: fill}\n"
  }

  @Test("A Lottie file's embedded PNG is drawn: red on the left, blue on the right")
  func drawsEmbeddedPNG() throws {
    let c = try Composition.load(contentsOf: Self.fixture)
    let image = try c.image(atFrame: 0)
    for y in 0..<4 {
      for x in 0..<4 {
        let p = image.pixel(x: x, y: y)
        let expected: (UInt8, UInt8, UInt8, UInt8) = x < 2 ? (255, 0, 0, 255) : (0, 0, 255, 255)
        #expect(p == expected, "pixel \(x),\(y) is \(p)")
      }
    }
  }

  @Test("chainframe import writes a self-contained scene that draws the same bytes")
  func importIsIdentical() throws {
    let dir = TemporaryDirectory()
    let imported = try LottieImporter.translate(
      text: String(contentsOfFile: Self.fixture, encoding: .utf8), file: Self.fixture)
    #expect(imported.findings.isEmpty, "\(imported.findings)")
    #expect(imported.yaml.contains("data:image/png;base64,"))
    let direct = try Composition.load(contentsOf: Self.fixture)
    let viaScene = try Composition.load(contentsOf: dir.write("imported.yaml", imported.yaml))
    #expect(viaScene.scene.assetPaths.isEmpty)
    for n in [0, direct.frameCount - 1] {
      #expect(try direct.pngData(atFrame: n) == viaScene.pngData(atFrame: n), "frame \(n)")
    }
  }

  @Test(
    "A bad embedded image is refused with what is wrong, its key path and a fix",
    arguments: [
      ("data:image/png;base64,iVBO*w0K", "invalid at character 4"),
      ("data:image/gif;base64,R0lGODlhAQABAAAAACw=", "'image/gif' are not supported"),
      ("data:image/png,iVBORw0KGgo=", "not marked ';base64'"),
      ("data:image/jpeg;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAE", "not a valid JPEG"),
      ("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAgAAAAIAACAYAAAA=", "over the limit"),
    ])
  func refusesBadData(src: String, message: String) throws {
    let dir = TemporaryDirectory()
    let error = try #require(throws: SceneFileError.self) {
      try Composition.load(text: Self.scene(src), folder: dir.path)
    }
    let diagnostic = try #require(error.diagnostics.first)
    #expect(diagnostic.keyPath == "layers[0].src", "\(error.diagnostics)")
    #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
    #expect(diagnostic.hint?.isEmpty == false)
  }

  @Test("A Lottie file with a broken embedded image reports it and still imports")
  func lottieReportsBadData() throws {
    let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
      .replacingOccurrences(of: "data:image/png;base64,iVBOR", with: "data:image/png;base64,i!BOR")
    let imported = try LottieImporter.translate(text: text, file: Self.fixture)
    #expect(imported.findings.contains { $0.feature.contains("invalid at character 1") }, "\(imported.findings)")
    #expect(!imported.yaml.contains("data:"))
  }

  @Test("An embedded JPEG in a scene's image layer is drawn, its size read from the header")
  func drawsEmbeddedJPEG() throws {
    // An 8×8 solid green JPEG (ffmpeg, yuvj444p, q 1).
    let uri =
      "data:image/jpeg;base64,/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABMAAEBAAAAAAAAAAAAAAAAAAAABQEBAQAAAAAAAAAAAAAAAAAAAAcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAIAAgDARIAAhIAAxIA/9oADAMBAAIRAxEAPwCsJWIoP//Z"
    let decoded = try EmbeddedImage.decode(uri)
    #expect(decoded.width == 8 && decoded.height == 8 && decoded.mediaType == "image/jpeg")
    let c = try Composition.load(text: Self.scene(uri), folder: TemporaryDirectory().path)
    let p = try c.image(atFrame: 0).pixel(x: 2, y: 2)
    #expect(p.r < 16 && p.g > 239 && p.b < 16 && p.a == 255, "\(p)")
  }

  @Test(
    "An embedded WebP (lossless or lossy, as Lottie exporters write them) is drawn",
    arguments: [
      // 8×8 solid red, written by Pillow: lossless (VP8L) and lossy (VP8).
      "UklGRhwAAABXRUJQVlA4TA8AAAAvB8ABAAcQ/Y/+ByKi/wEA",
      "UklGRkAAAABXRUJQVlA4IDQAAAAwAgCdASoIAAgAAMASJaACdLoB+AH4AARoAAD++iGX/3easNN39a3/9aOfron+tHP/WVgA",
    ])
  func drawsEmbeddedWebP(base64: String) throws {
    let uri = "data:image/webp;base64," + base64
    let decoded = try EmbeddedImage.decode(uri)
    #expect(decoded.width == 8 && decoded.height == 8 && decoded.mediaType == "image/webp")
    let c = try Composition.load(text: Self.scene(uri), folder: TemporaryDirectory().path)
    let p = try c.image(atFrame: 0).pixel(x: 2, y: 2)
    #expect(p.r > 239 && p.g < 16 && p.b < 16 && p.a == 255, "\(p)")
  }

  @Test("A distributed plan hashes the embedded bytes with the scene text and reads no asset file")
  func planHashCoversEmbeddedBytes() throws {
    let dir = TemporaryDirectory()
    func hash(_ src: String, _ name: String) throws -> String {
      let c = try Composition.load(contentsOf: dir.write(name, Self.scene(src)))
      #expect(c.scene.assetPaths.isEmpty)
      return try DistributedPlan.make(
        composition: c, variables: [], options: DistributedRenderTests.options(), count: 2, toolVersion: "test"
      ).planHash
    }
    let a = try hash(Self.png, "a.yaml")
    #expect(try hash(Self.png, "b.yaml") == a)
    // The fixture with its red and blue halves swapped: only the image bytes differ.
    let swapped =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAFUlEQVR42mNgYPj/H4T/QxkMpAsAACxQH+HFFQdaAAAAAElFTkSuQmCC"
    #expect(try hash(swapped, "c.yaml") != a)
  }

  @Test("Base64 with wrapped lines and without padding decodes to the same image")
  func lenientBase64() throws {
    let plain = try EmbeddedImage.decode(Self.png)
    #expect(plain.width == 4 && plain.height == 4 && plain.mediaType == "image/png")
    let body = Self.png.dropFirst("data:image/png;base64,".count)
    let wrapped =
      "DATA:image/PNG;base64," + body.prefix(20) + "\n " + body.dropFirst(20).replacingOccurrences(of: "=", with: "")
    #expect(try EmbeddedImage.decode(wrapped).bytes == plain.bytes)
    #expect(throws: EmbeddedImageError.badBase64(offset: 0)) { try EmbeddedImage.decode("data:image/png;base64,=AAA") }
  }
}
