import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import Foundation

/// Reads and checks one chunk file: magic, header, every packet record, end record and hash.
/// Nothing in the file is trusted: every length is checked against the bytes there.
struct ChunkFileReader: Sendable {
  let path: String
  let header: ChunkHeader
  private let data: Data
  private let packetsStart: Int

  /// Opens and checks `path` completely; throws ``DistributedError/damaged(file:problem:)``.
  init(path: String) throws {
    self.path = path
    func damaged(_ problem: String) -> DistributedError { .damaged(file: path, problem: problem) }
    InputLedger.shared.record(path, label: "a chunk file")
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
      throw DistributedError.unreadable(path: path, what: "chunk file")
    }
    self.data = data
    if Array(data.prefix(8)) == ChunkFile.formerMagic {
      throw DistributedError.foreign(
        file: path,
        problem: "it was written by an earlier Chainframe (chunk format 1, which lost VP9 alpha); render it again")
    }
    guard data.count >= 12 + 41, Array(data.prefix(8)) == ChunkFile.magic else {
      throw damaged("it is not a Chainframe chunk file (or it is empty)")
    }
    let length = Int(Self.integer(UInt32.self, data, at: 8))
    guard length <= ChunkFile.maxHeader, 12 + length + 41 <= data.count else {
      throw damaged("its header is cut short")
    }
    let bodyEnd = data.count - 32
    var hasher = ChunkKey.Digest()
    hasher.update(data: data.subdata(in: data.startIndex..<(data.startIndex + bodyEnd)))
    guard hasher.finalize() == Array(data.suffix(32)) else {
      throw damaged(
        hasher.isKeyed
          ? "its checksum does not match the \(ChunkKey.variable) set here: it was changed, forged, or "
            + "rendered with another key (or none)"
          : "it is cut short or changed (its checksum does not match; if the chunks were rendered with "
            + "\(ChunkKey.variable) set, set the same key for the join)")
    }
    do {
      header = try JSONDecoder().decode(
        ChunkHeader.self, from: data.subdata(in: (data.startIndex + 12)..<(data.startIndex + 12 + length)))
    } catch {
      throw damaged("its header is not readable")
    }
    packetsStart = 12 + length
    // Walk the records once: sizes must add up to the end record, which counts the packets.
    var offset = packetsStart
    var count: UInt64 = 0
    while offset < bodyEnd - 9 {
      let tag = data[data.startIndex + offset]
      if tag == UInt8(ascii: "A") {
        // Side data of the packet before it.
        guard count > 0, offset + 6 <= bodyEnd - 9 else { throw damaged("packet \(count) is cut short") }
        guard PacketSideData.Kind(rawValue: data[data.startIndex + offset + 1]) != nil else {
          throw damaged("packet \(count - 1) has side data of an unknown kind")
        }
        offset += 6 + Int(Self.integer(UInt32.self, data, at: offset + 2))
        continue
      }
      guard tag == UInt8(ascii: "P"), offset + 30 <= bodyEnd - 9 else {
        throw damaged("packet \(count) is cut short")
      }
      let size = Int(Self.integer(UInt32.self, data, at: offset + 26))
      offset += 30 + size
      count += 1
    }
    guard offset == bodyEnd - 9, data[data.startIndex + offset] == UInt8(ascii: "E"),
      Self.integer(UInt64.self, data, at: offset + 1) == count
    else { throw damaged("its end record does not match its packets") }
  }

  /// Calls `body` with every packet in order.
  func forEachPacket(_ body: (EncodedPacket) throws -> Void) throws {
    for offset in packetOffsets() { try body(packet(at: offset)) }
  }

  /// Where each packet record starts, in order.
  func packetOffsets() -> [Int] {
    var offsets: [Int] = []
    var offset = packetsStart
    let end = data.count - 41
    while offset < end {
      if !isSideData(at: offset) { offsets.append(offset) }
      offset = recordEnd(at: offset)
    }
    return offsets
  }

  private func isSideData(at offset: Int) -> Bool { data[data.startIndex + offset] == UInt8(ascii: "A") }

  /// Where the record (packet or side data, checked by `init`) starting at `offset` ends.
  private func recordEnd(at offset: Int) -> Int {
    isSideData(at: offset)
      ? offset + 6 + Int(Self.integer(UInt32.self, data, at: offset + 2))
      : offset + 30 + Int(Self.integer(UInt32.self, data, at: offset + 26))
  }

  /// The size of the packet whose record starts at `offset` (one of ``packetOffsets()``).
  func packetSize(at offset: Int) -> Int { Int(Self.integer(UInt32.self, data, at: offset + 26)) }

  /// The packet whose record starts at `offset` (one of ``packetOffsets()``).
  func packet(at offset: Int) -> EncodedPacket {
    let size = packetSize(at: offset)
    let start = data.startIndex + offset + 30
    var sideData: [PacketSideData] = []
    var next = recordEnd(at: offset)
    while next < data.count - 41, isSideData(at: next) {
      let bytes = data.startIndex + next + 6
      if let kind = PacketSideData.Kind(rawValue: data[data.startIndex + next + 1]) {
        let count = Int(Self.integer(UInt32.self, data, at: next + 2))
        sideData.append(PacketSideData(kind: kind, data: [UInt8](data[bytes..<(bytes + count)])))
      }
      next = recordEnd(at: next)
    }
    return EncodedPacket(
      pts: Self.integer(Int64.self, data, at: offset + 1), dts: Self.integer(Int64.self, data, at: offset + 9),
      duration: Self.integer(Int64.self, data, at: offset + 17), isKey: data[data.startIndex + offset + 25] != 0,
      data: [UInt8](data[start..<(start + size)]), sideData: sideData)
  }

  private static func integer<T: FixedWidthInteger>(_: T.Type, _ data: Data, at offset: Int) -> T {
    var value = T.zero
    withUnsafeMutableBytes(of: &value) { raw in
      raw.copyBytes(from: data[(data.startIndex + offset)..<(data.startIndex + offset + MemoryLayout<T>.size)])
    }
    return T(littleEndian: value)
  }
}
