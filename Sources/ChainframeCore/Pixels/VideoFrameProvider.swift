/// Supplies decoded video frames to the renderer, so drawing needs no decoder of its own
/// (ChainframeRendering never sees FFmpeg). One provider per renderer (per worker thread).
public protocol VideoFrameProvider: AnyObject {
  /// The frame of the file at `path` for `request`, as premultiplied Cairo-layout pixels, or
  /// nil when the request falls after the end of a non-looping video. The buffer may be
  /// reused by the next call.
  ///
  /// - Throws: a `CategorizedError` when the file cannot be opened or decoded.
  func frame(path: String, request: VideoFrameRequest) throws -> PixelBuffer?
}
