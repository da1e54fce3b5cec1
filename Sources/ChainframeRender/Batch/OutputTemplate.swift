import ChainframeCore
import Foundation

/// An output path with `{column}` and `{row}` placeholders, filled in per data row.
///
/// Rows are untrusted: a substituted value that contains a path separator, `..`, or a
/// control character is refused for its row, so no row can write outside the folders the
/// template names.
package struct OutputTemplate: Sendable, Hashable {
  enum Part: Sendable, Hashable {
    case text(String)
    case column(String)
  }

  /// The template as written.
  package let text: String
  let parts: [Part]

  /// Parses `text`. `{{` and `}}` stand for literal braces.
  ///
  /// - Throws: ``BatchError`` (usage) for an unclosed or empty placeholder.
  package init(_ text: String) throws {
    self.text = text
    var parts: [Part] = []
    var literal = ""
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      let next = text.index(after: i)
      if c == "{" || c == "}", next < text.endIndex, text[next] == c {
        literal.append(c)
        i = text.index(after: next)
        continue
      }
      guard c == "{" else {
        literal.append(c)
        i = next
        continue
      }
      guard let close = text[next...].firstIndex(of: "}") else {
        throw BatchError(.usage, "the output template \(UserText.quoted(text)) has a '{' without its '}'")
      }
      let name = String(text[next..<close])
      guard !name.isEmpty, !name.contains("{") else {
        throw BatchError(.usage, "the output template \(UserText.quoted(text)) has an empty or nested placeholder")
      }
      if !literal.isEmpty { parts.append(.text(literal)) }
      literal = ""
      parts.append(.column(name))
      i = text.index(after: close)
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    self.parts = parts
  }

  /// The placeholders' names, in order (`row` included when used).
  package var placeholders: [String] {
    parts.compactMap { if case .column(let name) = $0 { return name } else { return nil } }
  }

  /// The path for `row`, or the reason it is refused.
  package func path(for row: DataRow) -> Result<String, BatchError> {
    var path = ""
    for part in parts {
      switch part {
      case .text(let t): path += t
      case .column(let name):
        let value = name == "row" ? (row.value("row") ?? "\(row.number)") : row.value(name)
        guard let value else {
          return .failure(BatchError(.data, "the row has no column \(UserText.quoted(name)) for the output template"))
        }
        if let reason = Self.refusal(value) {
          return .failure(
            BatchError(.data, "column \(UserText.quoted(name)) = \(UserText.quoted(value)) \(reason)", at: row.location)
          )
        }
        path += value
      }
    }
    return .success(path)
  }

  /// Why `value` cannot go into a path, or nil when it can.
  static func refusal(_ value: String) -> String? {
    if value.contains("/") || value.contains("\\") { return "contains a path separator; refused in an output path" }
    if value.contains("..") || value == "." { return "contains '..'; refused in an output path" }
    if value.unicodeScalars.contains(where: {
      $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator
    }) {
      // Format characters include the bidirectional overrides (U+202E) that make a name read
      // differently from what it is ("invoice\u{202E}4pm.exe").
      return "contains a control or bidirectional formatting character; refused in an output path"
    }
    return nil
  }
}
