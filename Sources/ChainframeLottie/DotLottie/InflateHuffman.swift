/// A canonical Huffman code of RFC 1951, as code counts per length and symbols in code
/// order (the representation of zlib's `puff.c`): small to build, and decoding walks at
/// most 15 bits.
struct InflateHuffman {
  /// `count[n]`: how many codes are `n` bits long (index 0 unused).
  var count: [Int]
  /// The symbols, ordered by code length then by value.
  var symbol: [Int]

  /// The code whose symbol `i` has `lengths[i]` bits (0: unused); nil when the lengths
  /// over-subscribe the code space. An incomplete code is allowed (RFC 1951 permits one
  /// distance code); decoding then fails on the missing codes.
  init?(lengths: ArraySlice<Int>) {
    count = Array(repeating: 0, count: 16)
    for l in lengths { count[l] += 1 }
    var left = 1
    for n in 1...15 {
      left <<= 1
      left -= count[n]
      if left < 0 { return nil }
    }
    var offsets = Array(repeating: 0, count: 16)
    for n in 1..<15 { offsets[n + 1] = offsets[n] + count[n] }
    symbol = Array(repeating: 0, count: lengths.count)
    for (i, l) in zip(0..., lengths) where l != 0 {
      symbol[offsets[l]] = i
      offsets[l] += 1
    }
  }
}
