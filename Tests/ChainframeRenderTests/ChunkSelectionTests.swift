import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeDistributed
@testable import ChainframeRender

@Suite("Chunk selection and layout")
struct ChunkSelectionTests {
  @Test(
    "--chunk auto reads each engine's variables",
    arguments: [
      (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "5"], nil, 2, 5),
      (["JOB_COMPLETION_INDEX": "3"], 4, 3, 4),
      (["AWS_BATCH_JOB_ARRAY_INDEX": "0", "AWS_BATCH_JOB_ARRAY_SIZE": "7"], nil, 0, 7),
      (["CHAINFRAME_CHUNK_INDEX": "6", "CHAINFRAME_CHUNK_COUNT": "7"], nil, 6, 7),
    ] as [([String: String], Int?, Int, Int)])
  func auto(environment: [String: String], chunks: Int?, index: Int, count: Int) throws {
    let s = try ChunkSelection.parse("auto", chunks: chunks, environment: environment)
    #expect(s == ChunkSelection(index: index, count: count))
  }

  @Test(
    "Bad chunks are usage errors",
    arguments: [
      ("3/3", [:], nil), ("-1/3", [:], nil), ("1/0", [:], nil), ("x", [:], nil), ("auto", [:], nil),
      ("auto", ["JOB_COMPLETION_INDEX": "1"], nil), ("1/3", [:], 4),
      ("auto", ["SLURM_ARRAY_TASK_ID": "one", "SLURM_ARRAY_TASK_COUNT": "2"], nil),
    ] as [(String, [String: String], Int?)])
  func bad(text: String, environment: [String: String], chunks: Int?) {
    #expect(throws: RenderOptionError.self) {
      try ChunkSelection.parse(text, chunks: chunks, environment: environment)
    }
  }

  @Test("Chunks cover every segment once, in order, as evenly as possible")
  func split() {
    for (frames, segment, count) in [(105, 15, 1), (105, 15, 3), (105, 15, 7), (105, 15, 9), (1, 60, 4), (600, 60, 7)] {
      let chunks = ChunkRange.split(frameCount: frames, segmentFrames: segment, count: count)
      #expect(chunks.count == count)
      #expect(chunks.map(\.frameCount).reduce(0, +) == frames)
      var next = 0
      for c in chunks {
        #expect(c.firstFrame == next && c.firstFrame % segment == 0 || c.frameCount == 0)
        next += c.frameCount
      }
      let sizes = chunks.map(\.segmentCount)
      #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }
  }
}
