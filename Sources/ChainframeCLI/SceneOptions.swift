import ArgumentParser
import ChainframeCore
import ChainframeRendering
import Foundation

/// Options shared by every command that reads a scene.
struct SceneOptions: ParsableArguments {
  @Argument(help: "Scene file (.yaml, .yml or .json).")
  var scene: String

  @Flag(help: "Allow asset paths (audio, images, fonts) outside the scene's folder. Only for scenes you trust.")
  var allowAssetsOutside = false

  @Option(name: .customLong("set"), help: ArgumentHelp("Set a scene variable (repeatable); overrides --vars and the scene's vars.", valueName: "name=value"))
  var assignments: [String] = []

  @Option(help: ArgumentHelp("Variables from a YAML or JSON file of name: value pairs.", valueName: "file"))
  var vars: String?

  /// Loads the scene with these options and registers the fonts it declares, so every
  /// renderer of this process can use them. With `audit` (commands that draw), fonts, glyphs,
  /// images, SVGs and the soundtrack are checked first (``SceneAudit``).
  func load(audit: Bool = true, quiet: Bool = false) throws -> Scene {
    let loaded = try SceneLoader.load(path: scene, options: loadOptions())
    try FontRegistry.register(loaded.fonts)
    if audit {
      let warnings = try SceneAudit.run(loaded, file: scene)
      if !quiet { for w in warnings { Diagnostics.warn(w) } }
    }
    return loaded
  }

  /// The files this scene reads, named for messages: the scene, the vars file and every asset.
  func inputs(of scene: Scene) -> [OutputGuard.Named] {
    var list = [OutputGuard.Named(label: "the scene file", path: self.scene)]
    if let vars { list.append(OutputGuard.Named(label: "the --vars file", path: vars)) }
    for asset in scene.assetPaths { list.append(OutputGuard.Named(label: "an asset of the scene", path: asset)) }
    return list
  }

  func loadOptions() throws -> SceneLoadOptions {
    var variables: [(name: String, value: String)] = []
    if let vars {
      guard let data = FileManager.default.contents(atPath: vars) else {
        throw CLIError.missingInput(option: "--vars", path: vars, reason: "no such file or not readable")
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw CLIError.invalidOption(name: "--vars", message: "\(UserText.quoted(vars)) is not UTF-8 text")
      }
      let root = try SceneNodeParser.parse(text, file: vars)
      guard case .mapping(let entries) = root.kind else {
        throw CLIError.invalidOption(name: "--vars", message: "'\(vars)' must be a mapping of names to values")
      }
      for e in entries {
        guard case .scalar(let v, _) = e.value.kind else {
          throw CLIError.invalidOption(name: "--vars", message: "'\(vars)': '\(e.key)' must be a single number or string")
        }
        variables.append((e.key, v))
      }
    }
    for a in assignments {
      guard let eq = a.firstIndex(of: "="), eq != a.startIndex else {
        throw CLIError.invalidOption(name: "--set", message: "'\(a)' is not name=value")
      }
      variables.append((String(a[..<eq]), String(a[a.index(after: eq)...])))
    }
    return SceneLoadOptions(allowAssetsOutside: allowAssetsOutside, variables: variables)
  }
}
