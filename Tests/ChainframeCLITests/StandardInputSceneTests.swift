import ChainframeTestSupport
import Foundation
import Testing

@Suite("Scenes read from standard input")
struct StandardInputSceneTests {
  static let scene = """
    version: 1
    canvas: {width: 32, height: 32, fps: 10, duration: 0.3}
    layers:
      - {type: image, src: dot.png, size: [8, 8], position: [16, 16]}
    """

  @Test("render - reads the scene from stdin, with assets relative to the current folder")
  func rendersFromStdin() throws {
    let dir = TemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: Fixtures.repositoryPath("Tests/Fixtures/SVGEscape/scene/inside.png"), toPath: dir.file("dot.png"))
    let result = try BuiltBinary.runChainframe(
      ["render", "-", "-o", "out.mp4"], in: dir.path, input: Data(Self.scene.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir.file("out.mp4")))
  }

  @Test("a piped scene cannot reach outside the current folder; errors name <stdin>")
  func confined() throws {
    let dir = TemporaryDirectory()
    let text = Self.scene.replacingOccurrences(of: "dot.png", with: "../dot.png")
    let result = try BuiltBinary.runChainframe(
      ["validate", "-"], in: dir.path, input: Data(text.utf8))
    #expect(result.status == 65)
    #expect(result.stdout.contains("<stdin>:4:"), "\(result.stdout)")
    #expect(result.stdout.contains("outside the scene's folder"))
  }

  @Test("more than the scene size limit on stdin is refused without reading it all")
  func bounded() throws {
    let dir = TemporaryDirectory()
    let big = Data(repeating: UInt8(ascii: "#"), count: (16 << 20) + 4096)
    let result = try BuiltBinary.runChainframe(["validate", "-"], in: dir.path, input: big)
    #expect(result.status == 65)
    #expect(result.stderr.contains("MiB limit"), "\(result.stderr)")
  }
}
