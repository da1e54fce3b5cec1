/// The shape where two stroke segments meet.
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
  /// A sharp corner, up to the miter limit.
  case miter
  /// A rounded corner.
  case round
  /// A cut-off corner.
  case bevel
}
