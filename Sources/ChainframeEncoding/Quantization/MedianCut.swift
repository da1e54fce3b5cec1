/// Chooses a palette for a ``ColorHistogram`` by median cut, as FFmpeg's `palettegen` does.
///
/// All colours start in one box. While there are fewer boxes than colours wanted, the box
/// whose colours spread most (the count-weighted sum of squared distances to its mean) is cut
/// in two across its longest side (green first on ties: the eye is most sensitive to it), at
/// the colour where half its pixels lie on either side. Each box gives its count-weighted mean
/// colour, rounded. A histogram with no more colours than wanted gives exactly its colours.
/// Ties go to the lower box and colour order is fixed, so the palette depends only on the
/// counts.
enum MedianCut {
  private struct Box {
    var start: Int
    var count: Int
    var spread: Double
  }

  /// At most `maxColors` (1…256) opaque colours, `0xFFRRGGBB`, in the order the boxes were
  /// made; empty for an empty histogram.
  static func palette(_ histogram: ColorHistogram, maxColors: Int) -> [UInt32] {
    precondition((1...256).contains(maxColors), "a palette holds 1 to 256 colours")
    var entries = histogram.entries
    guard !entries.isEmpty else { return [] }
    var boxes = [Box(start: 0, count: entries.count, spread: spread(entries[...]))]
    while boxes.count < maxColors {
      var pick = -1
      for (i, box) in boxes.enumerated() where box.count > 1 {
        if pick < 0 || box.spread > boxes[pick].spread { pick = i }
      }
      guard pick >= 0 else { break }
      let box = boxes[pick]
      let range = box.start..<(box.start + box.count)
      let shift = longestSide(entries[range])
      // Order by that channel, then the others (colours are distinct, so the order is total).
      entries[range].sort { key($0.color, shift) < key($1.color, shift) }
      let weight = entries[range].reduce(0) { $0 + $1.count }
      var cut = range.lowerBound
      var below = 0
      // At least one colour on either side.
      while cut < range.upperBound - 2 {
        below += entries[cut].count
        if below * 2 >= weight { break }
        cut += 1
      }
      let left = range.lowerBound..<(cut + 1)
      let right = (cut + 1)..<range.upperBound
      boxes[pick] = Box(start: left.lowerBound, count: left.count, spread: spread(entries[left]))
      boxes.append(Box(start: right.lowerBound, count: right.count, spread: spread(entries[right])))
    }
    return boxes.map { mean(entries[$0.start..<($0.start + $0.count)]) }
  }

  /// The colour's channel at `shift` first, then the other two in R, G, B order.
  private static func key(_ c: UInt32, _ shift: UInt32) -> UInt32 {
    let first = (c >> shift) & 0xFF
    switch shift {
    case 16: return c
    case 8: return first << 16 | (c >> 16 & 0xFF) << 8 | (c & 0xFF)
    default: return first << 16 | (c >> 8 & 0xFFFF)
    }
  }

  /// The shift (16 red, 8 green, 0 blue) of the channel with the widest range.
  private static func longestSide(_ entries: ArraySlice<(color: UInt32, count: Int)>) -> UInt32 {
    var (r0, g0, b0): (UInt32, UInt32, UInt32) = (255, 255, 255)
    var (r1, g1, b1): (UInt32, UInt32, UInt32) = (0, 0, 0)
    for e in entries {
      let r = e.color >> 16 & 0xFF
      let g = e.color >> 8 & 0xFF
      let b = e.color & 0xFF
      r0 = min(r0, r)
      r1 = max(r1, r)
      g0 = min(g0, g)
      g1 = max(g1, g)
      b0 = min(b0, b)
      b1 = max(b1, b)
    }
    let r = r1 - r0
    let g = g1 - g0
    let b = b1 - b0
    if g >= r && g >= b { return 8 }
    return r >= b ? 16 : 0
  }

  private static func sums(_ entries: ArraySlice<(color: UInt32, count: Int)>) -> (Double, Double, Double, Double) {
    var r = 0.0
    var g = 0.0
    var b = 0.0
    var n = 0.0
    for e in entries {
      let w = Double(e.count)
      r += w * Double(e.color >> 16 & 0xFF)
      g += w * Double(e.color >> 8 & 0xFF)
      b += w * Double(e.color & 0xFF)
      n += w
    }
    return (r, g, b, n)
  }

  private static func spread(_ entries: ArraySlice<(color: UInt32, count: Int)>) -> Double {
    guard entries.count > 1 else { return 0 }
    let (r, g, b, n) = sums(entries)
    let mr = r / n
    let mg = g / n
    let mb = b / n
    var total = 0.0
    for e in entries {
      let dr = Double(e.color >> 16 & 0xFF) - mr
      let dg = Double(e.color >> 8 & 0xFF) - mg
      let db = Double(e.color & 0xFF) - mb
      total += Double(e.count) * (dr * dr + dg * dg + db * db)
    }
    return total
  }

  private static func mean(_ entries: ArraySlice<(color: UInt32, count: Int)>) -> UInt32 {
    let (r, g, b, n) = sums(entries)
    let channel = { (v: Double) in UInt32(min(255, max(0, (v / n).rounded()))) }
    return 0xFF00_0000 | channel(r) << 16 | channel(g) << 8 | channel(b)
  }
}
