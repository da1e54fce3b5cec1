import ChainframeCore

/// Finds frames whose compiled state equals the previous frame's: they are encoded as repeats
/// and never re-rendered.
///
/// A frame repeats only when nothing the renderer reads from the frame differs: every layer's
/// animated values, and whether each layer with a `visible` window is shown (a window is a
/// static property read against the frame's time, so a layer can appear or vanish while every
/// value stays the same).
package enum RepeatDetector {
  /// Per position in `frames`, whether the frame equals the one before it; polls `check`
  /// every 256 frames so a signal stops long scenes here too.
  package static func flags(_ compiled: CompiledScene, frames: [Int], check: () throws -> Void) throws -> [Bool] {
    var isRepeat = [Bool](repeating: false, count: frames.count)
    guard let first = frames.first else { return isRepeat }
    // A video layer changes its pixels while its state stays the same.
    if compiled.layers.contains(where: { $0.shape == .video }) { return isRepeat }
    let windows = compiled.layers.compactMap(\.style.visible)
    func shown(_ state: FrameState) -> [Bool] { windows.map { $0.contains(state.time) } }
    var previous = compiled.frameState(first)
    var previousShown = shown(previous)
    for i in frames.indices.dropFirst() {
      if i % 256 == 0 { try check() }
      let current = compiled.frameState(frames[i])
      let currentShown = shown(current)
      isRepeat[i] = currentShown == previousShown && current.layers == previous.layers
      previous = current
      previousShown = currentShown
    }
    return isRepeat
  }
}
