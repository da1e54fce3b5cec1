import ChainframeModel
import Foundation
import Yams

/// Turns YAML or JSON text into a ``SceneNode`` tree with source locations.
package enum SceneNodeParser {
  /// Parses `text`; `file` is used only in locations. `fast` (the default) tries the fast
  /// paths first (`JSONNodeParser` for `.json`, `YAMLNodeParser` otherwise), which give
  /// the same tree as the general path or defer to it; false uses only the general path.
  ///
  /// Aliases (`*name`) are counted at their expanded size against `budgets` before they are
  /// expanded, so a "billion laughs" file stops at the first alias that would pass
  /// `SceneBudgets/maxAliasNodes` or `SceneBudgets/maxNodes`.
  ///
  /// - Throws: `SceneFileError/syntax(_:)` with the parser's line and column, or with the
  ///   location of the alias that passes a budget.
  package static func parse(
    _ text: String, file: String, budgets: SceneBudgets = .default, fast: Bool = true
  ) throws(SceneFileError) -> SceneNode {
    guard fast else { return try parseWithYams(text, file: file, budgets: budgets) }
    // The fast paths return a tree only where the Yams path would return the same one; the
    // alias-key check runs first, as on the Yams path (for JSON only once the text is known
    // to be valid JSON, since the Yams path reports JSON syntax first).
    if file.lowercased().hasSuffix(".json") {
      if let tree = JSONNodeParser.parse(text, file: file, budgets: budgets) {
        try AliasKeyCheck.check(text, file: file)
        return tree
      }
    } else {
      try AliasKeyCheck.check(text, file: file)
      if let tree = YAMLNodeParser.parse(text, file: file, budgets: budgets) { return tree }
    }
    return try parseWithYams(text, file: file, budgets: budgets)
  }

  /// The general path: Yams (libyaml) composes the file, then ``NodeConverter`` builds the
  /// tree within the budgets. Every error message and location comes from here; the fast
  /// paths (`JSONNodeParser`) only ever return trees equal to this one's.
  static func parseWithYams(_ text: String, file: String, budgets: SceneBudgets) throws(SceneFileError) -> SceneNode {
    let yaml = file.lowercased().hasSuffix(".json") ? try StrictJSON.check(text, file: file) : text
    try AliasKeyCheck.check(yaml, file: file)
    let root: Node?
    do {
      // The basic resolver: Chainframe reads scalar text itself, and the default resolver
      // spends most of a large file matching tag regexes (3.4 s for 10,000 layers).
      root = try Yams.compose(yaml: yaml, .basic)
    } catch let error as YamlError {
      throw .syntax(diagnostic(for: error, file: file))
    } catch {
      throw .syntax(SceneDiagnostic(location: nil, keyPath: "", message: UserText.escaped("\(error)")))
    }
    guard let root else {
      throw .syntax(
        SceneDiagnostic(
          location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
          message: "the file is empty",
          hint: "a scene needs at least 'canvas:' and 'layers:'"))
    }
    var converter = NodeConverter(file: file, text: text, budgets: budgets)
    return try converter.convert(root, parent: nil)
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
      let names = duplicates.map { UserText.quoted("\($0)") }.joined(separator: ", ")
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
