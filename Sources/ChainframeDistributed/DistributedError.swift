import ChainframeCore
import ChainframeRender

/// A distributed render (plan, chunk or join) that cannot go on: a format that cannot chunk,
/// a chunk that is missing, duplicated, damaged or from another plan or environment.
package enum DistributedError: CategorizedError, Sendable, Hashable {
  /// The format cannot be rendered in chunks, and why.
  case cannotChunk(format: String, reason: String)
  /// A file the plan depends on cannot be read.
  case unreadable(path: String, what: String)
  /// The parts folder has no chunk files.
  case noChunks(folder: String)
  /// A chunk file is damaged or cut short (named, with what is wrong).
  case damaged(file: String, problem: String)
  /// A chunk belongs to another plan or was rendered in another environment.
  case foreign(file: String, problem: String)
  /// Two files hold the same chunk.
  case duplicated(index: Int, files: [String])
  /// Chunks are missing.
  case missing(indices: [Int], count: Int, folder: String)
  /// The join's output cannot hold the plan's format.
  case outputMismatch(output: String, format: String)

  /// The category for the exit code.
  package var category: ErrorCategory {
    switch self {
    case .cannotChunk, .outputMismatch: return .usage
    case .unreadable, .noChunks, .missing: return .noInput
    case .damaged, .foreign, .duplicated: return .data
    }
  }

  /// What is wrong and how to fix it.
  package var description: String {
    switch self {
    case .cannotChunk(let format, let reason):
      return "\(format) cannot be rendered in chunks: \(reason)"
    case .unreadable(let path, let what):
      return "cannot read the \(what) \(UserText.quoted(path)); check that it exists and is readable"
    case .noChunks(let folder):
      return "\(UserText.quoted(folder)) holds no chunk files (*.cfchunk); render each chunk into that folder first"
    case .damaged(let file, let problem):
      return "chunk file \(UserText.quoted(file)) is damaged: \(problem); render that chunk again"
    case .foreign(let file, let problem):
      return "chunk file \(UserText.quoted(file)) does not belong to this render: \(problem); "
        + "remove it or render that chunk again with the same scene, options and Chainframe build"
    case .duplicated(let index, let files):
      return "chunk \(index) is there twice: " + files.map { UserText.quoted($0) }.joined(separator: " and ")
        + "; keep one"
    case .missing(let indices, let count, let folder):
      let list = indices.prefix(20).map(String.init).joined(separator: ", ") + (indices.count > 20 ? ", …" : "")
      return "\(indices.count) of \(count) chunks are missing from \(UserText.quoted(folder)): \(list); "
        + "render those chunks (I/\(count)) again"
    case .outputMismatch(let output, let format):
      return "the chunks are \(format), which \(UserText.quoted(output)) cannot hold; name the output ."
        + (OutputFormatName.extensionFor(format) ?? format)
    }
  }
}

/// The usual file extension of a format name, for messages.
enum OutputFormatName {
  static func extensionFor(_ name: String) -> String? {
    [
      "mp4": "mp4", "mov": "mov", "hevc": "mp4", "webm": "webm", "av1": "webm", "prores4444": "mov",
      "prores422hq": "mov",
    ][
      name]
  }
}
