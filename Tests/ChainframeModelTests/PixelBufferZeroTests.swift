import ChainframeModel
import Testing

@Suite("Pixel buffer allocation")
struct PixelBufferZeroTests {
  /// Sizes below and above glibc's mmap threshold (fresh pages vs reused heap memory).
  @Test(
    "A new buffer is transparent black and 64-byte aligned, even where a freed one was written",
    arguments: [(1, 1), (3, 5), (64, 48), (333, 17), (1280, 720)])
  func zeroed(width: Int, height: Int) {
    for _ in 0..<3 {
      // Fill a buffer of the same size and free it, so the next one may reuse its memory.
      do {
        let dirty = PixelBuffer(width: width, height: height)
        _ = dirty.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0xAB) }
      }
      let fresh = PixelBuffer(width: width, height: height)
      fresh.withUnsafeBytes { bytes in
        #expect(bytes.allSatisfy { $0 == 0 })
        #expect(Int(bitPattern: bytes.baseAddress) % 64 == 0)
        #expect(bytes.count == fresh.stride * height)
      }
      #expect(fresh.stride % 64 == 0 && fresh.stride >= 4 * width)
    }
  }
}
