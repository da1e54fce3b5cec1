import ChainframeModel
import ChainframeSceneFile
import Foundation

/// Reads scene text from a stream (standard input) within ``SceneLoader/maxFileSize``.
package enum SceneInput {
  /// The name a scene read from standard input has in messages.
  package static let standardInputName = "<stdin>"

  /// Reads `handle` to its end and returns the text; `name` labels errors.
  ///
  /// Stops reading as soon as more than ``SceneLoader/maxFileSize`` bytes arrived, so an
  /// endless pipe cannot exhaust memory.
  ///
  /// - Throws: `SceneFileError/tooLarge(path:bytes:limit:)` past the limit,
  ///   `SceneFileError/syntax(_:)` for bytes that are not UTF-8 text.
  package static func readText(_ handle: FileHandle, name: String = standardInputName) throws(SceneFileError)
    -> String
  {
    let limit = SceneLoader.maxFileSize
    var data = Data()
    while true {
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: 1 << 16) ?? Data()
      } catch {
        throw .unreadable(path: name, reason: "\(error)")
      }
      if chunk.isEmpty { break }
      data.append(chunk)
      if data.count > limit { throw .tooLarge(path: name, bytes: data.count, limit: limit) }
    }
    guard let text = String(data: data, encoding: .utf8), !text.contains("\u{0}") else {
      throw .syntax(
        SceneDiagnostic(
          location: SourceLocation(file: name, line: 1, column: 1), keyPath: "",
          message: "the input is not text (it is not UTF-8 or contains NUL bytes)",
          hint: "pipe a .yaml or .json scene saved as UTF-8"))
    }
    return text
  }
}
