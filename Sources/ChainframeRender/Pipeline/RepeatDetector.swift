import ChainframeCore

/// Finds frames whose compiled state equals the previous frame's: they are encoded as repeats
/// and never re-rendered.
package enum RepeatDetector {
  /// Per position in `frames`, whether the frame equals the one before it; polls `check`
  /// every 256 frames so a signal stops long scenes here too.
  package static func flags(_ compiled: CompiledScene, frames: [Int], check: () throws -> Void) throws -> [Bool] {
    var isRepeat = [Bool](repeating: false, count: frames.count)
    guard let first = frames.first else { return isRepeat }
    // A video layer changes its pixels while its state stays the same.
    if compiled.layers.contains(where: { $0.shape == .video }) { return isRepeat }
    var previous = compiled.frameState(first).layers
    for i in frames.indices.dropFirst() {
      if i % 256 == 0 { try check() }
      let current = compiled.frameState(frames[i]).layers
      isRepeat[i] = current == previous
      previous = current
    }
    return isRepeat
  }
}
