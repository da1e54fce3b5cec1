import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeSceneFile

/// The fast JSON path must build exactly the tree the Yams path builds (same scalars, quoting,
/// key order and every line:column), and give up wherever the Yams path would decide.
@Suite("Fast parsing paths equal the Yams path")
struct FastPathEquivalenceTests {
  /// Every scene-like file of the repository: examples and fixtures.
  static let files: [String] = {
    var found: [String] = []
    for folder in ["Examples", "Tests/Fixtures"] {
      let root = Fixtures.repositoryPath(folder)
      let walker = FileManager.default.enumerator(atPath: root)
      while let name = walker?.nextObject() as? String {
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json") {
          found.append(root + "/" + name)
        }
      }
    }
    return found.sorted()
  }()

  /// A tree as text, with every location, for comparison and readable failures.
  static func dump(_ node: SceneNode, into text: inout String, indent: String = "") {
    let at = node.location.map { "@\($0.line):\($0.column)" } ?? "@-"
    switch node.kind {
    case .scalar(let value, let quoted):
      text += "\(indent)\(quoted ? "q" : "p")\(value.debugDescription)\(at)\n"
    case .sequence(let items):
      text += "\(indent)[\(at)\n"
      for item in items { dump(item, into: &text, indent: indent + " ") }
    case .mapping(let entries):
      text += "\(indent){\(at)\n"
      for entry in entries {
        let keyAt = entry.keyLocation.map { "@\($0.line):\($0.column)" } ?? "@-"
        text += "\(indent) \(entry.key.debugDescription)\(keyAt):\n"
        dump(entry.value, into: &text, indent: indent + "  ")
      }
    }
  }

  static func dump(_ node: SceneNode) -> String {
    var text = ""
    dump(node, into: &text)
    return text
  }

  /// A tree written back as JSON; `pretty` spreads it over lines with indentation, and
  /// strings get escapes and non-ASCII text so columns and unescaping are exercised.
  static func json(_ node: SceneNode, pretty: Bool, indent: String = "") -> String {
    let inner = indent + "  "
    let newline = pretty ? "\n" + inner : ""
    let close = pretty ? "\n" + indent : ""
    switch node.kind {
    case .scalar(let value, let quoted):
      if !quoted, Double(value) != nil, value.first != "+", value.first != ".",
        !value.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" })
      {
        return value
      }
      if !quoted, ["true", "false", "null"].contains(value) { return value }
      return quote(value)
    case .sequence(let items):
      if items.isEmpty { return "[]" }
      return "[" + newline + items.map { json($0, pretty: pretty, indent: inner) }.joined(separator: "," + newline)
        + close + "]"
    case .mapping(let entries):
      if entries.isEmpty { return "{}" }
      return "{" + newline
        + entries.map { quote($0.key) + (pretty ? ": " : ":") + json($0.value, pretty: pretty, indent: inner) }
        .joined(separator: "," + newline) + close + "}"
    }
  }

  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "/": out += "\\/"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      case _ where scalar.value > 0xFFFF:
        let v = scalar.value - 0x10000
        out += String(format: "\\u%04x\\u%04x", 0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF))
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// The two paths on the same JSON text: equal trees, or the fast path gave up.
  static func compare(_ text: String, file: String) throws -> Bool {
    let slow = try? SceneNodeParser.parseWithYams(text, file: file, budgets: .default)
    let fast = JSONNodeParser.parse(text, file: file, budgets: .default)
    if let fast {
      let slowTree = try #require(slow, "the fast path accepted what Yams refuses: \(file)")
      #expect(dump(fast) == dump(slowTree), "\(file)")
      return true
    }
    return false
  }

  @Test("Every example and fixture, written as JSON (compact and pretty), parses to the same tree")
  func examplesAsJSON() throws {
    var compared = 0
    for path in Self.files {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8),
        let tree = try? SceneNodeParser.parseWithYams(text, file: path, budgets: .default)
      else { continue }
      for pretty in [false, true] {
        let json = Self.json(tree, pretty: pretty)
        if try Self.compare(json, file: path + ".json") { compared += 1 }
      }
      if path.hasSuffix(".json"), try Self.compare(text, file: path) { compared += 1 }
    }
    #expect(compared > 250)
  }

  @Test(
    "The JSON bench scene and odd but valid JSON parse to the same tree",
    arguments: [
      "{\"a\":1,\"b\":[true,false,null,-0.5e+3,01],\"c\":{}}",
      "[\n\t{\"x\" : \"\\u00e9\\ud83d\\ude00\\b\\f\\r\"}\t,\r\n[] ]\n",
      "{\"k\\u0000ey\": \"caf\u{e9} \u{1F600} \u{4E2D}\", \"n\": \"x\\\"y\"}",
      "{\"é\": [\"ü\", \"\u{1F600}\", 1]}",
    ])
  func oddJSON(_ text: String) throws {
    #expect(try Self.compare(text, file: "odd.json"))
  }

  @Test(
    "The fast path leaves every refusal to the Yams path",
    arguments: [
      "{\"a\": 1, \"a\": 2}",  // duplicate keys
      "{\"a\": 1,}",  // trailing comma
      "{\"a\"\n: 1}",  // key and colon on different lines
      "\t{\"a\": 1}",  // tab before the top-level value
      "{\"a\": \"\u{85}\"}",  // NEL: a line break to libyaml
      "{\"a\": \"\u{2028}\"}",  // LS
      "{\"a\": \"\u{7F}\"}",  // not printable for libyaml
      "{\"a\": \"\\ud800\"}",  // lone surrogate
      "12",  // top-level scalar
      "{\"a\": 1}\r{}",  // lone CR
    ])
  func refusals(_ text: String) throws {
    #expect(JSONNodeParser.parse(text, file: "x.json", budgets: .default) == nil)
  }

  @Test("The node budget is left to the Yams path, which reports it")
  func nodeBudget() throws {
    var budgets = SceneBudgets.default
    budgets.maxNodes = 3
    #expect(JSONNodeParser.parse("[1, 2, 3]", file: "x.json", budgets: budgets) == nil)
    #expect(JSONNodeParser.parse("[1, 2]", file: "x.json", budgets: budgets) != nil)
    #expect(throws: SceneFileError.self) { try SceneNodeParser.parse("[1, 2, 3]", file: "x.json", budgets: budgets) }
  }

  /// The YAML fast path on `text`: equal to the Yams tree, or gave up.
  static func compareYAML(_ text: String, file: String) throws -> Bool {
    let slow = try? SceneNodeParser.parseWithYams(text, file: file, budgets: .default)
    guard let fast = YAMLNodeParser.parse(text, file: file, budgets: .default) else { return false }
    let slowTree = try #require(slow, "the YAML fast path accepted what Yams refuses: \(file)")
    #expect(dump(fast) == dump(slowTree), "\(file)")
    return true
  }

  @Test("Every YAML example and fixture parses to the same tree on the fast path, or falls back")
  func examplesAsYAML() throws {
    var fast = 0
    var total = 0
    for path in Self.files where !path.hasSuffix(".json") {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      total += 1
      if try Self.compareYAML(text, file: path) { fast += 1 }
    }
    // Most scenes are in the subset; the rest (anchors, block scalars, errors) fall back.
    #expect(fast * 2 > total, "\(fast) of \(total) files took the fast path")
  }

  @Test(
    "Odd but valid YAML in the subset parses to the same tree",
    arguments: [
      "a: 1\nb:\n  c: [x, 'it''s', \"q\\\"\\u00e9\"]  # note\n  d: {e: f g, h: -1}\n",
      "list:\n- a\n- b: c\n  d: e\n-   f\nnext: 2\n",
      "# head\n\nk:   v w  \n\nm:\n  - [1,\n     2]\n  - {x: y,\n     z: 12:30}\n",
      "url: http://x.y/z?q=1#frag\ntext: Hello, world [1] {2}\ncaf\u{e9}: \"\u{1F600} x\"\n",
      "seq:\n  -\n    a: 1\n  - b\n",
    ])
  func oddYAML(_ text: String) throws {
    #expect(try Self.compareYAML(text, file: "odd.yaml"))
  }

  @Test(
    "The YAML fast path leaves everything outside its subset to Yams",
    arguments: [
      "a: &x 1\nb: *x\n",  // anchors and aliases
      "a: |\n  text\n",  // block scalar
      "a: b\n  c\n",  // multi-line plain scalar
      "a:\nb: 1\n",  // empty value
      "a: 1\na: 2\n",  // duplicate key
      "---\na: 1\n",  // document marker
      "a: !!str 1\n",  // tag
      "a:\t1\n",  // tab
      "a: 'x\n  y'\n",  // folded quoted scalar
      "a: [1, 2,]\n",  // trailing comma
      "a: b: c\n",  // error
      "a: \"\\x41\"\n",  // escape outside the JSON set
      "- - a\n",  // compact nested sequence
    ])
  func yamlRefusals(_ text: String) throws {
    #expect(YAMLNodeParser.parse(text, file: "x.yaml", budgets: .default) == nil)
  }

  @Test("Every example and fixture loads to the same scene (or the same error) on both paths")
  func equalScenes() throws {
    var loaded = 0
    for path in Self.files {
      var general = SceneLoadOptions()
      general.fastParsing = false
      let fast = Result { try SceneLoader.load(path: path) }
      let slow = Result { try SceneLoader.load(path: path, options: general) }
      switch (fast, slow) {
      case (.success(let a), .success(let b)):
        #expect(String(reflecting: a) == String(reflecting: b), "\(path)")
        loaded += 1
      case (.failure(let a), .failure(let b)):
        #expect(String(describing: a) == String(describing: b), "\(path)")
      default:
        Issue.record("\(path): one path loaded, the other failed")
      }
    }
    #expect(loaded > 30)
  }

  @Test("Deep nesting is left to the Yams path (no deep recursion on the fast paths)")
  func deepNesting() {
    var block = ""
    for level in 0..<2_000 { block += String(repeating: " ", count: level) + "k:\n" }
    block += String(repeating: " ", count: 2_000) + "v\n"
    #expect(YAMLNodeParser.parse(block, file: "deep.yaml", budgets: .default) == nil)
    let flow = String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000)
    #expect(YAMLNodeParser.parse("a: " + flow + "\n", file: "deep.yaml", budgets: .default) == nil)
    #expect(JSONNodeParser.parse(flow, file: "deep.json", budgets: .default) == nil)
  }
}
