import ChainframeIO
import ChainframeModel
import ChainframeSceneFile
import Foundation

/// Loads scene files (YAML or JSON) from disk or from text.
///
/// The façade over both stages: parsing (`Parsing/`: text → nodes → a decoded model) and
/// then resolving (`SceneResolver`: `duration: auto`, animated value ranges), which uses
/// the compiler. Only this type calls both; nothing under `Parsing/` uses the engine.
package enum SceneLoader {
  /// Largest scene file read, bytes (16 MiB: a 10,000-layer scene is about 2 MB).
  package static let maxFileSize = 16 << 20

  /// Reads and decodes the scene at `path`.
  ///
  /// Every budget in `options.budgets` is checked before the work it guards, and the values
  /// animations reach are checked against the same ranges as static values
  /// (`AnimatableProperty/range`). `options.shouldCancel` is not consulted; use
  /// ``loadCancellable(path:options:)`` for that.
  ///
  /// - Throws: `SceneFileError` with every problem found, each with file:line:column and
  ///   key path.
  package static func load(path: String, options: SceneLoadOptions = SceneLoadOptions()) throws(SceneFileError) -> Scene
  {
    var plain = options
    plain.shouldCancel = nil
    do {
      return try loadAny(path: path, options: plain)
    } catch {
      switch error {
      case .file(let failure): throw failure
      case .cancelled: preconditionFailure("a load without a cancellation hook was cancelled")
      }
    }
  }

  /// Decodes scene text; `file` names it in diagnostics and anchors relative asset paths.
  ///
  /// Like ``load(path:options:)``, `options.shouldCancel` is not consulted.
  package static func load(text: String, file: String, options: SceneLoadOptions = SceneLoadOptions())
    throws(SceneFileError) -> Scene
  {
    var plain = options
    plain.shouldCancel = nil
    do {
      return try loadAny(text: text, file: file, options: plain)
    } catch {
      switch error {
      case .file(let failure): throw failure
      case .cancelled: preconditionFailure("a load without a cancellation hook was cancelled")
      }
    }
  }

  /// Like ``load(path:options:)``, but asks `options.shouldCancel` between layers and stops
  /// with `SceneCancelled` (category `ErrorCategory/cancelled`) when it returns true.
  ///
  /// - Throws: `SceneFileError` or `SceneCancelled`.
  package static func loadCancellable(path: String, options: SceneLoadOptions) throws -> Scene {
    do {
      return try loadAny(path: path, options: options)
    } catch {
      switch error {
      case .file(let failure): throw failure
      case .cancelled: throw SceneCancelled(stage: .loading)
      }
    }
  }

  /// Like ``load(text:file:options:)``, but cancellable as ``loadCancellable(path:options:)``.
  ///
  /// - Throws: `SceneFileError` or `SceneCancelled`.
  package static func loadCancellable(text: String, file: String, options: SceneLoadOptions) throws -> Scene {
    do {
      return try loadAny(text: text, file: file, options: options)
    } catch {
      switch error {
      case .file(let failure): throw failure
      case .cancelled: throw SceneCancelled(stage: .loading)
      }
    }
  }

  /// Why a load stopped.
  enum Stop: Error {
    case file(SceneFileError)
    case cancelled
  }

  static func loadAny(path: String, options: SceneLoadOptions) throws(Stop) -> Scene {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .file(.notFound(path: path))
    }
    if isDirectory.boolValue {
      throw .file(.unreadable(path: path, reason: "it is a folder; give the path of a .yaml or .json file"))
    }
    // Refuse giant files before reading them: a scene is text written by people or
    // generators, and parsing tens of megabytes of YAML takes memory and minutes.
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > maxFileSize {
      throw .file(.tooLarge(path: path, bytes: size, limit: maxFileSize))
    }
    InputLedger.shared.record(path, label: "the scene file")
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .file(.unreadable(path: path, reason: "permission denied or I/O error"))
    }
    // NUL searched as a byte: `contains(Character)` walks grapheme clusters (slow on big files).
    guard let text = String(data: data, encoding: .utf8), !TextSearch.contains(text, "\0") else {
      // Not text: an importer of an archive format (`.lottie`) may claim the bytes.
      if options.inputFormat != .scene {
        let bytes = [UInt8](data)
        let importer = (options.importers ?? SceneImporters.standard).first {
          (options.inputFormat == .auto || $0.inputFormat == options.inputFormat) && $0.canImport(bytes: bytes)
        }
        if let importer {
          let imported: ImportedScene
          do {
            imported = try importer.importScene(bytes: bytes, file: path, options: options)
          } catch {
            throw .file(error)
          }
          return try loadImported(imported, options: options)
        }
      }
      throw .file(
        .syntax(
          SceneDiagnostic(
            location: SourceLocation(file: path, line: 1, column: 1), keyPath: "",
            message: "the file is not a text file (it is not UTF-8 or contains NUL bytes)",
            hint: "give a .yaml or .json scene saved as UTF-8")))
    }
    return try loadAny(text: text, file: path, options: options)
  }

  static func loadAny(text: String, file: String, options: SceneLoadOptions) throws(Stop) -> Scene {
    if options.inputFormat != .scene {
      let importers = options.importers ?? SceneImporters.standard
      let importer = importers.first {
        options.inputFormat == .auto ? $0.canImport(text: text) : $0.inputFormat == options.inputFormat
      }
      if let importer {
        let imported: ImportedScene
        do {
          imported = try importer.importScene(text: text, file: file, options: options)
        } catch {
          throw .file(error)
        }
        return try loadImported(imported, options: options)
      }
    }
    let parsed: SceneNode
    do {
      parsed = try SceneNodeParser.parse(text, file: file, budgets: options.budgets, fast: options.fastParsing)
    } catch {
      throw .file(error)
    }
    let context = DecodingContext(file: file, budgets: options.budgets, shouldCancel: options.shouldCancel)
    CommentedValueCheck.check(parsed, text: text, context: context)
    // Most scenes use no variables: skip rebuilding the tree unless there is something to do.
    let hasVarsBlock = { () -> Bool in
      if case .mapping(let entries) = parsed.kind { return entries.contains { $0.key == "vars" } }
      return false
    }()
    let needsVariables = hasVarsBlock || !options.variables.isEmpty || TextSearch.contains(text, "${")
    let root =
      needsVariables ? VariableResolver.resolve(parsed, overrides: options.variables, context: context) : parsed
    return try decode(root, context: context, file: file, options: options)
  }

  /// Decodes what an importer made, as a scene file.
  private static func loadImported(_ imported: ImportedScene, options: SceneLoadOptions) throws(Stop) -> Scene {
    var plain = options
    plain.inputFormat = .scene
    switch imported.content {
    case .text(let sceneText):
      return try loadAny(text: sceneText, file: imported.file, options: plain)
    case .tree(let tree):
      // An imported scene declares no variables; `--var` overrides are still checked
      // (and reported as unknown) as for a scene file.
      let context = DecodingContext(file: imported.file, budgets: options.budgets, shouldCancel: options.shouldCancel)
      let root =
        options.variables.isEmpty
        ? tree : VariableResolver.resolve(tree, overrides: options.variables, context: context)
      return try decode(root, context: context, file: imported.file, options: plain)
    }
  }

  /// Decodes a scene's node tree (parsed from `file`, or made by an importer) and resolves it.
  private static func decode(_ root: SceneNode, context: DecodingContext, file: String, options: SceneLoadOptions)
    throws(Stop) -> Scene
  {
    // `type: lottie` layers reach their translator through the options: this module names it.
    var options = options
    if options.importers == nil { options.importers = SceneImporters.standard }
    let decoded = SceneDecoder.decode(root, context: context, assets: AssetResolver(sceneFile: file, options: options))
    if context.cancelled { throw .cancelled }
    guard let decoded, context.diagnostics.isEmpty else { throw .file(.invalid(context.sortedDiagnostics)) }
    // Parsing is done; the post-parse stage (`duration: auto`, animated ranges) needs the
    // compiler, which parsing must not call.
    switch SceneResolver.resolve(decoded, shouldCancel: options.shouldCancel) {
    case .resolved(let scene): return scene
    case .invalid(let problems): throw .file(.invalid(problems))
    case .cancelled: throw .cancelled
    }
  }
}
