import ChainframeModel

/// One decoded frame to convert with a converter nobody else uses meanwhile: owns a reference
/// to the frame's buffers (the decoder goes on with new ones), so it runs outside the lock that
/// guards the decoder, in parallel with other workers' decoding and conversions.
final class PlanarConversion {
  /// A new reference to the decoded frame.
  let frame: AVFrameBox
  /// The frame's timestamp, stream ticks.
  let pts: Int64
  /// The converter, taken from its source's idle ones until ``VideoLayerSource/finish(_:_:)``.
  let converter: PlanarVideoConverter

  /// A buffer nobody references any more, to convert into (nil: a new one).
  let reused: PixelBuffer?
  /// Whether the caller converts it into its own memory (``VideoFrameRows``) and hands it back
  /// with ``VideoLayerSource/finishDirect(_:)``.
  let direct: Bool

  init(frame: AVFrameBox, pts: Int64, converter: PlanarVideoConverter, reused: PixelBuffer?, direct: Bool = false) {
    self.frame = frame
    self.pts = pts
    self.converter = converter
    self.reused = reused
    self.direct = direct
  }

  /// Resizes (swscale, planar) and converts the frame to premultiplied BGRA.
  func run() throws(EncodingError) -> PixelBuffer { try converter.convert(frame.pointer, into: reused) }
}
