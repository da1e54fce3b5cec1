/// A decoded video frame, already scaled to the size it is drawn at, that converts itself into
/// memory the caller owns: the renderer writes an opaque video straight into its frame instead
/// of converting it into a buffer of its own and copying that.
///
/// Rows are converted independently, so writing a frame in several pieces gives the same bytes
/// as writing it whole. Call ``finish()`` once when done (the converter goes back to its
/// provider); no row may be written after it.
package protocol VideoFrameRows: AnyObject {
  /// Width of the frame in pixels, ≥ 1.
  var width: Int { get }
  /// Height of the frame in pixels, ≥ 1.
  var height: Int { get }

  /// Writes `rows` (within `0..<height`) of the frame as opaque premultiplied Cairo pixels
  /// (alpha 255): every pixel of every row, `width` pixels, starting at `destination` (the
  /// first row's first pixel) with rows `stride` bytes apart.
  func write(rows: Range<Int>, to destination: UnsafeMutableRawPointer, stride: Int)

  /// Gives the frame's resources back to the provider. Idempotent.
  func finish()
}
