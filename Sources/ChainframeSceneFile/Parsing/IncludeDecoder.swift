import ChainframeIO
import ChainframeModel
import Foundation

/// Decodes `{type: include, src: brand/lower-third.yaml, vars: {name: Ada}, start: 2}`: another
/// scene file drawn as a group layer (a component).
///
/// The component's canvas gives the group's size (and, by default, places its top-left corner
/// at the including scene's origin); its duration is how long the group shows from `start`.
/// Paths inside resolve against the component's file and stay inside the top-level scene's
/// folder; components nest at most ``SceneLimits/maxIncludeDepth`` deep and never in a cycle.
enum IncludeDecoder {
  /// Keys an include accepts: every common layer key but `visible` (the component's time span
  /// decides that), plus its own.
  static let keys = LayerDecoder.commonKeys.filter { $0 != "visible" } + ["src", "vars", "start"]
  /// Keys of a component file's top level.
  static let componentKeys = ["version", "canvas", "assets", "layers"]

  static func decode(_ node: SceneNode, path: String, scope: LayerDecoder.Scope, context: DecodingContext) -> Layer? {
    guard let object = ObjectReader(node, path: path, allowed: keys, context: context, what: "an include layer")
    else { return nil }
    let id = LayerDecoder.registerID(object, node: node, path: path, scope: scope, context: context)
    let start =
      object["start"].flatMap { context.number($0, object.childPath("start"), in: 0...SceneLimits.maxDuration) } ?? 0
    guard let srcNode = object.required("src", "brand/lower-third.yaml"),
      let file = componentFile(srcNode, path: object.childPath("src"), scope: scope, context: context),
      let root = read(file, srcNode: srcNode, path: object.childPath("src"), context: context)
    else { return nil }
    let overrides = variables(object, root: root, context: context)
    let needsVariables = !overrides.isEmpty || hasVarsBlock(root)
    let resolved = needsVariables ? VariableResolver.resolve(root, overrides: overrides, context: context) : root
    context.includeChain.append((file, srcNode.location))
    defer { context.includeChain.removeLast() }
    guard
      var layer = component(
        resolved, file: file, id: id, scope: scope, context: context)
    else { return nil }
    // The include's own keys: transform (over the defaults that place the canvas at the
    // origin), effects, mask, animations and chains, all in the including scene's time.
    LayerDecoder.decodeTransform(object, into: &layer.base, context: context)
    EffectsDecoder.decode(object, base: &layer.base, style: &layer.style, context: context)
    layer.animations = LayerDecoder.decodeAnimations(object, layer: layer, context: context)
    layer.chains =
      object["chain"].map { ChainDecoder.decode($0, path: object.childPath("chain"), context: context) } ?? []
    if let maskNode = object["mask"] {
      layer.mask = EffectsDecoder.decodeMask(
        maskNode, path: object.childPath("mask"), owner: id, scope: scope, context: context)
    }
    if start != 0 {
      for i in layer.children.indices { shift(&layer.children[i], by: start) }
    }
    if let span = layer.style.visible {
      layer.style.visible = TimeRange(start: span.start + start, end: span.end + start)
    }
    WorkBudget.charge(layer, node: node, path: path, context: context)
    return layer
  }

  /// The component file `src` names: a `.yaml`/`.yml`/`.json` path, confined, not already
  /// being included, not too deep.
  static func componentFile(
    _ node: SceneNode, path: String, scope: LayerDecoder.Scope, context: DecodingContext
  ) -> String? {
    guard let written = context.string(node, path) else { return nil }
    let ext = written.split(separator: ".").last.map { $0.lowercased() } ?? ""
    guard written.contains("."), ["yaml", "yml", "json"].contains(ext) else {
      context.report(
        node, path, "\(UserText.quoted(written)) is not a scene file", hint: "include a .yaml, .yml or .json scene")
      return nil
    }
    guard let file = scope.assets.resolver.resolve(written, node: node, path: path, context: context) else {
      return nil
    }
    let top = URL(fileURLWithPath: context.file).standardizedFileURL.resolvingSymlinksInPath().path
    if file == top || context.includeChain.contains(where: { $0.file == file }) {
      let steps = context.includeChain.map { "\($0.includedAt.map { "\($0)" } ?? "?") includes \($0.file)" }
      let here = node.location.map { "\($0)" } ?? path
      context.report(
        node, path,
        "include cycle: " + (steps + ["\(here) includes \(file)"]).joined(separator: " → "),
        hint: "a component must not include itself, directly or through others")
      return nil
    }
    guard context.includeChain.count < SceneLimits.maxIncludeDepth else {
      context.report(
        node, path, "components are nested more than \(SceneLimits.maxIncludeDepth) levels deep",
        hint: "include fewer levels; deeper nesting is almost always a generator bug")
      return nil
    }
    return file
  }

  /// Reads and parses a component file, charging its bytes to the scene's include budget.
  static func read(_ file: String, srcNode: SceneNode, path: String, context: DecodingContext) -> SceneNode? {
    let reader = IncludedFile(
      tooMany: (
        "components expand to more than \(SceneLimits.maxIncludeInstances) includes (each include inside "
          + "an included file counts once per use of that file)",
        "include components fewer times, or flatten the nesting"
      ),
      tooLarge: (
        "components add up to more than \(SceneLimits.maxIncludedBytes >> 20) MiB of scene files (each include counts)",
        "include fewer or smaller components"
      ),
      label: "an included scene file", unreadableHint: "include a YAML or JSON scene")
    guard let text = reader.text(file, shown: file, node: srcNode, path: path, context: context) else { return nil }
    do {
      return try SceneNodeParser.parse(text, file: file, budgets: context.budgets)
    } catch {
      if error.diagnostics.isEmpty { context.report(srcNode, path, error.description, hint: nil) }
      for d in error.diagnostics { context.report(at: d.location, d.keyPath, d.message, hint: d.hint) }
      return nil
    }
  }

  static func hasVarsBlock(_ root: SceneNode) -> Bool {
    if case .mapping(let entries) = root.kind { return entries.contains { $0.key == "vars" } }
    return false
  }

  /// The include's `vars:` as overrides of the component's declared variables.
  static func variables(_ object: ObjectReader, root: SceneNode, context: DecodingContext) -> [(
    name: String, value: String
  )] {
    guard let node = object["vars"] else { return [] }
    let path = object.childPath("vars")
    guard case .mapping(let entries) = node.kind else {
      context.report(
        node, path, "expected a mapping of names to values, found \(node.summary)", hint: "vars: {name: Ada}")
      return []
    }
    var declared: [String] = []
    if case .mapping(let top) = root.kind, let block = top.first(where: { $0.key == "vars" })?.value,
      case .mapping(let vars) = block.kind
    {
      declared = vars.map(\.key)
    }
    var result: [(name: String, value: String)] = []
    for entry in entries {
      guard declared.contains(entry.key) else {
        context.report(
          at: entry.keyLocation, "\(path).\(entry.key)",
          "the component declares no variable \(UserText.quoted(entry.key))",
          hint: Suggestion.hint(for: entry.key, in: declared, noun: "variables"))
        continue
      }
      guard case .scalar(let value, _) = entry.value.kind else {
        context.report(
          entry.value, "\(path).\(entry.key)", "a variable's value must be a single number or string", hint: nil)
        continue
      }
      result.append((entry.key, value))
    }
    return result
  }

  /// Shifts a component layer's animations, chains and visible spans by `seconds`.
  static func shift(_ layer: inout Layer, by seconds: Double) {
    for i in layer.animations.indices { layer.animations[i].delay += seconds }
    for i in layer.chains.indices where !layer.chains[i].links.isEmpty { layer.chains[i].links[0].delay += seconds }
    if let span = layer.style.visible {
      layer.style.visible = TimeRange(start: span.start + seconds, end: span.end + seconds)
    }
    layer.style.video?.start += seconds
    for i in layer.children.indices { shift(&layer.children[i], by: seconds) }
    if var mask = layer.mask {
      for i in mask.layers.indices { shift(&mask.layers[i], by: seconds) }
      layer.mask = mask
    }
  }
}
