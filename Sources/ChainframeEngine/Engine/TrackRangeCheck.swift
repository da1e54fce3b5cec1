import ChainframeModel

/// Checks compiled tracks exactly: every value finite and within
/// ``AnimatableProperty/range``, the same ranges as static values.
enum TrackRangeCheck {
  /// The first problem in `tracks`, located at the first animation that writes the property.
  static func check(_ tracks: [Track], compiler: LayerCompiler) -> SceneDiagnostic? {
    for track in tracks {
      let range = track.property.range
      var worst: Double?
      var worstExcess = 0.0
      for v in track.values {
        if !v.isFinite {
          worst = v
          break
        }
        guard let range, !range.contains(v) else { continue }
        let excess = v < range.lowerBound ? range.lowerBound - v : v - range.upperBound
        if excess > worstExcess {
          worstExcess = excess
          worst = v
        }
      }
      guard let v = worst else { continue }
      let segment = compiler.segments.first { $0.property.family == track.property.family }
      let name = segment?.name ?? "layer \(UserText.quoted(compiler.layer.id))"
      let message =
        v.isFinite
        ? "animates \(track.property.name) to \(AnimatedRangeCheck.formatValue(v)), beyond the limit of \(range.map(AnimatedRangeCheck.describe) ?? "")"
        : "animates \(track.property.name) to \(v) (not a finite number)"
      return SceneDiagnostic(
        location: segment?.location, keyPath: name, message: message,
        hint: "animated values must stay within the same range as static ones (SceneLimits)")
    }
    return nil
  }
}
