import ChainframeModel

/// Sub-frame states for motion blur.
extension CompiledScene {
  /// The number of images averaged for frame `n`: 1 when nothing blurred moves within the
  /// frame's shutter interval (the frame is drawn once), else ``SubframeTracks/samples``.
  package func imageCount(ofFrame n: Int) -> Int {
    guard let subframes else { return 1 }
    for layer in subframes.layers {
      guard let layer else { continue }
      let s = layer.blur.samples
      for track in layer.tracks {
        let c = track.property.count
        let first = n * s * c
        for k in 1..<s where track.values[first + k * c..<first + k * c + c] != track.values[first..<first + c] {
          return subframes.samples
        }
      }
    }
    return 1
  }

  /// Every layer's state for image `k` of frame `n`: blurred layers at their sub-frame sample,
  /// the others at the frame. The time stays the frame's (visibility does not flicker within
  /// a frame).
  ///
  /// - Precondition: `0 <= n < frameCount`, `0 <= k < imageCount(ofFrame: n)`.
  package func frameState(_ n: Int, image k: Int) -> FrameState {
    let frame = frameState(n)
    guard let subframes, imageCount(ofFrame: n) > 1 else { return frame }
    precondition(k >= 0 && k < subframes.samples, "image \(k) is outside 0..<\(subframes.samples)")
    var states = frame.layers
    for (i, entry) in subframes.layers.enumerated() {
      guard let entry else { continue }
      let sample = n * entry.blur.samples + subframes.layerSample(k, of: entry)
      for track in entry.tracks {
        let c = track.property.count
        for j in 0..<c { states[i].slots[track.property.slot + j] = track.values[sample * c + j] }
      }
    }
    return FrameState(index: n, time: frame.time, layers: states)
  }
}
