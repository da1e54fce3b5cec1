import ChainframeModel

/// How often each colour occurs in frames, for ``MedianCut``: 24-bit RGB keys (`0x00RRGGBB`)
/// in an open-addressing table that doubles as colours come.
///
/// Runs of one colour (the common case in motion graphics) cost one look-up each, not one per
/// pixel. Memory is bounded: past ``maxDistinct`` colours every key, present and future, drops
/// the low bit of each channel (and again if needed), as a histogram of a photograph needs no
/// more than 2²⁰ colours to choose 256. A class owning its table (not arrays in a struct), so
/// the per-run look-up pays no copy-on-write or bounds checks.
final class ColorHistogram {
  /// Distinct colours kept at most before precision drops, 2²⁰ (a 16 MB table).
  static let maxDistinct = 1 << 20
  private static let empty = UInt32.max
  private var keys: UnsafeMutablePointer<UInt32>
  private var counts: UnsafeMutablePointer<Int>
  /// Slots in the table, a power of two.
  private var capacity: Int
  /// Distinct colours held.
  var distinct: Int { tableDistinct }
  private var tableDistinct = 0
  /// Pixels counted.
  var total: Int { tableTotal }
  private var tableTotal = 0
  /// log2 of ``capacity``: a key's home slot is the top bits of its hash.
  private var bits = 12
  /// Applied to every key: drops low bits once ``maxDistinct`` is passed.
  private(set) var mask: UInt32 = 0xFF_FFFF

  /// An empty histogram.
  init() {
    capacity = 1 << bits
    (keys, counts) = Self.table(capacity)
  }

  deinit {
    keys.deallocate()
    counts.deallocate()
  }

  private static func table(_ size: Int) -> (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<Int>) {
    let k = UnsafeMutablePointer<UInt32>.allocate(capacity: size)
    k.initialize(repeating: empty, count: size)
    let c = UnsafeMutablePointer<Int>.allocate(capacity: size)
    c.initialize(repeating: 0, count: size)
    return (k, c)
  }

  /// The colours and their counts, in ascending order of colour (deterministic whatever the
  /// table's layout).
  var entries: [(color: UInt32, count: Int)] {
    var out: [(color: UInt32, count: Int)] = []
    out.reserveCapacity(tableDistinct)
    for i in 0..<capacity where keys[i] != Self.empty { out.append((keys[i], counts[i])) }
    out.sort { $0.color < $1.color }
    return out
  }

  /// Adds `weight` pixels of `color` (`0x00RRGGBB`; higher bits are ignored).
  func add(_ color: UInt32, weight: Int) { addToTable(color, weight: weight) }

  private func addToTable(_ color: UInt32, weight: Int) {
    let key = color & mask
    let slotMask = capacity - 1
    var h = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - bits))
    while true {
      let k = keys[h]
      if k == key {
        counts[h] += weight
        tableTotal += weight
        return
      }
      if k == Self.empty { break }
      h = (h + 1) & slotMask
    }
    keys[h] = key
    counts[h] = weight
    tableDistinct += 1
    tableTotal += weight
    if tableDistinct * 2 > capacity { grow() }
  }

  /// Adds the pixels of straight-alpha BGRA `pixels` whose alpha is at least `minimumAlpha`
  /// (0: every pixel) and, with `previous` (a frame of the same size), only those that differ
  /// from it (palettegen's `stats_mode=diff`).
  func add(_ pixels: PixelBuffer, minimumAlpha: UInt8, previous: PixelBuffer? = nil) {
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

  private func grow() {
    var old: [(UInt32, Int)] = []
    old.reserveCapacity(tableDistinct)
    for i in 0..<capacity where keys[i] != Self.empty { old.append((keys[i], counts[i])) }
    if old.count > Self.maxDistinct {
      // Too many colours: one bit less of each channel, for these keys and later ones.
      let channel = (mask & 0xFF) << 1 & 0xFF
      mask = channel << 16 | channel << 8 | channel
    } else {
      bits += 1
    }
    keys.deallocate()
    counts.deallocate()
    capacity = 1 << bits
    (keys, counts) = Self.table(capacity)
    tableDistinct = 0
    tableTotal = 0
    for (key, count) in old { addToTable(key, weight: count) }
  }
}
