/// One compressed video packet, as an encoder produced it, in the codec time base (one tick
/// per frame): what segments hand to the muxer and what chunk files store.
package struct EncodedPacket: Sendable, Hashable {
  /// Presentation time in frames from the start of the video.
  package var pts: Int64
  /// Decoding time in frames (below `pts` when frames are reordered; may be negative at the start).
  package var dts: Int64
  /// Duration in frames (0 when the encoder left it unset).
  package var duration: Int64
  /// True for keyframes.
  package var isKey: Bool
  /// The compressed bytes.
  package var data: [UInt8]
  /// Side data the muxer writes with the packet (VP9 alpha in WebM); empty for most codecs.
  package var sideData: [PacketSideData]

  /// A packet with these fields.
  package init(
    pts: Int64, dts: Int64, duration: Int64, isKey: Bool, data: [UInt8], sideData: [PacketSideData] = []
  ) {
    self.pts = pts
    self.dts = dts
    self.duration = duration
    self.isKey = isKey
    self.data = data
    self.sideData = sideData
  }
}
