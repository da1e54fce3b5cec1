/// Which chunk of how many this process renders: `I/N` (0-based I) or `auto`, read from the
/// job engine's environment.
import ChainframeRender

package struct ChunkSelection: Hashable, Sendable {
  /// 0-based index, below ``count``.
  package var index: Int
  /// Number of chunks, ≥ 1.
  package var count: Int

  /// A chunk.
  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Largest chunk count accepted.
  package static let maxCount = 100_000

  /// Parses `I/N` or `auto`; `chunks` is `--chunks` (needed by Kubernetes Indexed Jobs, which
  /// give only an index). Variables, first found wins: `SLURM_ARRAY_TASK_ID`/
  /// `SLURM_ARRAY_TASK_COUNT`, `JOB_COMPLETION_INDEX` (count from `chunks`),
  /// `AWS_BATCH_JOB_ARRAY_INDEX`/`AWS_BATCH_JOB_ARRAY_SIZE`,
  /// `CHAINFRAME_CHUNK_INDEX`/`CHAINFRAME_CHUNK_COUNT`. A count given both ways must agree.
  package static func parse(_ text: String, chunks: Int?, environment: [String: String]) throws -> ChunkSelection {
    let selection: ChunkSelection
    if text == "auto" {
      selection = try fromEnvironment(environment, chunks: chunks)
    } else {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
        throw RenderOptionError(
          .chunk, "'\(text.prefix(40))' is not a chunk; write I/N (0-based, for example 0/4) or auto")
      }
      selection = ChunkSelection(index: i, count: n)
    }
    if let chunks, chunks != selection.count {
      throw RenderOptionError(
        .chunk, "the chunk count \(selection.count) contradicts the number of chunks given (\(chunks))")
    }
    guard (1...maxCount).contains(selection.count), (0..<selection.count).contains(selection.index) else {
      throw RenderOptionError(
        .chunk,
        "chunk \(selection.index) of \(selection.count) is out of range; the index is 0-based, below the count "
          + "(at most \(maxCount))")
    }
    return selection
  }

  private static func fromEnvironment(_ env: [String: String], chunks: Int?) throws -> ChunkSelection {
    func int(_ name: String) throws -> Int? {
      guard let text = env[name] else { return nil }
      guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
        throw RenderOptionError(.chunk, "\(name)='\(text.prefix(40))' is not a whole number")
      }
      return value
    }
    let pairs: [(String, String?)] = [
      ("SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT"), ("JOB_COMPLETION_INDEX", nil),
      ("AWS_BATCH_JOB_ARRAY_INDEX", "AWS_BATCH_JOB_ARRAY_SIZE"), ("CHAINFRAME_CHUNK_INDEX", "CHAINFRAME_CHUNK_COUNT"),
    ]
    for (indexName, countName) in pairs {
      guard let index = try int(indexName) else { continue }
      let count = try countName.flatMap { try int($0) } ?? chunks
      guard let count else {
        throw RenderOptionError(
          .chunk, "\(indexName) gives the chunk index but nothing gives the count; give the number of chunks")
      }
      return ChunkSelection(index: index, count: count)
    }
    throw RenderOptionError(
      .chunk,
      "auto found no job index in the environment (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, "
        + "AWS_BATCH_JOB_ARRAY_INDEX or CHAINFRAME_CHUNK_INDEX); give the chunk as I/N instead")
  }
}
