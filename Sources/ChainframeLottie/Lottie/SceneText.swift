import ChainframeModel
import ChainframeSceneFile

/// A scene file being written: a small YAML tree whose text the ordinary scene parser reads.
package indirect enum SceneText: Sendable {
  /// A mapping, keys in the order written.
  case map([(SceneKey, SceneText)])
  /// A sequence.
  case list([SceneText])
  /// A number.
  case number(Double)
  /// A string, always written quoted.
  case string(String)
  /// A boolean.
  case bool(Bool)

  /// A pair of numbers.
  package static func pair(_ x: Double, _ y: Double) -> SceneText { .list([.number(x), .number(y)]) }

  /// Numbers.
  package static func numbers(_ values: [Double]) -> SceneText { .list(values.map { .number($0) }) }

  /// The YAML text of a top-level mapping.
  package func yaml() -> String {
    var out = ""
    write(into: &out, indent: 0, inList: false)
    return out
  }

  private var isScalar: Bool {
    switch self {
    case .map, .list: return false
    default: return true
    }
  }

  /// Whether it fits on one line: scalars, and lists or mappings of scalars or scalar lists.
  private var isFlat: Bool {
    switch self {
    case .map(let entries): return entries.allSatisfy { $0.1.isScalar || $0.1.isScalarList }
    case .list(let items): return items.allSatisfy { $0.isScalar || $0.isScalarList }
    default: return true
    }
  }

  private var isScalarList: Bool {
    if case .list(let items) = self { return items.allSatisfy(\.isScalar) }
    return false
  }

  /// One-line (flow) text.
  package var flow: String {
    switch self {
    case .map(let entries): return "{" + entries.map { "\($0.0.rawValue): \($0.1.flow)" }.joined(separator: ", ") + "}"
    case .list(let items): return "[" + items.map(\.flow).joined(separator: ", ") + "]"
    case .number(let v): return SceneText.format(v)
    case .string(let s): return JSONText.quote(s)
    case .bool(let b): return b ? "true" : "false"
    }
  }

  private func write(into out: inout String, indent: Int, inList: Bool) {
    let pad = String(repeating: " ", count: indent)
    switch self {
    case .map(let entries):
      for (i, (key, value)) in entries.enumerated() {
        let prefix = (inList && i == 0) ? "" : pad
        if value.isScalar || (value.isFlat && value.flow.count < 100) {
          out += "\(prefix)\(key.rawValue): \(value.flow)\n"
        } else if case .list(let items) = value, items.isEmpty {
          out += "\(prefix)\(key.rawValue): []\n"
        } else {
          out += "\(prefix)\(key.rawValue):\n"
          value.write(into: &out, indent: indent + 2, inList: false)
        }
      }
    case .list(let items):
      for item in items {
        if item.isFlat && item.flow.count < 110 {
          out += "\(pad)- \(item.flow)\n"
        } else if case .map = item {
          out += "\(pad)- "
          item.write(into: &out, indent: indent + 2, inList: true)
        } else {
          out += "\(pad)-\n"
          item.write(into: &out, indent: indent + 2, inList: false)
        }
      }
    default:
      out += "\(pad)\(flow)\n"
    }
  }

  /// A number as the shortest text that reads back to the same double.
  package static func format(_ v: Double) -> String {
    if v == 0 { return "0" }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    var text = "\(v)"
    if let e = text.firstIndex(of: "e"), !text[..<e].contains(".") {
      text.insert(contentsOf: ".0", at: e)
    }
    return text
  }
}

extension SceneText {
  /// The node tree a scene file with this content parses into: numbers written as
  /// ``format(_:)`` writes them (so they decode to the same values as the YAML text),
  /// strings quoted, no source locations.
  package func node() -> SceneNode {
    switch self {
    case .map(let entries):
      return SceneNode(
        kind: .mapping(entries.map { SceneNode.Entry(key: $0.0.rawValue, keyLocation: nil, value: $0.1.node()) }),
        location: nil)
    case .list(let items): return SceneNode(kind: .sequence(items.map { $0.node() }), location: nil)
    case .number(let v): return SceneNode(kind: .scalar(SceneText.format(v), isQuoted: false), location: nil)
    case .string(let s): return SceneNode(kind: .scalar(s, isQuoted: true), location: nil)
    case .bool(let b): return SceneNode(kind: .scalar(b ? "true" : "false", isQuoted: false), location: nil)
    }
  }
}
