/// The shape at the ends of an open stroke.
public enum LineCap: String, Sendable, Hashable, CaseIterable {
  /// Ends exactly at the end point.
  case butt
  /// A half circle beyond the end point.
  case round
  /// A half square beyond the end point.
  case square
}
