import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeSceneFile

/// The key tables of docs/scene-format.md list exactly the keys the decoders accept.
@Suite("Scene format docs")
struct SceneFormatDocsTests {
  /// A section heading, which `| key |` table under it (0 is the first), and its decoder's keys.
  static let tables: [(heading: String, index: Int, keys: [String])] = [
    ("## Top level", 0, SceneDecoder.rootKeys + [VariableResolver.key]),
    ("## `canvas`", 0, SceneDecoder.canvasKeys),
    ("## `assets`", 0, SceneAssets.keys),
    ("## Layers", 0, LayerDecoder.commonKeys),
    ("## Layers", 1, LayerDecoder.paintKeys + LayerDecoder.trimKeys),
    ("### Video", 0, LayerDecoder.keys(for: .video).filter { !LayerDecoder.commonKeys.contains($0) }),
    ("### Lottie animations: `lottie`", 0, LottieLayerDecoder.keys.filter { !LayerDecoder.commonKeys.contains($0) }),
    ("## Audio", 0, AudioDecoder.clipKeys),
  ]

  /// The backticked names in the first column of the `index`th key table after `heading`.
  static func documentedKeys(_ text: String, heading: String, index: Int) -> [String]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: heading) else { return nil }
    var tables = 0
    var i = start + 1
    // The section ends at the next top-level heading.
    while i < lines.count, !lines[i].hasPrefix("## ") {
      if lines[i].hasPrefix("| key |") {
        if tables == index {
          var keys: [String] = []
          var row = i + 2
          while row < lines.count, lines[row].hasPrefix("| ") {
            let cell = lines[row].split(separator: "|").first.map(String.init) ?? ""
            keys += cell.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            row += 1
          }
          return keys
        }
        tables += 1
      }
      i += 1
    }
    return nil
  }

  @Test("Each key table in scene-format.md lists exactly its decoder's keys", arguments: tables)
  func tableMatchesDecoder(_ c: (heading: String, index: Int, keys: [String])) throws {
    let text = try String(contentsOfFile: Fixtures.repositoryPath("docs/scene-format.md"), encoding: .utf8)
    let documented = try #require(Self.documentedKeys(text, heading: c.heading, index: c.index), "\(c.heading)")
    #expect(documented.sorted() == c.keys.sorted(), "\(c.heading) table \(c.index)")
  }
}
