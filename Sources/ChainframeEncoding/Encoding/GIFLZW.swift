/// GIF's variable-length LZW (codes of 3…12 bits, least significant bit first).
///
/// Two ways to meet a full table (4096 codes): `reset` emits a clear code at once (what
/// libavcodec and giflib do); `deferred` keeps coding with the full table, which GIF decoders
/// accept, and emits the clear code only when the last window of 8192 pixels costs more bits per
/// pixel than the table's average since it was cleared, that is when the
/// picture has moved on from the strings the table holds. ``GIFFrameCoder`` tries both when a
/// table fills and keeps the shorter stream.
enum GIFLZW {
  /// What to do when the 4096-entry table is full.
  enum ClearPolicy: Sendable, CaseIterable {
    /// Clear at once.
    case reset
    /// Keep the full table until it stops paying.
    case deferred
  }

  /// One coded stream.
  struct Output {
    /// The packed code bytes (not yet split into 255-byte sub-blocks).
    var bytes: [UInt8]
    /// Whether the table filled at least once (only then can the policies differ).
    var filled: Bool
  }

  private static let maxCode = 4096
  private static let hashBits = 14
  private static let window = 8192

  /// The smallest GIF minimum code size (2…8) whose alphabet holds `maxSymbol`.
  static func minimumCodeSize(maxSymbol: Int) -> Int {
    var bits = 2
    while (1 << bits) <= maxSymbol { bits += 1 }
    return bits
  }

  /// Codes `symbols` (each below `1 << minCodeSize`) from a clear code to the end code.
  static func encode(_ symbols: [UInt8], minCodeSize: Int, policy: ClearPolicy) -> Output {
    precondition((2...8).contains(minCodeSize), "GIF minimum code size is 2…8")
    let clear = 1 << minCodeSize
    let end = clear + 1
    let slots = 1 << hashBits
    let mask = slots - 1
    var keys = [Int32](repeating: -1, count: slots)
    var codes = [Int16](repeating: 0, count: slots)
    var out: [UInt8] = []
    out.reserveCapacity(symbols.count / 2 + 16)
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    var size = minCodeSize + 1
    var next = clear + 2
    var filled = false
    var totalBits = 0
    // Deferred clearing: bits and pixels since the last clear, and at the window start.
    var bitsSinceClear = 0
    var pixelsSinceClear = 0
    var windowBits = 0
    var windowPixels = 0

    func put(_ code: Int) {
      bitBuffer |= UInt64(code) << UInt64(bitCount)
      bitCount += size
      totalBits += size
      bitsSinceClear += size
      while bitCount >= 8 {
        out.append(UInt8(truncatingIfNeeded: bitBuffer))
        bitBuffer >>= 8
        bitCount -= 8
      }
    }
    func reset() {
      put(clear)
      for i in 0..<slots { keys[i] = -1 }
      size = minCodeSize + 1
      next = clear + 2
      bitsSinceClear = 0
      pixelsSinceClear = 0
      windowBits = 0
      windowPixels = 0
    }

    put(clear)
    guard let first = symbols.first else {
      put(end)
      if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bitBuffer)) }
      return Output(bytes: out, filled: false)
    }
    var prefix = Int(first)
    pixelsSinceClear = 1
    var i = 1
    let count = symbols.count
    symbols.withUnsafeBufferPointer { s in
      while i < count {
        let k = Int(s[i])
        i += 1
        pixelsSinceClear += 1
        let key = Int32(prefix << 8 | k)
        var h = ((prefix << 6) ^ (k << 3) ^ (prefix >> 5) ^ k) & mask
        var found = -1
        while keys[h] != -1 {
          if keys[h] == key {
            found = Int(codes[h])
            break
          }
          h = (h + 1) & mask
        }
        if found >= 0 {
          prefix = found
          continue
        }
        put(prefix)
        prefix = k
        if next < maxCode {
          keys[h] = key
          codes[h] = Int16(next)
          next += 1
          if next > (1 << size) && size < 12 { size += 1 }
          if next == maxCode {
            filled = true
            if policy == .reset {
              reset()
              pixelsSinceClear = 1
            } else {
              windowBits = bitsSinceClear
              windowPixels = pixelsSinceClear
            }
          }
        } else if pixelsSinceClear - windowPixels >= window {
          // Full table, deferred: clear when the last window did worse than the average.
          let recent = (bitsSinceClear - windowBits) * pixelsSinceClear
          let average = bitsSinceClear * (pixelsSinceClear - windowPixels)
          if recent > average {
            reset()
            pixelsSinceClear = 1
          } else {
            windowBits = bitsSinceClear
            windowPixels = pixelsSinceClear
          }
        }
      }
    }
    put(prefix)
    // The decoder adds an entry on reading that last code; match its code size for the end code.
    if next < maxCode, next + 1 > (1 << size), size < 12, pixelsSinceClear > 1 { size += 1 }
    put(end)
    if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bitBuffer)) }
    return Output(bytes: out, filled: filled)
  }
}
