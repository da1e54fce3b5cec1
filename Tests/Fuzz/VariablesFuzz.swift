// libFuzzer target `variables`: `${name}` expansion (VariableResolver) on a scene tree.
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package.
//
// Input format, chosen by the first byte:
// - even: the rest is YAML, parsed with SceneNodeParser (as SceneLoader does);
// - odd: the rest is lines that build a tree directly, skipping YAML so the fuzzer spends
//   its time in the resolver: `$name=value` declares a variable (a lone `$` writes
//   `vars:` with no value, `$name` alone gives it a mapping value, which is an error),
//   `!name=value` is a command-line override, any other line is a text scalar in `layers:`.
// In both forms, lines `#set name=value` are overrides too (a YAML comment, so the YAML
// still parses as written).
import ChainframeCore

private let file = "fuzz.yaml"

private func split(_ line: Substring) -> (name: String, value: String) {
  guard let eq = line.firstIndex(of: "=") else { return (String(line), "") }
  return (String(line[..<eq]), String(line[line.index(after: eq)...]))
}

private func scalar(_ text: String, line: Int) -> SceneNode {
  SceneNode(kind: .scalar(text, isQuoted: false), location: SourceLocation(file: file, line: line, column: 1))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVariables(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let mode = data[0]
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  var overrides: [(name: String, value: String)] = []
  for line in lines where line.hasPrefix("#set ") { overrides.append(split(line.dropFirst(5))) }

  let root: SceneNode
  if mode & 1 == 0 {
    guard !text.contains("\u{0}"), let parsed = try? SceneNodeParser.parse(text, file: file) else { return 0 }
    root = parsed
  } else {
    var vars: [SceneNode.Entry]?
    var varsIsNull = false
    var layers: [SceneNode] = []
    for (n, line) in lines.enumerated() {
      if line == "$" {
        varsIsNull = true
      } else if line.hasPrefix("$") {
        let (name, value) = split(line.dropFirst())
        let node: SceneNode =
          line.contains("=")
          ? scalar(value, line: n + 1)
          : SceneNode(kind: .mapping([]), location: SourceLocation(file: file, line: n + 1, column: 1))
        vars = (vars ?? []) + [FuzzingEntryPoints.entry(key: name, value: node)]
      } else if line.hasPrefix("!") {
        overrides.append(split(line.dropFirst()))
      } else if !line.hasPrefix("#set ") {
        let item = FuzzingEntryPoints.entry(key: "text", value: scalar(String(line), line: n + 1))
        layers.append(SceneNode(kind: .mapping([item]), location: item.value.location))
      }
    }
    var entries: [SceneNode.Entry] = []
    if let vars {
      entries.append(FuzzingEntryPoints.entry(key: "vars", value: SceneNode(kind: .mapping(vars), location: nil)))
    } else if varsIsNull {
      entries.append(FuzzingEntryPoints.entry(key: "vars", value: scalar("", line: 1)))
    }
    entries.append(FuzzingEntryPoints.entry(key: "layers", value: SceneNode(kind: .sequence(layers), location: nil)))
    root = SceneNode(kind: .mapping(entries), location: SourceLocation(file: file, line: 1, column: 1))
  }
  let (resolved, diagnostics) = FuzzingEntryPoints.resolveVariables(root, overrides: overrides, file: file)
  // Every diagnostic must render (messages quote user text).
  for d in diagnostics { _ = "\(d)" }
  _ = resolved.summary
  return 0
}
