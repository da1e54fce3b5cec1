import ChainframeModel

/// Maps straight-alpha frames to a palette, dithered as FFmpeg's `paletteuse` dithers.
///
/// Each pixel takes the nearest palette colour (Euclidean RGB; ties to the lower index),
/// remembered per colour in a direct-mapped cache of 65,536 entries. With a transparent
/// entry, pixels whose alpha is below 128 take it (paletteuse's `alpha_threshold=128`).
/// Dithering:
/// - Bayer: an 8 × 8 ordered pattern added to each channel before the look-up, offsets
///   `(bayer(i) >> scale) − 2^(5 − scale)` (scale 0…5; at 5 they are −1 and 0);
/// - Floyd–Steinberg: the error spread 7/16 right, 3/16 down-left, 5/16 down, 1/16
///   down-right; Sierra-2-4A: 2/4 right, 1/4 down-left, 1/4 down (integer shares, truncated);
///   transparent pixels spread nothing.
/// A class owning its cache, so the per-pixel look-up pays no copy-on-write or bounds checks.
final class PaletteMapper {
  /// 256 entries: the colours (`0xFFRRGGBB`), then the transparent entry (0) when there is
  /// one, then zeros.
  let palette: [UInt32]
  /// The transparent entry's index, if any.
  let transparentIndex: Int?
  private let count: Int
  private let dither: GIFOptions.Dither
  private let bayer: [Int32]
  /// The colours' channels and indices, ordered by green: the search walks out from the
  /// green nearest the pixel's and stops once green alone is farther than the best match.
  private let red: [Int32]
  private let green: [Int32]
  private let blue: [Int32]
  private let order: [Int]
  private let cacheKeys: UnsafeMutablePointer<UInt32>
  private let cacheValues: UnsafeMutablePointer<UInt8>

  /// A mapper onto `colors` (1…256 opaque `0xFFRRGGBB` entries; at most 255 with
  /// `transparent`, which adds the transparent entry after them).
  init(colors: [UInt32], transparent: Bool, dither: GIFOptions.Dither, bayerScale: Int) {
    precondition(!colors.isEmpty && colors.count <= (transparent ? 255 : 256), "1 to 256 palette entries")
    precondition((0...5).contains(bayerScale))
    count = colors.count
    transparentIndex = transparent ? colors.count : nil
    palette = colors + [UInt32](repeating: 0, count: 256 - colors.count)
    self.dither = dither
    order = colors.indices.sorted { (colors[$0] >> 8 & 0xFF, $0) < (colors[$1] >> 8 & 0xFF, $1) }
    red = order.map { Int32(colors[$0] >> 16 & 0xFF) }
    green = order.map { Int32(colors[$0] >> 8 & 0xFF) }
    blue = order.map { Int32(colors[$0] & 0xFF) }
    cacheKeys = .allocate(capacity: 1 << 16)
    cacheKeys.initialize(repeating: .max, count: 1 << 16)
    cacheValues = .allocate(capacity: 1 << 16)
    cacheValues.initialize(repeating: 0, count: 1 << 16)
    bayer = (0..<64).map { Int32(Self.bayerValue($0) >> bayerScale) - Int32(1 << (5 - bayerScale)) }
  }

  deinit {
    cacheKeys.deallocate()
    cacheValues.deallocate()
  }

  /// The 8 × 8 Bayer matrix's entry (0…63) at `(p >> 3, p & 7)`: the bits of the row, and of
  /// the row xor column, interleaved.
  private static func bayerValue(_ p: Int) -> Int {
    let q = p ^ (p >> 3)
    return (p & 4) >> 2 | (q & 4) >> 1 | (p & 2) << 1 | (q & 2) << 2 | (p & 1) << 4 | (q & 1) << 5
  }

  /// The index of the palette colour nearest `color` (`0x00RRGGBB`).
  func nearest(_ color: UInt32) -> Int {
    let slot = Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> 16)
    if cacheKeys[slot] == color { return Int(cacheValues[slot]) }
    let r = Int32(color >> 16 & 0xFF)
    let g = Int32(color >> 8 & 0xFF)
    let b = Int32(color & 0xFF)
    var best = Int.max
    var bestDistance = Int32.max
    red.withUnsafeBufferPointer { pr in
      green.withUnsafeBufferPointer { pg in
        blue.withUnsafeBufferPointer { pb in
          order.withUnsafeBufferPointer { po in
            // The first entry whose green is at least the pixel's.
            var low = 0
            var high = count
            while low < high {
              let mid = (low + high) / 2
              if pg[mid] < g { low = mid + 1 } else { high = mid }
            }
            @inline(__always) func consider(_ i: Int) {
              let dr = pr[i] - r
              let dg = pg[i] - g
              let db = pb[i] - b
              let d = dr * dr + dg * dg + db * db
              if d < bestDistance || (d == bestDistance && po[i] < best) {
                bestDistance = d
                best = po[i]
              }
            }
            var up = low
            var down = low - 1
            while up < count || down >= 0 {
              if up < count {
                let dg = pg[up] - g
                if dg * dg > bestDistance {
                  up = count
                } else {
                  consider(up)
                  up += 1
                }
              }
              if down >= 0 {
                let dg = pg[down] - g
                if dg * dg > bestDistance {
                  down = -1
                } else {
                  consider(down)
                  down -= 1
                }
              }
            }
          }
        }
      }
    }
    cacheKeys[slot] = color
    cacheValues[slot] = UInt8(best)
    return best
  }

  /// Maps `pixels` (straight-alpha BGRA) into `indices` and `colours` (each pixel's palette
  /// colour, 0 where transparent), `width × height` each, row by row.
  func map(_ pixels: PixelBuffer, indices: inout [UInt8], colours: inout [UInt32]) {
    let width = pixels.width
    let height = pixels.height
    precondition(indices.count == width * height && colours.count == width * height)
    let diffusion: (right: Int32, downLeft: Int32, down: Int32, downRight: Int32, shift: Int32)? =
      switch dither {
      case .floydSteinberg: (7, 3, 5, 1, 4)
      case .sierra24a: (2, 1, 1, 0, 2)
      case .none, .bayer: nil
      }
    // Error diffusion: two rows of three channels, one spare column either side.
    var errors = [Int32](repeating: 0, count: diffusion == nil ? 0 : 2 * 3 * (width + 2))
    let transparent = transparentIndex
    let rowLength = 3 * (width + 2)
    let palette = self.palette
    // Bayer: within a row, a run of one colour repeats its 8 dithered look-ups; `memo` holds
    // them for the run's colour (`memoKnown` bit c: column phase c is known).
    var memo = [Int](repeating: 0, count: 8)
    var memoPixel: UInt32 = 0
    var memoKnown = 0
    indices.withUnsafeMutableBufferPointer { ind in
      colours.withUnsafeMutableBufferPointer { col in
        pixels.withUnsafeBytes { raw in
          guard let base = raw.baseAddress else { return }
          for y in 0..<height {
            let row = base.advanced(by: y * pixels.stride).assumingMemoryBound(to: UInt32.self)
            let current = (y & 1) * rowLength
            let next = rowLength - current
            if diffusion != nil {
              for i in next..<(next + rowLength) { errors[i] = 0 }
            }
            memoKnown = 0
            let bayerRow = (y & 7) << 3
            var previous: (pixel: UInt32, index: Int)?
            for x in 0..<width {
              let p = row[x]
              let out = y * width + x
              if let transparent, p >> 24 < 128 {
                ind[out] = UInt8(transparent)
                col[out] = 0
                continue
              }
              var color = p & 0xFF_FFFF
              let index: Int
              switch dither {
              case .none:
                if let previous, previous.pixel == color {
                  index = previous.index
                } else {
                  index = nearest(color)
                  previous = (color, index)
                }
              case .bayer:
                let phase = x & 7
                if color != memoPixel {
                  memoPixel = color
                  memoKnown = 0
                }
                if memoKnown & (1 << phase) != 0 {
                  index = memo[phase]
                } else {
                  let d = bayer[bayerRow | phase]
                  index = nearest(Self.offset(color, d, d, d))
                  memo[phase] = index
                  memoKnown |= 1 << phase
                }
              case .floydSteinberg, .sierra24a:
                let e = current + 3 * (x + 1)
                color = Self.offset(color, errors[e], errors[e + 1], errors[e + 2])
                index = nearest(color)
                guard let k = diffusion else { preconditionFailure("error diffusion has its shares") }
                let chosen = palette[index]
                let er = Int32(color >> 16 & 0xFF) - Int32(chosen >> 16 & 0xFF)
                let eg = Int32(color >> 8 & 0xFF) - Int32(chosen >> 8 & 0xFF)
                let eb = Int32(color & 0xFF) - Int32(chosen & 0xFF)
                let divisor = Int32(1) << k.shift
                let below = next + 3 * (x + 1)
                Self.spread(er, right: e + 3, below: below, k.right, k.downLeft, k.down, k.downRight, divisor, &errors)
                Self.spread(
                  eg, right: e + 4, below: below + 1, k.right, k.downLeft, k.down, k.downRight, divisor, &errors)
                Self.spread(
                  eb, right: e + 5, below: below + 2, k.right, k.downLeft, k.down, k.downRight, divisor, &errors)
              }
              ind[out] = UInt8(truncatingIfNeeded: index)
              col[out] = palette[index]
            }
          }
        }
      }
    }
  }

  /// Adds one channel's `error` to the pixel at `right` and the three below (`below` is the
  /// one straight below), each its share `× k / divisor`, truncated.
  @inline(__always)
  private static func spread(
    _ error: Int32, right: Int, below: Int, _ kRight: Int32, _ kDownLeft: Int32, _ kDown: Int32,
    _ kDownRight: Int32, _ divisor: Int32, _ errors: inout [Int32]
  ) {
    guard error != 0 else { return }
    errors[right] += error * kRight / divisor
    errors[below - 3] += error * kDownLeft / divisor
    errors[below] += error * kDown / divisor
    errors[below + 3] += error * kDownRight / divisor
  }

  /// `color` with each channel moved by its offset, clamped to 0…255.
  private static func offset(_ color: UInt32, _ dr: Int32, _ dg: Int32, _ db: Int32) -> UInt32 {
    let r = UInt32(max(0, min(255, Int32(color >> 16 & 0xFF) + dr)))
    let g = UInt32(max(0, min(255, Int32(color >> 8 & 0xFF) + dg)))
    let b = UInt32(max(0, min(255, Int32(color & 0xFF) + db)))
    return r << 16 | g << 8 | b
  }
}
