internal import CFFmpeg

/// A frame already converted to the encoder's pixel format, ready to encode.
///
/// Made by a ``FrameConverter`` on a worker thread and handed to the encoder thread: it is
/// `@unchecked Sendable` because ownership moves with it (one owner at a time), which is the
/// pipeline's contract. The encoder keeps it alive across the C calls that read it.
package final class ConvertedFrame: @unchecked Sendable {
  let box: AVFrameBox

  init(box: AVFrameBox) { self.box = box }

  /// Runs `body` with the frame, keeping this object alive until it returns (Swift may
  /// otherwise free it, and the AVFrame with it, right after the last use of `self`).
  func withFrame<R>(_ body: (UnsafeMutablePointer<AVFrame>) throws(EncodingError) -> R) throws(EncodingError) -> R {
    try withExtendedLifetime(self) { () throws(EncodingError) -> R in try body(box.pointer) }
  }

  /// A new reference to the same pixels, to encode the frame again with its own pts (the
  /// encoder may still hold the previous reference's buffers).
  func reference() throws(EncodingError) -> ConvertedFrame {
    let copy = try AVFrameBox()
    try withFrame { (f) throws(EncodingError) in
      _ = try LibAV.check("av_frame_ref", av_frame_ref(copy.pointer, f))
    }
    return ConvertedFrame(box: copy)
  }
}
