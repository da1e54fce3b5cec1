import CFFmpeg
import ChainframeCore
import Testing

@testable import ChainframeEncoding

@Suite("Recycled frame buffers")
struct FrameBufferPoolTests {
  /// Deterministic noise, so every sample of a frame differs from the previous frame's.
  static func noise(width: Int, height: Int, seed: UInt32) -> PixelBuffer {
    let pixels = PixelBuffer(width: width, height: height)
    var state = seed
    pixels.withUnsafeMutableBytes { raw in
      for i in raw.indices {
        state = state &* 1_664_525 &+ 1_013_904_223
        raw[i] = UInt8(truncatingIfNeeded: state >> 24)
      }
    }
    return pixels
  }

  /// Every byte of a frame's buffer, padding included, with its line sizes.
  static func bytes(_ frame: ConvertedFrame) throws -> (bytes: [UInt8], lineSizes: [Int32], base: UInt) {
    try frame.withFrame { f in
      guard let buffer = f.pointee.buf.0, let data = buffer.pointee.data, let strides = CFFmpeg_frame_linesize(f)
      else { return ([], [], 0) }
      return (
        Array(UnsafeBufferPointer(start: data, count: Int(buffer.pointee.size))), (0..<4).map { strides[$0] },
        UInt(bitPattern: data)
      )
    }
  }

  @Test(
    "A recycled frame holds exactly the bytes of a fresh one, padding included",
    arguments: [(OutputFormat.mp4, false), (.webm, true), (.prores4444, true), (.prores422hq, false)])
  func recycled(format: OutputFormat, alpha: Bool) throws {
    // 38x22: Y rows (64-byte lines), chroma rows (19 of 32 bytes) and rows below the frame are padding that only a stale buffer could dirty.
    let settings = VideoSettings(width: 38, height: 22, fps: Rational(30), format: format, alpha: alpha)
    let a = Self.noise(width: 38, height: 22, seed: 1)
    let b = Self.noise(width: 38, height: 22, seed: 2)
    let recycling = try settings.converterFactoryForTests()
    var first: ConvertedFrame? = try recycling.convert(a)
    let firstBase = try Self.bytes(try #require(first)).base
    first = nil
    let reused = try Self.bytes(try recycling.convert(b))
    #expect(reused.base == firstBase, "the second frame should reuse the first one's buffer")
    let fresh = try Self.bytes(try settings.converterFactoryForTests().convert(b))
    #expect(reused.lineSizes == fresh.lineSizes)
    #expect(reused.bytes == fresh.bytes)
  }

  @Test("Pooled frames have av_frame_get_buffer's line sizes and plane offsets")
  func layout() throws {
    let pool = try FrameBufferPool(format: AV_PIX_FMT_YUV420P, width: 37, height: 23)
    let pooled = try pool.frame()
    let reference = try AVFrameBox(format: AV_PIX_FMT_YUV420P, width: 37, height: 23)
    func planes(_ box: AVFrameBox) -> [Int] {
      let f = box.pointer
      guard let data = CFFmpeg_frame_data(f), let strides = CFFmpeg_frame_linesize(f), let base = data[0] else {
        return []
      }
      return (0..<4).flatMap { [data[$0].map { $0 - base } ?? -1, Int(strides[$0])] }
    }
    #expect(planes(pooled) == planes(reference))
    #expect(pooled.pointer.pointee.buf.0?.pointee.size == reference.pointer.pointee.buf.0?.pointee.size)
  }
}

extension VideoSettings {
  /// A converter as a render worker gets one.
  fileprivate func converterFactoryForTests() throws -> FrameConverter {
    try ConverterFactory(settings: self).make()
  }
}
