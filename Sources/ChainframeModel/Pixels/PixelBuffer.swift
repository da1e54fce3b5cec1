import Foundation

/// A frame of pixels in Cairo's ARGB32 layout: premultiplied alpha, native-endian 32-bit
/// words, which are the bytes B, G, R, A on little-endian machines.
///
/// The renderer draws straight into this memory and the encoder reads it, so a frame crosses
/// from Cairo to FFmpeg without a copy. Rows are `stride` bytes apart (a multiple of 64, so
/// SIMD converters never read past a row).
public final class PixelBuffer: @unchecked Sendable {
  // @unchecked: the storage is owned uniquely; a buffer is handed from one stage to the next
  // and never written by two threads at once (the pipeline's hand-off guarantees it).

  /// Width in pixels, ≥ 1.
  public let width: Int
  /// Height in pixels, ≥ 1.
  public let height: Int
  /// Bytes per row, ≥ 4 × width.
  public let stride: Int
  /// Whether the producer wrote alpha 255 into every pixel (a decoded frame without an alpha
  /// channel); false (the default) means nothing is known. Drawing may then treat the buffer
  /// as opaque: compositing it over anything is a copy, not a blend per pixel. Whoever writes
  /// pixels with other alpha values must leave or reset this false.
  package var isOpaque = false
  private let storage: UnsafeMutableRawPointer
  /// What `calloc` or `mmap` returned (`storage` is it rounded up to 64 bytes); freed in deinit.
  private let allocation: UnsafeMutableRawPointer
  /// Bytes mapped with `mmap` (unmapped in deinit), or 0 when `calloc` allocated.
  private let mappedBytes: Int

  /// Allocates a zeroed (transparent black) buffer.
  ///
  /// - Precondition: width and height in 1…16384 (the scene loader enforces this for users).
  public init(width: Int, height: Int) {
    (self.width, self.height, stride) = Self.layout(width: width, height: height)
    (allocation, mappedBytes) = Self.allocate(stride: stride, height: height, mapped: false)
    storage = allocation.alignedUp(toMultipleOf: 64)
  }

  /// Allocates a zeroed buffer; `mapped` takes its memory straight from the kernel (`mmap`)
  /// rather than from the heap, for frames kept for a while on another thread than the one
  /// that made them. glibc raises its threshold for mapping to the largest block freed so
  /// far, so after the first frame-sized free it serves frames from the worker threads'
  /// heaps, where calloc clears every byte and the heaps' growth and trimming cost page
  /// faults and TLB flushes on both cores: guitar.json → GIF (150 kept 500 × 500 frames)
  /// spent 0.5 s of its 3.2 s CPU in the kernel that way. Frames made and dropped at once
  /// (a decoder's) are cheaper from the heap, which keeps its pages.
  package init(width: Int, height: Int, mapped: Bool) {
    (self.width, self.height, stride) = Self.layout(width: width, height: height)
    (allocation, mappedBytes) = Self.allocate(stride: stride, height: height, mapped: mapped)
    storage = allocation.alignedUp(toMultipleOf: 64)
  }

  /// Width, height and the row stride (a multiple of 64 bytes).
  private static func layout(width: Int, height: Int) -> (Int, Int, Int) {
    precondition(SceneLimits.canvasSides.contains(width) && SceneLimits.canvasSides.contains(height))
    return (width, height, (width * 4 + 63) / 64 * 64)
  }

  /// Zeroed memory for `height` rows of `stride` bytes and the slack below; the block and
  /// its mapped length (0 for calloc).
  private static func allocate(stride: Int, height: Int, mapped: Bool) -> (UnsafeMutableRawPointer, Int) {
    // One spare zeroed row plus 64 bytes after the image: SIMD converters (swscale) may read
    // slightly past the last row, as FFmpeg's input padding allows. Without the slack they
    // read whatever the heap held there, and encoded bytes varied from run to run.
    let bytes = stride * (height + 1) + 64
    // Mapped pages come zeroed by the kernel (page-aligned) and untouched until drawn;
    // calloc clears only heap memory it reuses (fresh pages it also leaves to the kernel);
    // 63 spare bytes align its block.
    if mapped {
      let block = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      guard let block, block != MAP_FAILED else { preconditionFailure("out of memory for a frame of \(bytes) bytes") }
      return (block, bytes)
    }
    guard let block = calloc(bytes + 63, 1) else { preconditionFailure("out of memory for a frame of \(bytes) bytes") }
    return (block, 0)
  }

  deinit {
    if mappedBytes > 0 {
      munmap(allocation, mappedBytes)
    } else {
      free(allocation)
    }
  }

  /// Total bytes, `stride × height`.
  public var byteCount: Int { stride * height }

  /// Calls `body` with the pixel memory for reading.
  public func withUnsafeBytes<R, E: Error>(
    _ body: (UnsafeRawBufferPointer) throws(E) -> R
  ) throws(E) -> R {
    try body(UnsafeRawBufferPointer(start: storage, count: byteCount))
  }

  /// Calls `body` with the pixel memory for writing.
  public func withUnsafeMutableBytes<R, E: Error>(
    _ body: (UnsafeMutableRawBufferPointer) throws(E) -> R
  ) throws(E) -> R {
    try body(UnsafeMutableRawBufferPointer(start: storage, count: byteCount))
  }

  /// The premultiplied pixel at (x, y) as (r, g, b, a) bytes.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the buffer")
    let p = storage.advanced(by: y * stride + x * 4).assumingMemoryBound(to: UInt8.self)
    return (p[2], p[1], p[0], p[3])
  }

  /// Copies every pixel of `other`, which must have the same size.
  public func copy(from other: PixelBuffer) {
    precondition(other.width == width && other.height == height && other.stride == stride)
    storage.copyMemory(from: other.storage, byteCount: byteCount)
  }
}

extension PixelBuffer {
  /// A private copy (renderers and decoders reuse their buffers).
  public func copied() -> PixelBuffer {
    let copy = PixelBuffer(width: width, height: height)
    copy.copy(from: self)
    return copy
  }
}
