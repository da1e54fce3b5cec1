/// The frames and segments one chunk of a distributed render covers. Chunks split the
/// segments as evenly as possible, in order; when there are more chunks than segments, the
/// last ones are empty.
import ChainframeRender

package struct ChunkRange: Codable, Hashable, Sendable {
  /// 0-based chunk index.
  package var index: Int
  /// First video frame (a multiple of the segment length).
  package var firstFrame: Int
  /// Number of frames; 0 for an empty chunk.
  package var frameCount: Int
  /// First segment index.
  package var firstSegment: Int
  /// Number of segments; 0 for an empty chunk.
  package var segmentCount: Int

  /// The `count` chunks of a video of `frameCount` frames cut in segments of `segmentFrames`.
  package static func split(frameCount: Int, segmentFrames: Int, count: Int) -> [ChunkRange] {
    precondition(frameCount >= 1 && segmentFrames >= 1 && count >= 1)
    let segments = (frameCount + segmentFrames - 1) / segmentFrames
    return (0..<count).map { i in
      let first = i * segments / count
      let end = (i + 1) * segments / count
      let firstFrame = min(first * segmentFrames, frameCount)
      let endFrame = min(end * segmentFrames, frameCount)
      return ChunkRange(
        index: i, firstFrame: firstFrame, frameCount: endFrame - firstFrame, firstSegment: first,
        segmentCount: end - first)
    }
  }
}
