/// How a ``VideoFrameProvider`` hands over one frame when the caller can take it either way.
package enum VideoFrameDelivery {
  /// No frame (the request falls after the end of a non-looping video).
  case none
  /// Converted pixels, as ``VideoFrameProvider/frame(path:request:deviceSize:)`` returns them.
  case pixels(PixelBuffer)
  /// A frame that writes itself into the caller's memory (opaque, at the device size).
  case rows(any VideoFrameRows)
}
