/// A ``FrameSink`` whose frames can be converted on worker threads: every video encoder.
package protocol ConvertedFrameSink: FrameSink {
  /// Makes converters for worker threads, producing frames for ``append(converted:)``.
  var converterFactory: ConverterFactory { get }
  /// Encodes the next frame, converted on another thread.
  func append(converted: ConvertedFrame) throws(EncodingError)
  /// Encodes the previous frame again (a hold).
  func appendRepeat() throws(EncodingError)
}

extension VideoEncoder: ConvertedFrameSink {}
