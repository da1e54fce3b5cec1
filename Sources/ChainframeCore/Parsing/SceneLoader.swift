import Foundation

/// Loads scene files (YAML or JSON) from disk or from text.
public enum SceneLoader {
  /// Largest scene file read, bytes (16 MiB: a 10,000-layer scene is about 2 MB).
  public static let maxFileSize = 16 << 20

  /// Reads and decodes the scene at `path`.
  ///
  /// - Throws: ``SceneFileError`` with every problem found, each with file:line:column and
  ///   key path.
  public static func load(path: String, options: SceneLoadOptions = SceneLoadOptions()) throws(SceneFileError) -> Scene {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .notFound(path: path)
    }
    if isDirectory.boolValue {
      throw .unreadable(path: path, reason: "it is a folder; give the path of a .yaml or .json file")
    }
    // Refuse giant files before reading them: a scene is text written by people or
    // generators, and parsing tens of megabytes of YAML takes memory and minutes.
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > maxFileSize {
      throw .tooLarge(path: path, bytes: size, limit: maxFileSize)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path, reason: "permission denied or I/O error")
    }
    guard let text = String(data: data, encoding: .utf8), !text.contains("\u{0}") else {
      throw .syntax(
        SceneDiagnostic(
          location: SourceLocation(file: path, line: 1, column: 1), keyPath: "",
          message: "the file is not a text file (it is not UTF-8 or contains NUL bytes)",
          hint: "give a .yaml or .json scene saved as UTF-8"))
    }
    return try load(text: text, file: path, options: options)
  }

  /// Decodes scene text; `file` names it in diagnostics and anchors relative asset paths.
  public static func load(text: String, file: String, options: SceneLoadOptions = SceneLoadOptions()) throws(SceneFileError) -> Scene {
    let parsed = try SceneNodeParser.parse(text, file: file)
    let context = DecodingContext(file: file)
    // Most scenes use no variables: skip rebuilding the tree unless there is something to do.
    let hasVarsBlock = { () -> Bool in
      if case .mapping(let entries) = parsed.kind { return entries.contains { $0.key == "vars" } }
      return false
    }()
    let needsVariables = hasVarsBlock || !options.variables.isEmpty || text.contains("${")
    let root = needsVariables ? VariableResolver.resolve(parsed, overrides: options.variables, context: context) : parsed
    let scene = SceneDecoder.decode(root, context: context, assets: AssetResolver(sceneFile: file, options: options))
    if let scene, context.diagnostics.isEmpty { return scene }
    throw .invalid(context.sortedDiagnostics)
  }
}
