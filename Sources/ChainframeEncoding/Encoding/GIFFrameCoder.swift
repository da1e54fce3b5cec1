/// Codes one GIF frame's rectangle as small as it can: an image descriptor, maybe a local
/// colour table, and LZW data.
///
/// Pixels that equal what is already shown (`base`) need not be drawn. Candidates, each coded
/// and the shortest kept (ties go to the earlier, so output is deterministic):
/// - symbols: the clip (global) palette's indices, or a local table of just the colours the
///   rectangle draws (fewer bits per code, at 3 bytes per table entry);
/// - unchanged pixels: all transparent (a palette entry no drawn pixel uses), all their own
///   colour, or their own colour when it continues the previous pixel's run and transparent
///   otherwise (longer runs for LZW either way);
/// - a full LZW table: cleared at once or kept while it pays (``GIFLZW/ClearPolicy``).
/// Rectangles over ``fullSearchPixels`` (256 × 256) are judged on a sample: every candidate
/// codes bands of ``sampleBand`` rows out of every ``sampleStride`` (an eighth of the rows,
/// spread over the picture), and only the one whose sample is shortest (its table bytes
/// counted) codes the whole rectangle, once, clearing a full table at once. Coding every
/// candidate whole cost up to seven codings of the rectangle; on ten large Lottie files the
/// sample and the single coding give 0.52 % larger files than that full search at 0.86 × the
/// CPU (one fixed candidate: 1.2 % larger, up to 5.9 %).
/// LZW's output does not depend on which value a symbol has, only on the alphabet's size, so
/// the transparent index is the lowest one free: that keeps the minimum code size smallest.
enum GIFFrameCoder {
  /// A rectangle of the canvas, in pixels.
  struct Rect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The smallest rectangle holding both.
    func union(_ o: Rect) -> Rect {
      let x0 = min(x, o.x)
      let y0 = min(y, o.y)
      return Rect(
        x: x0, y: y0, width: max(x + width, o.x + o.width) - x0, height: max(y + height, o.y + o.height) - y0)
    }
  }

  /// One frame to code: palette indices and the colours they stand for (0 is transparent,
  /// opaque colours are 0xFFRRGGBB), `width` pixels a row.
  struct Frame {
    var indices: [UInt8]
    var palette: [UInt32]
    var colours: [UInt32]
    var width: Int
  }

  /// A coded image: its bytes (descriptor onwards) and the transparent index, if any.
  struct Coded {
    var bytes: [UInt8]
    var transparentIndex: Int?
  }

  private enum Unchanged: CaseIterable {
    case transparent, own, runs
  }

  /// Rectangles larger than this choose their candidate on a sample of rows, pixels.
  static let fullSearchPixels = 1 << 16
  /// Rows in each sampled band.
  static let sampleBand = 8
  /// One band is sampled out of this many rows.
  static let sampleStride = 64

  /// Codes `rect` of `frame` over `base`. `global` is the file's colour table (nil: none);
  /// `needsTransparency` forces a transparent index into the control block (for frames whose
  /// rectangle is cleared after display, which decoders clear to the transparent colour).
  static func code(
    _ frame: Frame, rect: Rect, base: [UInt32], global: [UInt32]?, needsTransparency: Bool
  ) -> Coded {
    // A rectangle that draws all 256 entries has no index left for transparency.
    if let coded = search(frame, rect: rect, base: base, global: global, needsTransparency: needsTransparency)
      ?? search(frame, rect: rect, base: base, global: global, needsTransparency: false)
    {
      return coded
    }
    // The mapper keeps an entry for transparency whenever a frame can have transparent pixels.
    preconditionFailure("a GIF frame with transparent pixels drew all 256 palette entries")
  }

  private static func search(
    _ frame: Frame, rect: Rect, base: [UInt32], global: [UInt32]?, needsTransparency: Bool
  ) -> Coded? {
    let spaces = symbolSpaces(frame, rect: rect, base: base, global: global).filter {
      !needsTransparency || $0.transparent != nil
    }
    // Large rectangles: the candidates race on a sample of rows (every row when the
    // rectangle is too short to sample), and only the winner is coded whole.
    let rows = Array(rect.y..<(rect.y + rect.height))
    let large = rect.width * rect.height > fullSearchPixels
    let sample = large ? rows.filter { ($0 - rect.y) % sampleStride < sampleBand } : rows
    let sampled = sample.count < rows.count
    var best: (attempt: Attempt, size: Int)?
    for space in spaces {
      let modes: [Unchanged] = space.transparent == nil ? [.own] : Unchanged.allCases
      for mode in modes {
        guard let symbols = symbols(frame, rect: rect, rows: sample, base: base, space: space, mode: mode) else {
          continue
        }
        let attempt = Attempt(symbols, space: space, mode: mode, rect: rect, policy: .reset)
        // A sample's size is scaled to the whole rectangle; the table's bytes are paid once.
        let size =
          sampled ? attempt.head.count + attempt.lzw.bytes.count * rows.count / sample.count : attempt.size
        if best == nil || size < best?.size ?? 0 { best = (attempt, size) }
      }
    }
    guard var chosen = best?.attempt else { return nil }
    if sampled {
      guard let whole = symbols(frame, rect: rect, rows: rows, base: base, space: chosen.space, mode: chosen.mode)
      else { return nil }
      chosen = Attempt(whole, space: chosen.space, mode: chosen.mode, rect: rect, policy: .reset)
    }
    // The deferred clear is tried for whole-searched rectangles only: on ten large Lottie
    // files it won by 0.33 % of the bytes at 7 % of the CPU (a second coding of every large
    // frame), and judged on the sample it chose wrongly more often than not.
    if chosen.lzw.filled, !sampled {
      let deferred = Attempt(chosen.symbols, space: chosen.space, mode: chosen.mode, rect: rect, policy: .deferred)
      if deferred.size < chosen.size { chosen = deferred }
    }
    return Coded(
      bytes: assemble(head: chosen.head, codeSize: chosen.codeSize, lzw: chosen.lzw.bytes),
      transparentIndex: chosen.space.transparent)
  }

  /// One candidate's symbols coded with one clear policy.
  private struct Attempt {
    var symbols: [UInt8]
    var space: Space
    var mode: Unchanged
    var codeSize: Int
    var head: [UInt8]
    var lzw: GIFLZW.Output

    init(_ symbols: [UInt8], space: Space, mode: Unchanged, rect: Rect, policy: GIFLZW.ClearPolicy) {
      self.symbols = symbols
      self.space = space
      self.mode = mode
      codeSize = GIFLZW.minimumCodeSize(maxSymbol: Int(symbols.max() ?? 0))
      head = GIFFrameCoder.descriptor(rect, table: space.table)
      lzw = GIFLZW.encode(symbols, minCodeSize: codeSize, policy: policy)
    }

    /// The bytes ``GIFFrameCoder/assemble(head:codeSize:lzw:)`` makes of it: the head, the
    /// code size, the LZW bytes in sub-blocks of at most 255 (a length byte each), the
    /// terminator.
    var size: Int { head.count + 1 + lzw.bytes.count + (lzw.bytes.count + 254) / 255 + 1 }
  }

  /// A way to number the rectangle's colours: `map` from palette index to symbol (nil: the
  /// index is not in the table), the local `table` (nil: the global one), the transparent symbol.
  private struct Space {
    var map: [Int16]
    var table: [UInt32]?
    var transparent: Int?
  }

  private static func symbolSpaces(_ f: Frame, rect: Rect, base: [UInt32], global: [UInt32]?) -> [Space] {
    var used = [Bool](repeating: false, count: 256)
    var unchangedOpaque = false
    var unchangedTransparent = false
    for y in rect.y..<(rect.y + rect.height) {
      let row = y * f.width
      for p in (row + rect.x)..<(row + rect.x + rect.width) {
        if f.colours[p] != base[p] {
          used[Int(f.indices[p])] = true
        } else if f.colours[p] == 0 {
          unchangedTransparent = true
        } else {
          unchangedOpaque = true
        }
      }
    }
    var spaces: [Space] = []
    if let global, (0..<256).allSatisfy({ !used[$0] || ($0 < global.count && global[$0] == f.palette[$0]) }) {
      // The lowest free index: the smallest alphabet.
      let free = (0..<global.count).first { !used[$0] }
      var map = [Int16](repeating: -1, count: 256)
      for i in 0..<global.count where global[i] == f.palette[i] { map[i] = Int16(i) }
      // Without a free index every unchanged pixel is drawn in its own colour.
      if free != nil || !unchangedTransparent {
        spaces.append(Space(map: map, table: nil, transparent: free))
      }
    }
    var map = [Int16](repeating: -1, count: 256)
    var table: [UInt32] = []
    for i in 0..<256 where used[i] {
      map[i] = Int16(table.count)
      table.append(f.palette[i])
    }
    let needsIndex = unchangedTransparent || unchangedOpaque
    if table.count < 256 || !needsIndex {
      var transparent: Int?
      if table.count < 256 {
        transparent = table.count
        table.append(0)
      }
      var size = 2
      while size < table.count { size *= 2 }
      table += [UInt32](repeating: 0, count: size - table.count)
      spaces.append(Space(map: map, table: table, transparent: transparent))
    } else if spaces.isEmpty && !unchangedTransparent {
      // Every entry drawn and no free index (a frame palette unlike the global table, as
      // `--palette frame` or `auto` gives): the whole palette as the local table, unchanged
      // pixels drawn in their own colour.
      spaces.append(Space(map: (0..<256).map { Int16($0) }, table: f.palette, transparent: nil))
    }
    return spaces
  }

  /// The symbols of `rows` of `rect` (in the order given) in `space`, or nil when a pixel has
  /// no symbol there.
  private static func symbols(
    _ f: Frame, rect: Rect, rows: [Int], base: [UInt32], space: Space, mode: Unchanged
  ) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: rect.width * rows.count)
    var n = 0
    var previous = -1
    let t = space.transparent ?? -1
    for y in rows {
      let row = y * f.width
      for p in (row + rect.x)..<(row + rect.x + rect.width) {
        let own = Int(space.map[Int(f.indices[p])])
        var s: Int
        if f.colours[p] != base[p] {
          s = own
        } else if f.colours[p] == 0 {
          s = t
        } else {
          switch mode {
          case .transparent: s = t
          case .own: s = own >= 0 ? own : t
          case .runs: s = own >= 0 && own == previous ? own : t
          }
        }
        if s < 0 { return nil }
        out[n] = UInt8(s)
        n += 1
        previous = s
      }
    }
    return out
  }

  private static func descriptor(_ r: Rect, table: [UInt32]?) -> [UInt8] {
    var b: [UInt8] = [0x2C]
    for v in [r.x, r.y, r.width, r.height] { b += [UInt8(v & 0xFF), UInt8(v >> 8)] }
    guard let table else {
      b.append(0)
      return b
    }
    var bits = 1
    while (1 << bits) < table.count { bits += 1 }
    b.append(0x80 | UInt8(bits - 1))
    for c in table { b += [UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)] }
    return b
  }

  /// The head, the minimum code size, the LZW bytes in sub-blocks of at most 255, a terminator.
  private static func assemble(head: [UInt8], codeSize: Int, lzw: [UInt8]) -> [UInt8] {
    var b = head
    b.reserveCapacity(head.count + lzw.count + lzw.count / 255 + 3)
    b.append(UInt8(codeSize))
    var i = 0
    while i < lzw.count {
      let n = min(255, lzw.count - i)
      b.append(UInt8(n))
      b += lzw[i..<(i + n)]
      i += n
    }
    b.append(0)
    return b
  }
}
