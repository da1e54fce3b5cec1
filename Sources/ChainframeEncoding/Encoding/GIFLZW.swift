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
    var coder = Coder(minCodeSize: minCodeSize, capacity: symbols.count / 2 + 16)
    defer { coder.slots.deallocate() }
    let clear = coder.clear
    coder.put(clear)
    guard let first = symbols.first else {
      coder.put(clear + 1)
      coder.flush()
      return Output(bytes: coder.out, filled: false)
    }
    var prefix = Int(first)
    coder.pixelsSinceClear = 1
    let mask = (1 << hashBits) - 1
    let slots = coder.slots
    symbols.withUnsafeBufferPointer { s in
      for i in 1..<s.count {
        let k = Int(s[i])
        coder.pixelsSinceClear += 1
        // A slot holds the string (prefix code, symbol) in its high 20 bits and the string's
        // code in its low 12: one load per probe (the search is a chain of dependent loads).
        let key = UInt32(truncatingIfNeeded: prefix << 8 | k) << 12
        var h = ((prefix << 6) ^ (k << 3) ^ (prefix >> 5) ^ k) & mask
        var found = -1
        while true {
          let slot = slots[h]
          if slot == Coder.empty { break }
          if slot & ~0xFFF == key {
            found = Int(slot & 0xFFF)
            break
          }
          h = (h + 1) & mask
        }
        if found >= 0 {
          prefix = found
          continue
        }
        coder.put(prefix)
        prefix = k
        coder.add(key: key, at: h, policy: policy)
      }
    }
    coder.put(prefix)
    // The decoder adds an entry on reading that last code; match its code size for the end code.
    if coder.next < maxCode, coder.next + 1 > (1 << coder.size), coder.size < 12, coder.pixelsSinceClear > 1 {
      coder.size += 1
    }
    coder.put(clear + 1)
    coder.flush()
    return Output(bytes: coder.out, filled: coder.filled)
  }

  /// The coder's state: a value on the stack (not captured by closures), so the hot loop pays
  /// no exclusivity checks, and a hash table it owns without bounds checks.
  private struct Coder {
    static let empty = UInt32.max
    let clear: Int
    let minCodeSize: Int
    let slots: UnsafeMutableBufferPointer<UInt32>
    var out: [UInt8] = []
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    var size: Int
    var next: Int
    var filled = false
    // Deferred clearing: bits and pixels since the last clear, and at the window start.
    var bitsSinceClear = 0
    var pixelsSinceClear = 0
    var windowBits = 0
    var windowPixels = 0

    init(minCodeSize: Int, capacity: Int) {
      self.minCodeSize = minCodeSize
      clear = 1 << minCodeSize
      size = minCodeSize + 1
      next = clear + 2
      slots = .allocate(capacity: 1 << hashBits)
      slots.initialize(repeating: Self.empty)
      out.reserveCapacity(capacity)
    }

    @inline(__always)
    mutating func put(_ code: Int) {
      bitBuffer |= UInt64(code) << UInt64(bitCount)
      bitCount += size
      bitsSinceClear += size
      while bitCount >= 8 {
        out.append(UInt8(truncatingIfNeeded: bitBuffer))
        bitBuffer >>= 8
        bitCount -= 8
      }
    }

    mutating func flush() {
      if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bitBuffer)) }
    }

    mutating func reset() {
      put(clear)
      slots.update(repeating: Self.empty)
      size = minCodeSize + 1
      next = clear + 2
      bitsSinceClear = 0
      pixelsSinceClear = 0
      windowBits = 0
      windowPixels = 0
    }

    /// Enters the string `key` (found missing at slot `h`) and applies the clear policy.
    @inline(__always)
    mutating func add(key: UInt32, at h: Int, policy: ClearPolicy) {
      if next < maxCode {
        slots[h] = key | UInt32(truncatingIfNeeded: next)
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
}
