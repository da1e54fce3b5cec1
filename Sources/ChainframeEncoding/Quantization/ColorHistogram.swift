import ChainframeModel

/// How often each colour occurs in frames, for ``MedianCut``: 24-bit RGB keys (`0x00RRGGBB`)
/// in an open-addressing table that doubles as colours come.
///
/// Runs of one colour (the common case in motion graphics) cost one look-up each, not one per
/// pixel. Memory is bounded: past ``maxDistinct`` colours every key, present and future, drops
/// the low bit of each channel (and again if needed), as a histogram of a photograph needs no
/// more than 2²⁰ colours to choose 256.
struct ColorHistogram {
  /// Distinct colours kept at most before precision drops, 2²⁰ (a 16 MB table).
  static let maxDistinct = 1 << 20
  private static let empty = UInt32.max
  private var keys: [UInt32]
  private var counts: [Int]
  /// Distinct colours held.
  private(set) var distinct = 0
  /// Pixels counted.
  private(set) var total = 0
  /// Applied to every key: drops low bits once ``maxDistinct`` is passed.
  private(set) var mask: UInt32 = 0xFF_FFFF

  /// An empty histogram.
  init() {
    keys = [UInt32](repeating: Self.empty, count: 1 << 12)
    counts = [Int](repeating: 0, count: 1 << 12)
  }

  /// The colours and their counts, in ascending order of colour (deterministic whatever the
  /// table's layout).
  var entries: [(color: UInt32, count: Int)] {
    var out: [(color: UInt32, count: Int)] = []
    out.reserveCapacity(distinct)
    for i in keys.indices where keys[i] != Self.empty { out.append((keys[i], counts[i])) }
    out.sort { $0.color < $1.color }
    return out
  }

  /// Adds `weight` pixels of `color` (`0x00RRGGBB`; higher bits are ignored).
  mutating func add(_ color: UInt32, weight: Int) {
    let key = color & mask
    let slotMask = keys.count - 1
    var h = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 12) & slotMask
    while true {
      let k = keys[h]
      if k == key {
        counts[h] += weight
        total += weight
        return
      }
      if k == Self.empty { break }
      h = (h + 1) & slotMask
    }
    keys[h] = key
    counts[h] = weight
    distinct += 1
    total += weight
    if distinct * 2 > keys.count { grow() }
  }

  /// Adds the pixels of straight-alpha BGRA `pixels` whose alpha is at least `minimumAlpha`
  /// (0: every pixel) and, with `previous` (a frame of the same size), only those that differ
  /// from it (palettegen's `stats_mode=diff`).
  mutating func add(_ pixels: PixelBuffer, minimumAlpha: UInt8, previous: PixelBuffer? = nil) {
    precondition(previous.map { $0.width == pixels.width && $0.height == pixels.height } ?? true)
    let threshold = UInt32(minimumAlpha)
    pixels.withUnsafeBytes { raw in
      let base = raw.baseAddress.map { $0 }
      (previous ?? pixels).withUnsafeBytes { rawPrevious in
        guard let base, let prior = rawPrevious.baseAddress else { return }
        var run: UInt32 = 0
        var runLength = 0
        for y in 0..<pixels.height {
          let row = base.advanced(by: y * pixels.stride).assumingMemoryBound(to: UInt32.self)
          let before = prior.advanced(by: y * pixels.stride).assumingMemoryBound(to: UInt32.self)
          for x in 0..<pixels.width {
            let p = row[x]
            if p >> 24 < threshold { continue }
            if previous != nil, before[x] == p { continue }
            let color = p & 0xFF_FFFF
            if runLength > 0, color == run {
              runLength += 1
              continue
            }
            if runLength > 0 { add(run, weight: runLength) }
            run = color
            runLength = 1
          }
        }
        if runLength > 0 { add(run, weight: runLength) }
      }
    }
  }

  private mutating func grow() {
    let old = zip(keys, counts).filter { $0.0 != Self.empty }
    var size = keys.count * 2
    if old.count > Self.maxDistinct {
      // Too many colours: one bit less of each channel, for these keys and later ones.
      let channel = (mask & 0xFF) << 1 & 0xFF
      mask = channel << 16 | channel << 8 | channel
      size = keys.count
    }
    keys = [UInt32](repeating: Self.empty, count: size)
    counts = [Int](repeating: 0, count: size)
    distinct = 0
    total = 0
    for (key, count) in old { add(key, weight: count) }
  }
}
