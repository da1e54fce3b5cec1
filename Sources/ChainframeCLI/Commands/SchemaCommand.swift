import ArgumentParser
import ChainframeCore
import Foundation

/// `chainframe schema [-o FILE]`: the JSON Schema of scene files, generated from the
/// decoders' key tables (docs/scene.schema.json is this command's output).
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of scene files (for editors and validators).")

  @Option(name: .shortAndLong, help: "Write the schema to this file instead of standard output.")
  var output: String?

  func run() throws {
    let schema = SceneSchema()
    // A decoder key without a schema would make the file silently incomplete: refuse instead.
    guard schema.problems.isEmpty else {
      let lines = schema.problems.map { "chainframe: error: \($0)\n" }.joined()
      FileHandle.standardError.write(Data(lines.utf8))
      throw ExitCode(ExitStatus.internalError.rawValue)
    }
    if let output {
      try AtomicOutputFile.write(text: schema.text, to: output)
    } else {
      FileHandle.standardOutput.write(Data(schema.text.utf8))
    }
  }
}
