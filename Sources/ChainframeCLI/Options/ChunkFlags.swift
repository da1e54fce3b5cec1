import ArgumentParser
import ChainframeDistributed
import ChainframeRender
import Foundation

/// `--chunk` and `--chunks`: one chunk of a distributed render.
struct ChunkFlags: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Render only chunk I of N (0-based) into the folder given with -o, or 'auto' to read the index from "
        + "SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX or CHAINFRAME_CHUNK_INDEX.",
      valueName: "I/N|auto"))
  var chunk: String?

  @Option(help: ArgumentHelp("Number of chunks (needed with --chunk auto on Kubernetes).", valueName: "N"))
  var chunks: Int?

  /// The chunk asked for, or nil for a whole render.
  func selection(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ChunkSelection? {
    guard let chunk else {
      if chunks != nil {
        throw CLIError.invalidOption(name: "--chunks", message: "goes with --chunk I/N or --chunk auto")
      }
      return nil
    }
    return try ChunkSelection.parse(chunk, chunks: chunks, environment: environment)
  }
}
