import ChainframeCore

/// Frame-sized buffers handed from the GIF workers to the consumer and back, so a render does
/// not allocate a new 8 MB buffer per 1080p frame: allocations that size are freed on another
/// thread than the one that made them, and glibc then keeps them in the workers' heaps (the peak
/// memory of a 1080p GIF grew from about 200 MB to 430 MB that way).
package final class PixelBufferPool: Sendable {
  private let free = Locked<[PixelBuffer]>([])
  /// Buffers kept for reuse at most; more are released.
  private let capacity: Int

  /// A pool keeping at most `capacity` buffers (at least 0) for reuse.
  package init(capacity: Int) { self.capacity = capacity }

  /// A buffer of this size (contents undefined: the caller overwrites every byte).
  package func take(width: Int, height: Int) -> PixelBuffer {
    let found = free.withLock { list -> PixelBuffer? in
      guard let i = list.lastIndex(where: { $0.width == width && $0.height == height }) else { return nil }
      return list.remove(at: i)
    }
    return found ?? PixelBuffer(width: width, height: height)
  }

  /// Gives a buffer back once nothing reads it any more.
  package func give(_ buffer: PixelBuffer) {
    free.withLock { list in if list.count < capacity { list.append(buffer) } }
  }
}
