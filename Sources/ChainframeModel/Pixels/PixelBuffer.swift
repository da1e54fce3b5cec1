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
  /// What `calloc` returned (`storage` is it rounded up to 64 bytes); freed in deinit.
  private let allocation: UnsafeMutableRawPointer

  /// Allocates a zeroed (transparent black) buffer.
  ///
  /// - Precondition: width and height in 1…16384 (the scene loader enforces this for users).
  public init(width: Int, height: Int) {
    precondition(SceneLimits.canvasSides.contains(width) && SceneLimits.canvasSides.contains(height))
    self.width = width
    self.height = height
    self.stride = (width * 4 + 63) / 64 * 64
    // One spare zeroed row plus 64 bytes after the image: SIMD converters (swscale) may read
    // slightly past the last row, as FFmpeg's input padding allows. Without the slack they
    // read whatever the heap held there, and encoded bytes varied from run to run.
    let allocated = stride * (height + 1) + 64
    // calloc rather than allocate-and-fill: a large buffer comes as fresh pages the kernel
    // has already zeroed, so nothing writes (and faults in) the whole frame before the first
    // draw does; reused heap memory is cleared by calloc. 63 spare bytes align the pixels.
    guard let allocation = calloc(allocated + 63, 1) else {
      preconditionFailure("out of memory for a \(width) × \(height) frame")
    }
    self.allocation = allocation
    storage = allocation.alignedUp(toMultipleOf: 64)
  }

  deinit { free(allocation) }

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
