import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

/// `.lottie` archives load like their JSON: the same translated scene, the manifest's
/// default or `--animation`'s animation, images from the archive; hostile archives are
/// refused quickly with located errors. Fixtures: Tests/Fixtures/Lottie/dotLottie
/// (make-fixtures.py writes them).
@Suite("dotLottie")
struct DotLottieTests {
  static func fixture(_ name: String) -> String { Fixtures.repositoryPath("Tests/Fixtures/Lottie/\(name)") }

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try #require(FileManager.default.contents(atPath: fixture(name))))
  }

  /// The scene text the importer makes of a JSON fixture.
  static func jsonScene(_ name: String) throws -> String {
    let path = fixture(name)
    return try LottieImporter.translate(text: String(contentsOfFile: path, encoding: .utf8), file: path).scene.yaml()
  }

  /// The scene text the importer makes of an archive's animation.
  static func archiveScene(_ name: String, animation: String? = nil) throws -> String {
    try LottieImporter.translate(bytes: bytes(name), file: fixture(name), animation: animation).scene.yaml()
  }

  @Test(
    "An archive's animation translates to the same scene as its JSON",
    arguments: [
      ("dotLottie/swatch.lottie", nil, "embedded-image.json"),
      ("dotLottie/swatch.lottie", "swatch", "embedded-image.json"),
      ("dotLottie/swatch.lottie", "second", "dotLottie/second.json"),
      ("dotLottie/swatch-v2.lottie", nil, "dotLottie/second.json"),
      ("dotLottie/swatch-v2.lottie", "swatch", "embedded-image.json"),
    ] as [(String, String?, String)])
  func sameScene(_ archive: String, _ animation: String?, _ json: String) throws {
    #expect(try Self.archiveScene(archive, animation: animation) == Self.jsonScene(json))
  }

  @Test("The loader renders an archive's animation, with --animation picking the second")
  func loads() throws {
    let first = try SceneLoader.load(path: Self.fixture("dotLottie/swatch.lottie"))
    #expect(first.canvas.width == 4 && first.canvas.height == 4)
    var options = SceneLoadOptions()
    options.lottieAnimation = "second"
    let second = try SceneLoader.load(path: Self.fixture("dotLottie/swatch.lottie"), options: options)
    #expect(second.canvas.width == 40 && second.canvas.height == 30)
    let json = try SceneLoader.load(path: Self.fixture("dotLottie/second.json"))
    #expect(second.layers.count == json.layers.count)
    let x = { (scene: Scene) in SceneCompiler.compile(scene).frameState(7).layers[0].position.x }
    #expect(abs(x(second) - x(json)) < 1e-9)
  }

  @Test(
    "Unknown animations and --animation on JSON files are clear errors",
    arguments: [
      ("dotLottie/swatch.lottie", "third", "it has \"swatch\", \"second\""),
      ("dotLottie/second.json", "second", "this is a Lottie JSON file"),
    ])
  func wrongAnimation(_ file: String, _ animation: String, _ message: String) throws {
    var options = SceneLoadOptions()
    options.lottieAnimation = animation
    let error = try #require(throws: SceneFileError.self) {
      try SceneLoader.load(path: Self.fixture(file), options: options)
    }
    #expect(error.diagnostics.contains { $0.message.contains(message) }, "\(error)")
  }

  @Test(
    "Hostile and unsupported archives are refused quickly, naming the entry and the problem",
    arguments: [
      ("bomb.lottie", "animations/x.json", "more than 32 MiB"),
      ("traversal.lottie", "../../evil.json", "name is unsafe"),
      ("bzip2.lottie", "animations/second.json", "compression method 12"),
      ("lying.lottie", "animations/swatch.json", "expands past the 100 bytes"),
    ])
  func hostile(_ name: String, _ entry: String, _ message: String) throws {
    let start = ContinuousClock.now
    let error = try #require(throws: SceneFileError.self) {
      try SceneLoader.load(path: Self.fixture("dotLottie/" + name))
    }
    #expect(ContinuousClock.now - start < .seconds(1))
    let d = try #require(error.diagnostics.first)
    #expect(d.keyPath == entry && d.message.contains(message), "\(error)")
    #expect(d.location?.file.hasSuffix(name) == true && d.hint?.isEmpty == false)
  }

  @Test("Every truncation and many corruptions of an archive are errors, never crashes")
  func truncatedAndCorrupt() throws {
    let whole = try Self.bytes("dotLottie/swatch.lottie")
    for n in stride(from: 0, to: whole.count, by: 7) {
      #expect(throws: SceneFileError.self) {
        try LottieImporter.translate(bytes: Array(whole[0..<n]), file: "cut.lottie", animation: nil)
      }
    }
    for at in stride(from: 0, to: whole.count, by: 5) {
      var damaged = whole
      damaged[at] ^= 0x5A
      _ = try? LottieImporter.translate(bytes: damaged, file: "flipped.lottie", animation: nil)
    }
  }

  @Test("A cut archive's error says where it is and how to fix it")
  func truncatedMessage() throws {
    let whole = try Self.bytes("dotLottie/swatch.lottie")
    let error = try #require(throws: SceneFileError.self) {
      try LottieImporter.translate(bytes: Array(whole[0..<whole.count / 2]), file: "cut.lottie", animation: nil)
    }
    let d = try #require(error.diagnostics.first)
    #expect(d.message.contains("end-of-central-directory") && d.hint?.contains("export the .lottie again") == true)
  }
}
