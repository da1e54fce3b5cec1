/// The walk trims share, over straight pieces (``PathBuilder``) or curves (``CurveTrim``):
/// which pieces the part between two distances touches, how far into each, and how each
/// cut piece attaches to what was drawn before it.
enum PathWalk {
  /// How a cut piece begins.
  enum Start {
    /// A line from the current point (the part continues the current sub-path: `joined`).
    case line
    /// A new sub-path at the piece's start.
    case move
    /// Nothing: the piece goes on from where the previous one ended.
    case continues
  }

  /// Calls `visit` with each piece the part between distances `a` and `b` covers, the
  /// distances `lo`…`hi` into it (0 < hi − lo ≤ length) and how it begins. With `joined`, the
  /// first piece continues the current sub-path instead of starting its own.
  static func between<P: MeasuredPiece>(
    _ pieces: some Sequence<P>, from a: Double, to b: Double, joined: Bool,
    _ visit: (_ piece: P, _ lo: Double, _ hi: Double, _ start: Start) -> Void
  ) {
    var travelled = 0.0
    var drawing = false
    var first = true
    for piece in pieces {
      let l = piece.length
      defer { travelled += l }
      if piece.startsSubpath { drawing = false }
      let lo = max(a - travelled, 0)
      let hi = min(b - travelled, l)
      guard l > 0, hi > lo else {
        drawing = drawing && hi >= l
        continue
      }
      visit(piece, lo, hi, first && joined ? .line : !drawing || lo > 0 ? .move : .continues)
      first = false
      drawing = hi >= l
    }
  }
}
