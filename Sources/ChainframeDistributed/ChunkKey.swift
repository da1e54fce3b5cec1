import ChainframeCore
import ChainframeRender
import Foundation

/// The shared secret that authenticates chunk files: `CHAINFRAME_CHUNK_KEY` in the environment
/// of every chunk job and of the join. With it, a chunk ends with an HMAC-SHA-256 of its bytes
/// instead of a plain SHA-256, so a chunk forged or altered by someone without the key (on a
/// shared folder, a cache, an artifact store) is refused by the join. Without it, the checksum
/// still catches damage but proves nothing about who wrote the file; the join then relies on
/// checking every number in the header against the ranges a plan can produce.
enum ChunkKey {
  /// The environment variable.
  static let variable = "CHAINFRAME_CHUNK_KEY"

  /// The key's bytes, nil when unset or empty.
  static var current: [UInt8]? {
    guard let text = ProcessInfo.processInfo.environment[variable], !text.isEmpty else { return nil }
    return Array(text.utf8)
  }

  /// The digest a chunk ends with: HMAC when a key is set, else SHA-256.
  struct Digest {
    private var plain = SHA256Hasher()
    private var keyed: HMACSHA256?

    init(key: [UInt8]? = ChunkKey.current) { keyed = key.map { HMACSHA256(key: $0) } }

    /// Whether a key is in use.
    var isKeyed: Bool { keyed != nil }

    mutating func update(data: Data) {
      if keyed != nil { keyed?.update(data: data) } else { plain.update(data: data) }
    }

    func finalize() -> [UInt8] { keyed?.finalize() ?? plain.finalize() }
  }
}
