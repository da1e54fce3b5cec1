import ChainframeCore
import ChainframeEncoding
import ChainframeRender

extension DistributedPlan {
  /// Whether a plan read from a chunk file is one a `plan` could have made: every number in
  /// the ranges a scene and the render options allow, and the chunk table equal to the one
  /// re-derived from the frame and segment counts. A forged header (its checksum recomputed)
  /// is refused here rather than trusted into arithmetic.
  package var isConsistent: Bool {
    guard version == 1, (1...SceneLimits.maxFrames).contains(frameCount),
      (1...SceneLimits.maxFrames).contains(segmentFrames),
      (1...ChunkSelection.maxCount).contains(chunks.count),
      segmentCount == (frameCount + segmentFrames - 1) / segmentFrames,
      settings.settings != nil
    else { return false }
    return chunks == ChunkRange.split(frameCount: frameCount, segmentFrames: segmentFrames, count: chunks.count)
  }
}
