import Chainframe
import ChainframeTestSupport
import Foundation
import Testing

/// Every example scene has a Swift DSL twin that loads to the same model and draws the same
/// pixels.
@Suite("DSL twins of the examples")
struct ExampleTwinTests {
  /// The example files, for the parameterised tests.
  static let names = (ExampleTwins.all + GalleryTwins.all).map(\.file)

  static func twin(_ name: String) throws -> SceneDocument {
    try #require((ExampleTwins.all + GalleryTwins.all).first { $0.file == name }?.document)
  }

  static func path(_ name: String) -> String { Fixtures.repositoryPath("Examples/\(name).yaml") }

  @Test("The Swift twin of an example loads to a scene equal to the example file's", arguments: names)
  func sameModel(name: String) throws {
    let written = try SceneLoader.load(path: Self.path(name))
    let built = try Self.twin(name).scene(file: Self.path(name))
    let difference = ModelDifference.first(written, built)
    #expect(difference == nil, "\(name): \(difference ?? "")")
  }

  @Test("The Swift twin of an example draws the same pixels as the example file", arguments: names)
  func samePixels(name: String) throws {
    let written = try Composition.load(contentsOf: Self.path(name))
    let built = try Composition.make(try Self.twin(name).scene(file: Self.path(name)), file: Self.path(name))
    #expect(built.frameCount == written.frameCount)
    for frame in [0, written.frameCount / 2, written.frameCount - 1] {
      let a = try written.image(atFrame: frame, threads: 1)
      let b = try built.image(atFrame: frame, threads: 1)
      let same = a.withUnsafeBytes { x in b.withUnsafeBytes { y in x.elementsEqual(y) } }
      #expect(same, "\(name) frame \(frame)")
    }
  }
}
