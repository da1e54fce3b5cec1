/// Which regions of a self-intersecting outline are inside.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
  /// Inside where the winding number is not zero (SVG `nonzero`).
  case nonZero = "nonzero"
  /// Inside where a ray crosses the outline an odd number of times (SVG `evenodd`).
  case evenOdd = "evenodd"
}
