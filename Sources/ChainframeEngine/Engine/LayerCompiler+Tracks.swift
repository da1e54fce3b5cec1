import ChainframeModel

/// Sampling segments into per-frame tracks.
extension LayerCompiler {
  /// One track per animated property, in order of first use.
  ///
  /// When a layer animates both a pair (`position`) and one of its components
  /// (`position.x`), they are merged into the pair's track so "later start wins" holds per
  /// component; otherwise each property gets its own track.
  func tracks() -> [Track] {
    var groups: [(key: String, members: [Int])] = []
    for (i, segment) in segments.enumerated() {
      let key = segment.property.family
      if let g = groups.firstIndex(where: { $0.key == key }) {
        groups[g].members.append(i)
      } else {
        groups.append((key, [i]))
      }
    }
    var result: [Track] = []
    for group in groups {
      var properties: [AnimatableProperty] = []
      for i in group.members where !properties.contains(segments[i].property) {
        properties.append(segments[i].property)
      }
      if properties.count > 1, let parent = AnimatableProperty.named(group.key), properties.contains(parent) {
        result.append(mixedTrack(parent, members: group.members))
      } else {
        for p in properties {
          result.append(fastTrack(p, members: group.members.filter { segments[$0].property == p }))
        }
      }
    }
    return result
  }

  /// All segments write the same property: fill whole frame ranges per segment.
  private func fastTrack(_ property: AnimatableProperty, members: [Int]) -> Track {
    let c = property.count
    let n = clock.frameCount
    let base = Array(layer.base.slots[property.slots])
    let replacing = members.filter { !segments[$0].additive }
    // Only frames before the first replacing animation show the base value; every later
    // frame is written by a segment, so the array is not pre-filled.
    let baseFrames = min(replacing.first.map { max(segments[$0].startFrame, 0) } ?? n, n)
    let values = [Double](unsafeUninitializedCapacity: n * c) { buffer, initialized in
      guard let out = buffer.baseAddress else { return }
      for f in 0..<baseFrames { for k in 0..<c { out[f * c + k] = base[k] } }
      for (k, i) in replacing.enumerated() {
        let segment = segments[i]
        let lo = max(segment.startFrame, 0)
        let hi = k + 1 < replacing.count ? min(segments[replacing[k + 1]].startFrame, n) : n
        if lo >= hi { continue }
        sample(segment, frames: lo..<hi, into: out + lo * c)
      }
      // `members` and `replacing` are ascending, so the next replacing segment after each
      // additive one is found by one forward pass (not a search per segment).
      var r = 0
      for i in members where segments[i].additive {
        let segment = segments[i]
        let lo = max(segment.startFrame, 0)
        while r < replacing.count && replacing[r] <= i { r += 1 }
        let next = r < replacing.count ? segments[replacing[r]].startFrame : n
        let hi = min(next, n)
        if lo >= hi { continue }
        var scratch = [Double](repeating: 0, count: (hi - lo) * c)
        scratch.withUnsafeMutableBufferPointer { s in
          guard let base = s.baseAddress else { return }
          sample(segment, frames: lo..<hi, into: base)
          for j in 0..<s.count { out[lo * c + j] += base[j] }
        }
      }
      initialized = n * c
    }
    return Track(property: property, values: values)
  }

  /// Writes a segment's values for `frames` into `out`.
  func sample(_ segment: CompiledSegment, frames: Range<Int>, into out: UnsafeMutablePointer<Double>) {
    segment.curve.fill(out, frames: frames, clock: clock, start: segment.start)
    segment.postProcess(out, entries: frames.count)
  }

  /// A pair animated both whole and by component: evaluate per frame and per component.
  private func mixedTrack(_ parent: AnimatableProperty, members: [Int]) -> Track {
    let c = parent.count
    let n = clock.frameCount
    var values = [Double](repeating: 0, count: n * c)
    for f in 0..<n {
      // Long loop: let a cancellation stop it within a few milliseconds (the result is
      // discarded then).
      if f % 4096 == 4095, let cancel, cancel.isActive, cancel.cancelled { break }
      var slots = Array(layer.base.slots[parent.slots])
      for i in members where segments[i].startFrame <= f {
        let segment = segments[i]
        let v = segment.value(atLocal: max(clock.time(ofFrame: f, since: segment.start), 0))
        for slot in segment.property.slots.clamped(to: parent.slots) {
          let written = v[slot - segment.property.slot]
          let k = slot - parent.slot
          slots[k] = segment.additive ? slots[k] + written : written
        }
      }
      for k in 0..<c { values[f * c + k] = slots[k] }
    }
    return Track(property: parent, values: values)
  }
}
