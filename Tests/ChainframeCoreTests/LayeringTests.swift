import ChainframeTestSupport
import Foundation
import Testing

/// Parsing produces a model and never compiles: no file under Parsing/ names a type declared
/// under Engine/ (SceneLoader, outside both, is the façade that runs one after the other).
@Suite("Layering")
struct LayeringTests {
  static let core = Fixtures.repositoryPath("Sources/ChainframeCore")

  /// The Swift files of one folder of ChainframeCore, with their text.
  static func sources(_ folder: String) throws -> [(name: String, text: String)] {
    let directory = core + "/" + folder
    return try FileManager.default.contentsOfDirectory(atPath: directory).sorted().filter { $0.hasSuffix(".swift") }.map
    {
      ($0, try String(contentsOfFile: directory + "/" + $0, encoding: .utf8))
    }
  }

  /// Code without comments, so documentation may mention the next stage.
  static func code(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined(separator: "\n")
  }

  /// Names of the top-level types Engine/ declares (nested ones such as `Entry` are
  /// private names, not the engine's API).
  static func engineTypes() throws -> Set<String> {
    let declaration = try Regex(
      #"(?m)^(?:public |final |private |fileprivate |indirect )*(?:struct|enum|class|protocol|actor) ([A-Za-z0-9_]+)"#)
    var names: Set<String> = []
    for file in try sources("Engine") {
      for match in code(file.text).matches(of: declaration) {
        if let name = match.output[1].substring { names.insert(String(name)) }
      }
    }
    return names
  }

  @Test("No Parsing file uses an Engine type")
  func parsingIsFreeOfTheEngine() throws {
    let engine = try Self.engineTypes()
    #expect(engine.contains("SceneCompiler"))
    let word = try Regex(#"[A-Za-z0-9_]+"#)
    for file in try Self.sources("Parsing") {
      let used = Set(Self.code(file.text).matches(of: word).map { String($0.output[0].substring ?? "") })
      let engineTypesUsed = used.intersection(engine).sorted()
      #expect(engineTypesUsed.isEmpty, "Parsing/\(file.name) uses \(engineTypesUsed)")
    }
  }
}
