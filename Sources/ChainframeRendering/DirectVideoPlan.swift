/// Where a video layer's frame lands when it is converted straight into the output frame
/// (``Painter/directVideoPlan(_:mask:_:)``), in device pixels.
struct DirectVideoPlan {
  /// The file's frame size, which the provider scales from.
  let natural: (width: Int, height: Int)
  /// The frame's top-left corner and size on the canvas.
  let x: Int
  let y: Int
  let width: Int
  let height: Int
  /// The rows (within y..<y + height) the frame covers fully across its width: written
  /// directly; the others are composited by Cairo.
  let rows: Range<Int>

  /// Whether `other` writes the same pixels directly.
  func sameRows(as other: DirectVideoPlan) -> Bool {
    x == other.x && width == other.width && rows == other.rows
  }
}
