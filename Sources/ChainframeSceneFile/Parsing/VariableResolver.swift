import ChainframeModel

/// Substitutes `${name}` in a scene tree from its `vars:` block and command-line overrides.
///
/// A scalar that is exactly `${name}` takes the variable's value with its type (so
/// `width: ${w}` stays a number); `${name}` inside longer text is replaced textually. Unknown
/// variables, variables declared but never used, and overrides of undeclared variables are
/// errors that list the known names.
package enum VariableResolver {
  /// The top-level key of the variables block (taken out of the tree before decoding).
  static let key = "vars"

  package static func resolve(_ root: SceneNode, overrides: [(name: String, value: String)], context: DecodingContext)
    -> SceneNode
  {
    guard case .mapping(var entries) = root.kind, let index = entries.firstIndex(where: { $0.key == key }) else {
      for o in overrides {
        context.report(
          root, "vars", "unknown variable \(UserText.quoted(o.name)) given on the command line",
          hint: "the scene declares no vars: block")
      }
      // No vars block: any ${…} is an unknown variable.
      var used = Set<String>()
      return substitute(root, path: "", values: [], used: &used, context: context)
    }
    let block = entries.remove(at: index)
    var values: [(name: String, node: SceneNode)] = []
    if case .mapping(let vars) = block.value.kind {
      for v in vars {
        guard case .scalar = v.value.kind else {
          context.report(
            v.value, "vars.\(v.key)", "a variable's value must be a single number or string, found \(v.value.summary)",
            hint: nil)
          continue
        }
        values.append((v.key, v.value))
      }
    } else if !block.value.isNull {
      context.report(
        block.value, "vars", "expected a mapping of names to values, found \(block.value.summary)",
        hint: "write 'vars: {title: Hello, width: 640}'")
    }
    let known = values.map(\.name)
    for o in overrides {
      if let i = values.firstIndex(where: { $0.name == o.name }) {
        values[i].node = SceneNode(kind: .scalar(o.value, isQuoted: false), location: values[i].node.location)
      } else {
        context.report(
          block.value, "vars", "unknown variable \(UserText.quoted(o.name)) given on the command line",
          hint: Suggestion.hint(for: o.name, in: known, noun: "variables"))
      }
    }
    var used = Set<String>()
    let resolved = substitute(
      SceneNode(kind: .mapping(entries), location: root.location), path: "", values: values, used: &used,
      context: context)
    for v in values where !used.contains(v.name) {
      context.report(
        v.node, "vars.\(v.name)", "variable \(UserText.quoted(v.name)) is never used",
        hint: "remove it, or use it as ${\(v.name)}")
    }
    return resolved
  }

  /// Counts `bytes` of substitution against the budget; false (after reporting once at
  /// `node`) when the budget is spent, so nothing more is produced.
  private static func charge(_ bytes: Int, _ node: SceneNode, _ path: String, context: DecodingContext) -> Bool {
    guard !context.substitutionExceeded else { return false }
    context.substitutedBytes += bytes
    guard context.substitutedBytes > context.budgets.maxSubstitutedBytes else { return true }
    context.substitutionExceeded = true
    context.report(
      node, path,
      "substituting variables here passes the limit of \(NodeConverter.format(context.budgets.maxSubstitutedBytes)) bytes produced by ${…} in the whole scene",
      hint:
        "use shorter values or fewer references, or raise SceneBudgets.maxSubstitutedBytes; split the scene or shorten it"
    )
    return false
  }

  private static func substitute(
    _ node: SceneNode, path: String, values: [(name: String, node: SceneNode)], used: inout Set<String>,
    context: DecodingContext
  ) -> SceneNode {
    switch node.kind {
    case .mapping(let entries):
      let mapped = entries.map { e in
        SceneNode.Entry(
          key: e.key, keyLocation: e.keyLocation,
          value: substitute(
            e.value, path: ObjectReader.join(path, e.key), values: values, used: &used, context: context))
      }
      return SceneNode(kind: .mapping(mapped), location: node.location)
    case .sequence(let items):
      let mapped = items.enumerated().map {
        substitute($1, path: "\(path)[\($0)]", values: values, used: &used, context: context)
      }
      return SceneNode(kind: .sequence(mapped), location: node.location)
    case .scalar(let text, let quoted):
      guard TextSearch.contains(text, "${") else { return node }
      let known = values.map(\.name)
      // The whole scalar is one reference: take the value with its type.
      if text.hasPrefix("${"), text.hasSuffix("}"), text.dropFirst(2).dropLast().allSatisfy({ $0 != "}" && $0 != "$" })
      {
        let name = String(text.dropFirst(2).dropLast())
        guard let value = values.first(where: { $0.name == name }) else {
          context.report(
            node, path, "unknown variable \(UserText.quoted(name))",
            hint: Suggestion.hint(for: name, in: known, noun: "variables"))
          return node
        }
        used.insert(name)
        if case .scalar(let v, _) = value.node.kind, !charge(v.utf8.count, node, path, context: context) { return node }
        return SceneNode(kind: value.node.kind, location: node.location)
      }
      var out = ""
      var rest = Substring(text)
      while let start = rest.range(of: "${") {
        out += rest[..<start.lowerBound]
        guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
          context.report(node, path, "unclosed '${' in \(UserText.quoted(text))", hint: "write ${name}")
          return node
        }
        let name = String(rest[start.upperBound..<end])
        if let value = values.first(where: { $0.name == name }), case .scalar(let v, _) = value.node.kind {
          used.insert(name)
          guard charge(v.utf8.count, node, path, context: context) else { return node }
          out += v
        } else {
          context.report(
            node, path, "unknown variable \(UserText.quoted(name))",
            hint: Suggestion.hint(for: name, in: known, noun: "variables"))
        }
        rest = rest[rest.index(after: end)...]
      }
      out += rest
      return SceneNode(kind: .scalar(out, isQuoted: quoted), location: node.location)
    }
  }
}
