/// An object key packed into one integer, so that finding a member compares integers
/// instead of strings: Lottie keys are short (`ty`, `ks`, `a`, `k`, `layers`, `shapes`).
enum LottieKeyWord {
  /// The word of every key longer than ``maxBytes`` bytes: such keys are compared as text.
  static let long = UInt64.max

  /// Longest key (UTF-8 bytes) packed into a word.
  static let maxBytes = 7

  /// `key`'s bytes in the low seven bytes and its length in the top one (so `a` and `a\0`
  /// differ), or ``long``.
  static func word(_ key: String) -> UInt64 {
    key.utf8.count <= maxBytes ? word(key.utf8) : long
  }

  /// ``word(_:)`` of the key whose UTF-8 bytes are `bytes` (at most ``maxBytes``).
  static func word<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
    precondition(bytes.count <= maxBytes, "LottieKeyWord: a long key has no word")
    var word = UInt64(bytes.count) << 56
    var shift: UInt64 = 0
    for byte in bytes {
      word |= UInt64(byte) << shift
      shift += 8
    }
    return word
  }

  /// The key a packed `word` holds.
  static func text(_ word: UInt64) -> String {
    let count = Int(word >> 56)
    return String(decoding: (0..<count).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }, as: UTF8.self)
  }
}
