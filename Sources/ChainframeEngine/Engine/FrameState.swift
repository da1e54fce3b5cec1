import ChainframeModel

/// The values of every layer at one frame.
public struct FrameState: Sendable, Hashable {
  /// The frame index, from 0.
  public internal(set) var index: Int
  /// The frame's time in seconds.
  public internal(set) var time: Double
  /// One state per layer, in the scene's layer order.
  public internal(set) var layers: [LayerState]
}
