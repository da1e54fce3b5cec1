import Foundation

/// HMAC-SHA-256 (RFC 2104) over streamed data: proves that who wrote the data knew the key.
package struct HMACSHA256: Sendable {
  private var inner = SHA256Hasher()
  private let outerPad: [UInt8]

  /// A MAC keyed by `key` (any length; longer than 64 bytes is hashed first).
  package init(key: [UInt8]) {
    var block = key
    if block.count > 64 {
      var hasher = SHA256Hasher()
      hasher.update(data: Data(block))
      block = hasher.finalize()
    }
    block += [UInt8](repeating: 0, count: 64 - block.count)
    outerPad = block.map { $0 ^ 0x5C }
    inner.update(data: Data(block.map { $0 ^ 0x36 }))
  }

  /// Adds `data` to the message.
  package mutating func update(data: Data) { inner.update(data: data) }

  /// The 32-byte MAC of everything added.
  package func finalize() -> [UInt8] {
    var outer = SHA256Hasher()
    outer.update(data: Data(outerPad))
    outer.update(data: Data(inner.finalize()))
    return outer.finalize()
  }
}
