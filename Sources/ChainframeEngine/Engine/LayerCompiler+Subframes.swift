import ChainframeModel

/// Sampling tracks between frames, for motion blur.
extension LayerCompiler {
  /// `tracks` (this layer's frame tracks) sampled at every frame's `blur.samples` sub-frame
  /// times, exactly: each value is the segments' curves evaluated at that time (later start
  /// wins, additive segments add), the same rules as at whole frames. Times before 0 hold the
  /// values at 0.
  func subframeTracks(_ tracks: [Track], blur: MotionBlur) -> [Track] {
    let samples = blur.samples
    let n = clock.frameCount
    let fps = clock.fps
    let offsets = (0..<samples).map { blur.offset(ofSample: $0) }
    return tracks.map { track in
      let p = track.property
      let c = p.count
      let members = segments.indices.filter { segments[$0].property.slots.overlaps(p.slots) }
      var values = [Double](repeating: 0, count: n * samples * c)
      let base = Array(layer.base.slots[p.slots])
      for f in 0..<n {
        if f % 1024 == 1023, let cancel, cancel.isActive, cancel.cancelled { break }
        for k in 0..<samples {
          // Sub-frame position in frame units, clamped to the scene's start.
          let at = max(Double(f) + offsets[k], 0)
          let t = fps.seconds(atFramePosition: at)
          var slots = base
          for i in members where segments[i].start <= t {
            let segment = segments[i]
            let v = segment.value(atLocal: max(fps.seconds(atFramePosition: at, since: segment.start), 0))
            for slot in segment.property.slots.clamped(to: p.slots) {
              let written = v[slot - segment.property.slot]
              let j = slot - p.slot
              slots[j] = segment.additive ? slots[j] + written : written
            }
          }
          let o = (f * samples + k) * c
          for j in 0..<c { values[o + j] = slots[j] }
        }
      }
      return Track(property: p, values: values)
    }
  }
}
