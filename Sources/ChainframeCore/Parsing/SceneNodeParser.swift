import Foundation
import Yams

/// Turns YAML or JSON text into a ``SceneNode`` tree with source locations.
public enum SceneNodeParser {
  /// Parses `text`; `file` is used only in locations.
  ///
  /// - Throws: ``SceneFileError/syntax(_:)`` with the parser's line and column.
  public static func parse(_ text: String, file: String) throws(SceneFileError) -> SceneNode {
    if file.lowercased().hasSuffix(".json") { try StrictJSON.check(text, file: file) }
    let root: Node?
    do {
      // The basic resolver: Chainframe reads scalar text itself, and the default resolver
      // spends most of a large file matching tag regexes (3.4 s for 10,000 layers).
      root = try Yams.compose(yaml: text, .basic)
    } catch let error as YamlError {
      throw .syntax(diagnostic(for: error, file: file))
    } catch {
      throw .syntax(SceneDiagnostic(location: nil, keyPath: "", message: "\(error)"))
    }
    guard let root else {
      throw .syntax(
        SceneDiagnostic(
          location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
          message: "the file is empty",
          hint: "a scene needs at least 'canvas:' and 'layers:'"))
    }
    return convert(root, file: file)
  }

  private static func convert(_ node: Node, file: String) -> SceneNode {
    let location = node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    switch node {
    case .scalar(let scalar):
      return SceneNode(
        kind: .scalar(scalar.string, isQuoted: scalar.style != .plain), location: location)
    case .mapping(let mapping):
      let entries = mapping.map { pair in
        SceneNode.Entry(
          key: pair.key.string ?? "\(pair.key)",
          keyLocation: pair.key.mark.map {
            SourceLocation(file: file, line: $0.line, column: $0.column)
          },
          value: convert(pair.value, file: file))
      }
      return SceneNode(kind: .mapping(entries), location: location)
    case .sequence(let sequence):
      return SceneNode(
        kind: .sequence(sequence.map { convert($0, file: file) }), location: location)
    case .alias(let alias):
      // Yams resolves anchors while composing; an unresolved alias is kept as text so the
      // decoder reports it as a wrong type rather than crashing.
      return SceneNode(kind: .scalar("*\(alias)", isQuoted: false), location: location)
    }
  }

  private static func diagnostic(for error: YamlError, file: String) -> SceneDiagnostic {
    func at(_ mark: Mark) -> SourceLocation {
      SourceLocation(file: file, line: mark.line, column: mark.column)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let contextText = context.map { " (\($0.text))" } ?? ""
      return SceneDiagnostic(
        location: at(mark), keyPath: "", message: "\(problem)\(contextText)",
        hint: "check indentation, colons and brackets near this line")
    case .duplicatedKeysInMapping(let duplicates, let context):
      // The mark is the mapping's start; the decoder would name each key, but Yams stops first.
      let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return SceneDiagnostic(
        location: at(context.mark), keyPath: "", message: "key \(names) appears twice in the mapping that starts here",
        hint: "remove one of them")
    case .reader(let problem, _, _, _):
      return SceneDiagnostic(
        location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
        message: "cannot read the text: \(problem)", hint: "save the file as UTF-8")
    default:
      return SceneDiagnostic(location: nil, keyPath: "", message: "\(error)")
    }
  }
}
