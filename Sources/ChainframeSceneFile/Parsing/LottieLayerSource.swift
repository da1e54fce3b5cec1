import ChainframeIO
import ChainframeModel
import Foundation

/// Reads and translates the file of a `type: lottie` layer: confined like every asset,
/// charged to the include budgets (a Lottie layer is a component made by an importer), and
/// translated by the first importer in the load options that claims it.
enum LottieLayerSource {
  /// Most `type: lottie` layers one scene may have, components' counted once per use: each
  /// translation may cost up to the per-file Lottie budgets, so a scene repeating one small
  /// file thousands of times must not multiply them without end.
  static let maxUses = 100

  /// The translated file and its absolute path.
  struct Loaded {
    /// The translation, on the scene's clock.
    var layer: ImportedLayer
    /// The file, absolute.
    var file: String
  }

  /// The translated file `node` names, or reported problems (at `path`, or at the segment's
  /// key for a segment the file does not have).
  static func load(
    _ node: SceneNode, path: String, segmentNode: SceneNode?, placement: ImportPlacement, scope: LayerDecoder.Scope,
    context: DecodingContext
  ) -> Loaded? {
    guard let written = context.string(node, path) else { return nil }
    guard written.lowercased().hasSuffix(".json") else {
      context.report(
        node, path, "\(UserText.quoted(written)) is not a Lottie .json file",
        hint: "export the animation as Lottie JSON (Bodymovin); .lottie archives are not read")
      return nil
    }
    guard let file = scope.assets.resolver.resolve(written, node: node, path: path, context: context),
      let text = read(file, written: written, node: node, path: path, context: context)
    else { return nil }
    let options = scope.assets.resolver.options
    guard let importer = (options.importers ?? []).first(where: { $0.canImport(text: text) }) else {
      context.report(
        node, path,
        "\(UserText.quoted(written)) is not a Lottie file (a JSON object with `fr`, `ip`, `op`, `w`, `h` and `layers`)",
        hint: "give a Lottie (Bodymovin) .json file; to place another scene file, use 'type: include'")
      return nil
    }
    do {
      guard let layer = try importer.importLayer(text: text, file: file, options: options, placement: placement) else {
        context.report(node, path, "\(UserText.quoted(written)) cannot be drawn as a layer", hint: nil)
        return nil
      }
      return Loaded(layer: layer, file: file)
    } catch {
      if error.diagnostics.isEmpty { context.report(node, path, "\(written): \(error.description)", hint: nil) }
      for d in error.diagnostics {
        let here = d.keyPath == "segment" ? (segmentNode ?? node) : node
        let at = d.keyPath == "segment" ? String(path.dropLast(3)) + "segment" : path
        let inside = d.keyPath.isEmpty || d.keyPath == "segment" ? "" : " (at \(d.keyPath))"
        context.report(here, at, "\(UserText.quoted(written))\(inside): \(d.message)", hint: d.hint)
      }
      return nil
    }
  }

  /// The file's text, charged to the scene's include budgets (instances and bytes).
  static func read(
    _ file: String, written: String, node: SceneNode, path: String, context: DecodingContext
  ) -> String? {
    context.lottieLayers += 1
    guard context.lottieLayers <= maxUses else {
      if context.lottieLayers == maxUses + 1 {
        context.report(
          node, path, "the scene has more than \(maxUses) Lottie layers (each use inside a component counts)",
          hint: "render the repeated animation once to a video and place that, or use fewer Lottie layers")
      }
      return nil
    }
    let reader = IncludedFile(
      tooMany: (
        "components and Lottie layers expand to more than \(SceneLimits.maxIncludeInstances) files",
        "use Lottie layers and components fewer times"
      ),
      tooLarge: (
        "components and Lottie files add up to more than \(SceneLimits.maxIncludedBytes >> 20) MiB (each use counts)",
        "use fewer or smaller Lottie files"
      ),
      label: "a Lottie file", unreadableHint: "give a Lottie (Bodymovin) .json file")
    return reader.text(file, shown: written, node: node, path: path, context: context)
  }
}
