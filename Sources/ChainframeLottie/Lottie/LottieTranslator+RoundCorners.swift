import ChainframeModel

/// Round corners (`rd`) on bezier paths (rectangles take them as their corner radius).
extension LottieTranslator {
  /// A static bezier path (`value`, a Lottie `{v, i, o, c}`) with its corners rounded by
  /// `corners` (pixels), baked per frame when the radius is animated.
  mutating func roundedPath(_ item: LottieJSON, _ value: LottieJSON, corners: LottieProperty) -> Outline? {
    guard let flat = Self.flatten(value) else { return nil }
    let closed = value.bool("c")
    func path(_ radius: Double) -> String? { LottieRoundCorners.path(flat, closed: closed, radius: radius) }
    guard corners.isAnimated else { return path(corners.initial.first ?? 0).map(Outline.path) }
    return baked(item) { path(corners.value(at: $0).first ?? 0) }
  }
}
