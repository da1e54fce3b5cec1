import ChainframeEngine
import ChainframeModel

/// A segmented video written straight into its final file on one machine: a
/// ``SegmentedVideoEncoder`` feeding a ``PacketMuxer`` — the same muxer a join uses.
package final class SegmentedFileEncoder: ConvertedFrameSink {
  private let muxer: PacketMuxer
  private let encoder: SegmentedVideoEncoder

  /// Opens `path` for `settings` (``VideoSettings/segmentFrames`` set; audio when set).
  package init(path: String, settings: VideoSettings) throws(EncodingError) {
    let muxer = try PacketMuxer(path: path, settings: settings)
    var video = settings
    video.audio = nil
    encoder = try SegmentedVideoEncoder(settings: video) { (packet) throws(EncodingError) in try muxer.write(packet) }
    self.muxer = muxer
  }

  /// The encoder for `settings`: segmented when ``VideoSettings/segmentFrames`` is set and the
  /// format can be segmented, else one ``VideoEncoder`` for the whole video.
  package static func make(path: String, settings: VideoSettings) throws(EncodingError) -> any ConvertedFrameSink {
    if settings.segmentFrames != nil && settings.format.segmentRefusal == nil {
      return try SegmentedFileEncoder(path: path, settings: settings)
    }
    return try VideoEncoder(path: path, settings: settings)
  }

  /// One pass.
  package var passCount: Int { 1 }
  /// Does nothing: one pass.
  package func beginPass(_ index: Int) throws(EncodingError) { try encoder.beginPass(index) }
  /// Does nothing: one pass.
  package func endPass() throws(EncodingError) {}
  /// Converters for worker threads.
  package var converterFactory: ConverterFactory { encoder.converterFactory }
  /// Converts and encodes one frame.
  package func append(_ pixels: PixelBuffer) throws(EncodingError) { try encoder.append(pixels) }
  /// Encodes the next converted frame.
  package func append(converted: ConvertedFrame) throws(EncodingError) { try encoder.append(converted: converted) }
  /// Encodes the previous frame again.
  package func appendRepeat() throws(EncodingError) { try encoder.appendRepeat() }

  /// Flushes the last segment, adds the audio and closes the file.
  package func finish() throws(EncodingError) {
    try encoder.finish()
    try muxer.finish()
  }
}
