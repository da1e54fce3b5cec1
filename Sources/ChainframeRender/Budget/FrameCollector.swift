import ChainframeCore
import ChainframeEncoding

/// A one-pass frame sink that keeps copies of the frames, so a GIF budget search can encode
/// them many times without rendering again.
final class FrameCollector: FrameSink {
  private(set) var frames: [PixelBuffer] = []
  let passCount = 1

  func beginPass(_ index: Int) throws(EncodingError) {}

  func append(_ pixels: PixelBuffer) throws(EncodingError) { frames.append(pixels.copied()) }

  func endPass() throws(EncodingError) {}

  func finish() throws(EncodingError) {}
}
