import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

/// What a chunk file says about itself: the whole plan, its index and the encoder's header.
package struct ChunkHeader: Codable, Hashable, Sendable {
  /// The plan the chunk belongs to.
  package var plan: DistributedPlan
  /// The chunk's index.
  package var index: Int
  /// The segment encoders' out-of-band header (empty for an empty chunk).
  package var extradata: Data

  /// The chunk's range in the plan.
  package var range: ChunkRange? { plan.chunks.indices.contains(index) ? plan.chunks[index] : nil }
}

/// The chunk file layout (`.cfchunk`), little-endian:
/// `CFCHUNK2`, u32 header length, header JSON (``ChunkHeader``); per packet `P`, i64 pts,
/// i64 dts, i64 duration, u8 key, u32 size, bytes, followed by one `A` record per side data
/// the muxer needs (u8 ``PacketSideData/Kind``, u32 size, bytes: VP9's alpha frames); then
/// `E`, u64 packet count and the SHA-256 of everything before it (an HMAC-SHA-256 with
/// ``ChunkKey`` when `CHAINFRAME_CHUNK_KEY` is set). A file without its end
/// record or with another hash is damaged (cut short by a killed job, for example). An empty
/// chunk is a header and an end record. Format 1 (`CFCHUNK1`) had no `A` records, so its VP9
/// chunks had lost their alpha: such files are refused.
package enum ChunkFile {
  static let magic = Array("CFCHUNK2".utf8)
  static let formerMagic = Array("CFCHUNK1".utf8)
  static let maxHeader = 64 << 20

  /// The file name of chunk `index` of `count`.
  package static func name(index: Int, count: Int) -> String {
    let width = max(4, String(count - 1).count)
    func pad(_ n: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
    return "chunk-\(pad(index))-of-\(pad(count)).cfchunk"
  }
}

/// Writes one chunk file, streaming packets as the encoder produces them.
final class ChunkFileWriter {
  private let handle: FileHandle
  private var buffer = Data()
  private var hasher = ChunkKey.Digest()
  private var packets: UInt64 = 0

  /// Starts the file at `path` (a temporary name) with `header`.
  init(path: String, header: ChunkHeader) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
    else {
      throw OutputError.folderNotWritable(
        path: path, folder: (path as NSString).deletingLastPathComponent, reason: "cannot create the file")
    }
    self.handle = handle
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try encoder.encode(header)
    append(ChunkFile.magic)
    append(UInt32(json.count))
    buffer.append(json)
  }

  private func append(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }
  private func append<T: FixedWidthInteger>(_ value: T) {
    withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) }
  }

  /// Adds one packet.
  func write(_ p: EncodedPacket) throws {
    append([UInt8(ascii: "P")])
    append(p.pts)
    append(p.dts)
    append(p.duration)
    append([p.isKey ? 1 : 0])
    append(UInt32(p.data.count))
    append(p.data)
    for side in p.sideData {
      append([UInt8(ascii: "A"), side.kind.rawValue])
      append(UInt32(side.data.count))
      append(side.data)
    }
    packets += 1
    if buffer.count >= 1 << 20 { try flush() }
  }

  private func flush() throws {
    hasher.update(data: buffer)
    try handle.write(contentsOf: buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes the end record and closes the file.
  func finish() throws {
    append([UInt8(ascii: "E")])
    append(packets)
    try flush()
    try handle.write(contentsOf: Data(hasher.finalize()))
    try handle.synchronize()
    try handle.close()
  }
}
