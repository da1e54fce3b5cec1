import ArgumentParser
import ChainframeCore
import ChainframeRender
import Foundation

/// Options shared by every command that reads a scene.
struct SceneOptions: ParsableArguments {
  @Argument(
    help:
      "Scene file (.yaml, .yml or .json), a Lottie (Bodymovin) .json or .lottie file, or - to read the scene from standard input.",
    completion: .file(extensions: ["yaml", "yml", "json", "lottie"]))
  var scene: String

  @Option(help: ArgumentHelp("Input format: auto (by content), scene or lottie.", valueName: "format"))
  var inputFormat: SceneInputFormat = .auto

  @Flag(help: "Lottie files: unsupported features are errors instead of being reported.")
  var strict = false

  @Option(
    help: ArgumentHelp(
      ".lottie files: the animation to load (default: the manifest's active or first one).", valueName: "id"))
  var animation: String?

  @Flag(help: "Allow asset paths (audio, images, fonts) outside the scene's folder. Only for scenes you trust.")
  var allowAssetsOutside = false

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "Set a scene variable (repeatable); overrides --vars and the scene's vars.", valueName: "name=value"))
  var assignments: [String] = []

  @Option(help: ArgumentHelp("Variables from a YAML or JSON file of name: value pairs.", valueName: "file"))
  var vars: String?

  /// Loads, checks (with `audit`: fonts, glyphs, images, SVGs, audio) and compiles the scene;
  /// a signal stops loading and compiling. Prints the load's warnings unless `quiet`.
  func load(audit: Bool = true, quiet: Bool = false) throws -> Composition {
    let signals = SignalWatcher.shared
    do {
      let composition: Composition
      if readsStandardInput {
        // Assets of a piped scene are relative to (and confined to) the current folder.
        composition = try Composition.load(
          text: SceneInput.readText(FileHandle.standardInput), label: SceneInput.standardInputName,
          assetFolder: FileManager.default.currentDirectoryPath, options: try loadOptions(audit: audit),
          isCancelled: { signals.isCancelled })
      } else {
        composition = try Composition.load(
          contentsOf: scene, options: try loadOptions(audit: audit), isCancelled: { signals.isCancelled })
      }
      if !quiet { for w in composition.warnings { Diagnostics.warn(w) } }
      return composition
    } catch is SceneCancelled {
      try signals.check()
      throw RenderCancelled()
    }
  }

  /// True when the scene comes from standard input (`-`).
  var readsStandardInput: Bool { scene == "-" }

  /// The files `composition` reads plus the `--vars` file, named for messages.
  func inputs(of composition: Composition) -> [OutputGuard.Named] {
    composition.inputFiles + (vars.map { [OutputGuard.Named(label: "the --vars file", path: $0)] } ?? [])
  }

  func loadOptions(audit: Bool = true) throws -> LoadOptions {
    var variables: [LoadOptions.Variable] = []
    if let vars {
      InputLedger.shared.record(vars, label: "the --vars file")
      guard let data = FileManager.default.contents(atPath: vars) else {
        throw CLIError.missingInput(option: "--vars", path: vars, reason: "no such file or not readable")
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw CLIError.invalidOption(name: "--vars", message: "\(UserText.quoted(vars)) is not UTF-8 text")
      }
      let root = try SceneNodeParser.parse(text, file: vars)
      guard case .mapping(let entries) = root.kind else {
        throw CLIError.invalidOption(
          name: "--vars", message: "\(UserText.quoted(vars)) must be a mapping of names to values")
      }
      for e in entries {
        guard case .scalar(let v, _) = e.value.kind else {
          throw CLIError.invalidOption(
            name: "--vars",
            message: "\(UserText.quoted(vars)): \(UserText.quoted(e.key)) must be a single number or string")
        }
        variables.append(LoadOptions.Variable(name: e.key, value: v))
      }
    }
    for a in assignments {
      guard let eq = a.firstIndex(of: "="), eq != a.startIndex else {
        throw CLIError.invalidOption(name: "--set", message: "\(UserText.quoted(a)) is not name=value")
      }
      variables.append(LoadOptions.Variable(name: String(a[..<eq]), value: String(a[a.index(after: eq)...])))
    }
    var options = LoadOptions(variables: variables, allowAssetsOutside: allowAssetsOutside, audit: audit)
    options.inputFormat = inputFormat
    options.strictImport = strict
    options.lottieAnimation = animation
    return options
  }
}
