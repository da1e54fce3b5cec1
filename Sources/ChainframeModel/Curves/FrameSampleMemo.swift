/// Per-frame samples of one curve, shared by the layers of one compile.
///
/// A curve's values at output frames depend only on the curve, the frame rate, its start time
/// and the frame range asked for, so layers that run the same curve from the same start
/// (staggered lists repeat a handful of delays) compute them once. Keys compare the start
/// bit for bit; the stored samples are exactly what the curve computes, so sharing changes
/// no value.
package final class FrameSampleMemo: Sendable {
  private struct Key: Hashable {
    let start: UInt64
    let numerator: Int
    let denominator: Int
    let first: Int
    let count: Int
  }
  private struct Table {
    var samples: [Key: [Double]] = [:]
    /// Keys asked for once: samples are kept from the second request on, so curves no other
    /// layer shares cost no memory.
    var seen: Set<Key> = []
  }
  private let table = Locked(Table())

  /// Largest number of sample arrays kept per curve (a bound on memory for hostile scenes
  /// with thousands of distinct starts; later ones are computed without being kept).
  static let maxEntries = 256

  /// The samples for `frames` of a curve starting at `start`, computing them with `make` on
  /// the first request.
  func samples(start: Double, clock: FrameClock, frames: Range<Int>, make: () -> [Double]) -> [Double] {
    let key = Key(
      start: start.bitPattern, numerator: clock.fps.numerator, denominator: clock.fps.denominator,
      first: frames.lowerBound, count: frames.count)
    let hit = table.withLock { t -> [Double]? in
      if let samples = t.samples[key] { return samples }
      if t.seen.count < Self.maxEntries * 16 { t.seen.insert(key) }
      return nil
    }
    if let hit { return hit }
    // Two layers may compute the same samples at once; both results are identical.
    let made = make()
    table.withLock { t in
      if t.seen.contains(key), t.samples.count < Self.maxEntries { t.samples[key] = made }
    }
    return made
  }
}
