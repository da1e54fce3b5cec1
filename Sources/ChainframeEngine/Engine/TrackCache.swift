import ChainframeModel

/// Compiled tracks kept between compiles, so scenes that share layers (the rows of a batch
/// whose variables touch only some layers) compile each distinct layer once.
///
/// A layer's tracks depend only on its animations, its chains, its base values and the
/// clock (never on its id, shape or style), so those are the key: a textual fingerprint of
/// the model values, which are plain data (numbers print in shortest round-trip form, so two
/// different values never print alike). Layers with a closure-based animation
/// (`AnimationKind/custom(_:)`) are never cached: closures cannot be compared. Only tracks
/// that passed the range check are stored, so a hit never hides an error.
///
/// Bounded by the number of stored `Double`s; the oldest entries go first. Thread-safe:
/// layers compile in parallel.
package final class TrackCache: Sendable {
  private struct Entry {
    let tracks: [Track]
    let size: Int
  }

  private struct Contents {
    var entries: [String: Entry] = [:]
    var order: [String] = []
    var stored = 0
    var hits = 0
    var misses = 0
  }

  private let limit: Int
  private let contents = Locked(Contents())

  /// A cache holding at most `maxValues` track values (8 bytes each). Default 16 million
  /// (128 MB); 0 stores nothing.
  package init(maxValues: Int = 16_000_000) {
    precondition(maxValues >= 0, "the cache size cannot be negative")
    limit = maxValues
  }

  /// Lookups answered from the cache so far.
  package var hits: Int { contents.withLock { $0.hits } }
  /// Lookups that had to compile so far (cacheable layers only).
  package var misses: Int { contents.withLock { $0.misses } }

  /// The key for `layer` on `clock`, or nil when the layer cannot be cached (nothing
  /// animates, or a closure animates it).
  static func key(for layer: Layer, clock: FrameClock) -> String? {
    guard !layer.animations.isEmpty || !layer.chains.isEmpty else { return nil }
    for spec in layer.animations {
      if case .custom = spec.kind { return nil }
    }
    // Locations and names are part of the model but not of the values; leaving them in only
    // costs a miss when two files differ in layout, never a wrong hit.
    return "\(clock.fps.numerator)/\(clock.fps.denominator)×\(clock.frameCount)|"
      + String(reflecting: layer.base.slots) + "|" + String(reflecting: layer.animations) + "|"
      + String(reflecting: layer.chains)
  }

  func tracks(for key: String) -> [Track]? {
    contents.withLock { c in
      guard let entry = c.entries[key] else {
        c.misses += 1
        return nil
      }
      c.hits += 1
      return entry.tracks
    }
  }

  func store(_ tracks: [Track], for key: String) {
    let size = tracks.reduce(0) { $0 + $1.values.count }
    guard size <= limit else { return }
    contents.withLock { c in
      guard c.entries[key] == nil else { return }
      c.entries[key] = Entry(tracks: tracks, size: size)
      c.order.append(key)
      c.stored += size
      // Oldest first; `order` decides, never the dictionary's iteration order.
      var dropped = 0
      while c.stored > limit, dropped < c.order.count {
        if let old = c.entries.removeValue(forKey: c.order[dropped]) { c.stored -= old.size }
        dropped += 1
      }
      if dropped > 0 { c.order.removeFirst(dropped) }
    }
  }
}
