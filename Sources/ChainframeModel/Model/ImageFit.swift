/// How an image or SVG is placed in its layer's box.
public enum ImageFit: String, Sendable, Hashable, CaseIterable {
  /// Stretched to the box, ignoring the aspect ratio.
  case fill
  /// Scaled uniformly to fit inside the box, centred (letterboxed).
  case contain
  /// Scaled uniformly to cover the box, centred, and clipped to it.
  case cover
}
