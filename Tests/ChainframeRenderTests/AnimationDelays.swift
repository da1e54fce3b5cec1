/// The frame delays GIF, APNG and animated WebP files store, parsed from their bytes.
enum AnimationDelays {
  private static func be(_ d: [UInt8], _ at: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 << 8 | Int(d[at + $1]) } }
  private static func le(_ d: [UInt8], _ at: Int, _ n: Int) -> Int {
    (0..<n).reduce(0) { $0 | Int(d[at + $1]) << (8 * $1) }
  }

  /// Every APNG frame's delay fraction (`fcTL` delay_num/delay_den; a zero denominator means 100).
  static func apng(_ d: [UInt8]) -> [(num: Int, den: Int)] {
    var at = 8
    var out: [(num: Int, den: Int)] = []
    while at + 12 <= d.count {
      let n = be(d, at, 4)
      if Array(d[(at + 4)..<(at + 8)]) == Array("fcTL".utf8) {
        let den = be(d, at + 30, 2)
        out.append((be(d, at + 28, 2), den == 0 ? 100 : den))
      }
      at += 12 + n
    }
    return out
  }

  /// Every animated WebP frame's duration in milliseconds (`ANMF` chunks).
  static func webp(_ d: [UInt8]) -> [Int] {
    var at = 12
    var out: [Int] = []
    while at + 8 <= d.count {
      let n = le(d, at + 4, 4)
      if Array(d[at..<(at + 4)]) == Array("ANMF".utf8) { out.append(le(d, at + 20, 3)) }
      at += 8 + n + (n & 1)
    }
    return out
  }

  /// Every GIF image's delay in centiseconds (from the graphic control extension before it).
  static func gif(_ d: [UInt8]) -> [Int] {
    func skipBlocks(_ start: Int) -> Int {
      var at = start
      while at < d.count && d[at] != 0 { at += Int(d[at]) + 1 }
      return at + 1
    }
    var at = 13 + (d[10] & 0x80 != 0 ? 3 * (2 << Int(d[10] & 7)) : 0)
    var out: [Int] = []
    var pending = 0
    while at < d.count && d[at] != 0x3B {
      if d[at] == 0x21 {
        if d[at + 1] == 0xF9 { pending = le(d, at + 4, 2) }
        at = skipBlocks(at + 2)
      } else if d[at] == 0x2C {
        let local = d[at + 9]
        at = skipBlocks(at + 10 + (local & 0x80 != 0 ? 3 * (2 << Int(local & 7)) : 0) + 1)
        out.append(pending)
        pending = 0
      } else {
        return out
      }
    }
    return out
  }
}
