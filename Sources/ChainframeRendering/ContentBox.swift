/// An axis-aligned box in some coordinate space (the space of a layer whose shadow is clipped
/// to its content, or device space for what a clipping group's children cover); empty boxes
/// are never built.
struct ContentBox: Equatable {
  /// Left edge.
  var minX: Double
  /// Top edge.
  var minY: Double
  /// Right edge.
  var maxX: Double
  /// Bottom edge.
  var maxY: Double

  /// The smallest box holding both.
  func union(_ other: ContentBox) -> ContentBox {
    ContentBox(
      minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
      maxY: max(maxY, other.maxY))
  }

  /// The part both hold, or nil when they do not overlap.
  func intersection(_ other: ContentBox) -> ContentBox? {
    let box = ContentBox(
      minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
      maxY: min(maxY, other.maxY))
    return box.maxX >= box.minX && box.maxY >= box.minY ? box : nil
  }
}
