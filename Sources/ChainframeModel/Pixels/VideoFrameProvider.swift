/// Supplies decoded video frames to the renderer, so drawing needs no decoder of its own
/// (ChainframeRendering never sees FFmpeg).
package protocol VideoFrameProvider: AnyObject {
  /// The frame of the file at `path` for `request`, as premultiplied Cairo-layout pixels, or
  /// nil when the request falls after the end of a non-looping video. The buffer is not
  /// changed afterwards (it may be shared with other callers).
  ///
  /// `deviceSize` receives the file's natural size and returns the size in pixels the frame
  /// will cover on the canvas when that is a plain scale and translation to whole pixels (nil
  /// otherwise); the provider may then return the frame already scaled to that size, which
  /// the caller draws 1:1.
  ///
  /// - Throws: a `CategorizedError` when the file cannot be opened or decoded.
  func frame(
    path: String, request: VideoFrameRequest, deviceSize: (_ width: Int, _ height: Int) -> (width: Int, height: Int)?
  ) throws -> PixelBuffer?

  /// The file's frame size in pixels, or nil when it is not known without decoding.
  func naturalSize(path: String) -> (width: Int, height: Int)?

  /// The frame for `request` like ``frame(path:request:deviceSize:)``, or, when the caller
  /// covers it opaquely at a device size and the provider can, as rows the caller converts
  /// straight into its own memory (``VideoFrameDelivery/rows(_:)``). Which one comes back
  /// changes no pixel, only the work.
  ///
  /// - Throws: a `CategorizedError` when the file cannot be opened or decoded.
  func delivery(
    path: String, request: VideoFrameRequest, deviceSize: (_ width: Int, _ height: Int) -> (width: Int, height: Int)?
  ) throws -> VideoFrameDelivery
}

extension VideoFrameProvider {
  /// Not known (the default): callers take their general path.
  package func naturalSize(path: String) -> (width: Int, height: Int)? { nil }

  /// Always converted pixels (the default).
  package func delivery(
    path: String, request: VideoFrameRequest, deviceSize: (_ width: Int, _ height: Int) -> (width: Int, height: Int)?
  ) throws -> VideoFrameDelivery {
    guard let pixels = try frame(path: path, request: request, deviceSize: deviceSize) else { return .none }
    return .pixels(pixels)
  }

  /// The frame at the file's natural size.
  package func frame(path: String, request: VideoFrameRequest) throws -> PixelBuffer? {
    try frame(path: path, request: request, deviceSize: { _, _ in nil })
  }
}
