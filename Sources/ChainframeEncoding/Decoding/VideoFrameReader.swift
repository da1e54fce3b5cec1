import ChainframeCore

/// The renderer's `VideoFrameProvider` (ChainframeCore): one per worker, with one decoder per video file
/// (its cache is the decoder's position and the last converted frame).
public final class VideoFrameReader: VideoFrameProvider {
  private var sources: [String: VideoLayerSource] = [:]

  /// Creates a reader with no file open yet.
  public init() {}

  /// The frame of `path` for `request` (see `VideoFrameProvider` (ChainframeCore)).
  ///
  /// - Throws: ``EncodingError`` when the file does not open or decode.
  public func frame(path: String, request: VideoFrameRequest) throws -> PixelBuffer? {
    let source: VideoLayerSource
    if let known = sources[path] {
      source = known
    } else {
      source = try VideoLayerSource(path: path)
      sources[path] = source
    }
    return try source.frame(request)
  }
}
