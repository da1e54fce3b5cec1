internal import CFFmpeg

/// Side data an encoder attached to a packet that the muxer writes into the file, carried
/// with the packet through segments, chunk files and joins.
///
/// libvpx-vp9 encodes a VP9 alpha plane as a second stream whose frames travel as
/// ``Kind/matroskaBlockAdditional`` side data (an 8-byte big-endian BlockAddID, then the
/// alpha frame); the WebM muxer writes it as the block's BlockAdditional. A packet copied
/// without it decodes opaque. Other side data encoders attach (their statistics) is not read
/// by any muxer Chainframe uses and is not kept.
package struct PacketSideData: Sendable, Hashable {
  /// The kinds kept, with a stable number for chunk files (not libav's enum value).
  package enum Kind: UInt8, Sendable, Hashable, CaseIterable {
    /// `AV_PKT_DATA_MATROSKA_BLOCKADDITIONAL`: VP9 alpha in WebM.
    case matroskaBlockAdditional = 1

    var libav: AVPacketSideDataType {
      switch self {
      case .matroskaBlockAdditional: return AV_PKT_DATA_MATROSKA_BLOCKADDITIONAL
      }
    }
  }

  /// What the bytes are.
  package var kind: Kind
  /// The side data's bytes, exactly as libav holds them.
  package var data: [UInt8]

  /// Side data of `kind` with `data`.
  package init(kind: Kind, data: [UInt8]) {
    self.kind = kind
    self.data = data
  }

  /// The kept side data of `packet`, in ``Kind`` order.
  static func read(from packet: UnsafePointer<AVPacket>) -> [PacketSideData] {
    Kind.allCases.compactMap { kind in
      var size = 0
      guard let bytes = av_packet_get_side_data(packet, kind.libav, &size), size > 0 else { return nil }
      return PacketSideData(kind: kind, data: Array(UnsafeBufferPointer(start: bytes, count: size)))
    }
  }

  /// Attaches a copy of these bytes to `packet`.
  func attach(to packet: UnsafeMutablePointer<AVPacket>) throws(EncodingError) {
    guard let target = av_packet_new_side_data(packet, kind.libav, data.count) else {
      throw .libav(
        function: "av_packet_new_side_data", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    data.withUnsafeBufferPointer { source in
      if let from = source.baseAddress { target.update(from: from, count: data.count) }
    }
  }
}
