/// The values of every layer at one frame.
public struct FrameState: Sendable, Hashable {
  /// The frame index, from 0.
  public let index: Int
  /// The frame's time in seconds.
  public let time: Double
  /// One state per layer, in the scene's layer order.
  public let layers: [LayerState]
}
