import ChainframeModel

/// What is left of a video frame request once the decoder is positioned
/// (``VideoLayerSource/locate(_:size:)``).
enum VideoFrameStep {
  /// The pixels (nil past the end of a non-looping video): nothing left to do.
  case ready(PixelBuffer?)
  /// A conversion to run, on any thread, then hand back with ``VideoLayerSource/finish(_:_:)``.
  case convert(PlanarConversion)
}
