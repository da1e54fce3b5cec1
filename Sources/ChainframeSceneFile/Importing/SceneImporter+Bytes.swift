import ChainframeModel

/// Files that are not text (archives such as `.lottie`): the loader offers their bytes to
/// the importers before refusing them. An importer of text formats only keeps these
/// defaults.
extension SceneImporter {
  /// Whether `bytes`, a file that is not UTF-8 text, is in this importer's format; cheap
  /// (a signature check). Default false.
  package func canImport(bytes: [UInt8]) -> Bool { false }

  /// Translates the binary file `bytes`, read from `file`, into a scene. The default refuses
  /// (only called after ``canImport(bytes:)`` claimed the file).
  ///
  /// - Throws: `SceneFileError` when the bytes cannot be translated.
  package func importScene(bytes: [UInt8], file: String, options: SceneLoadOptions) throws(SceneFileError)
    -> ImportedScene
  {
    throw .syntax(
      SceneDiagnostic(
        location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
        message: "the file is not a text file", hint: "give a .yaml or .json scene saved as UTF-8"))
  }
}
