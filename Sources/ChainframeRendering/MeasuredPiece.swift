/// A piece of a path that knows its length and whether it starts a sub-path: what
/// ``PathWalk`` needs to cut the part of a path between two distances (trims).
protocol MeasuredPiece {
  /// Length in user-space units, ≥ 0.
  var length: Double { get }
  /// Whether the piece begins a new sub-path.
  var startsSubpath: Bool { get }
}

extension PathBuilder.Piece: MeasuredPiece {}
extension CurveTrim.Segment: MeasuredPiece {}
