import Foundation

/// Loads scene files (YAML or JSON) from disk or from text.
public enum SceneLoader {
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
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path, reason: "permission denied or I/O error")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(path: path, reason: "the file is not UTF-8 text")
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
