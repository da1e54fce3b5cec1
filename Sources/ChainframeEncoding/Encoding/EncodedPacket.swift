/// One compressed video packet, as an encoder produced it, in the codec time base (one tick
/// per frame): what segments hand to the muxer and what chunk files store.
public struct EncodedPacket: Sendable, Hashable {
  /// Presentation time in frames from the start of the video.
  public var pts: Int64
  /// Decoding time in frames (below `pts` when frames are reordered; may be negative at the start).
  public var dts: Int64
  /// Duration in frames (0 when the encoder left it unset).
  public var duration: Int64
  /// True for keyframes.
  public var isKey: Bool
  /// The compressed bytes.
  public var data: [UInt8]
  /// Side data the muxer writes with the packet (VP9 alpha in WebM); empty for most codecs.
  public var sideData: [PacketSideData]

  /// A packet with these fields.
  public init(
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
