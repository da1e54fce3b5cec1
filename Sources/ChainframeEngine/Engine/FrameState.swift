import ChainframeModel

/// The values of every layer at one frame.
package struct FrameState: Sendable, Hashable {
  /// The frame index, from 0.
  package internal(set) var index: Int
  /// The frame's time in seconds.
  package internal(set) var time: Double
  /// One state per layer, in the scene's layer order.
  package internal(set) var layers: [LayerState]
}
