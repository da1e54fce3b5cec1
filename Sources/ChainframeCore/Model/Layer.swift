/// One drawable element of a scene and its animations.
public struct Layer: Sendable {
  /// Unique name within the scene, used in keyframe dumps and errors.
  public var id: String
  /// What the layer draws.
  public var shape: LayerShape
  /// The values before (and without) any animation.
  public var base: LayerState
  /// Animations in file order; where they overlap, the later start wins.
  public var animations: [AnimationSpec]
  /// Chains, each running its links in sequence from the scene's start.
  public var chains: [Chain]
  /// Text and font, for text layers.
  public var text: TextStyle?

  /// Creates a layer.
  public init(
    id: String, shape: LayerShape, base: LayerState, animations: [AnimationSpec] = [],
    chains: [Chain] = [], text: TextStyle? = nil
  ) {
    self.text = text
    self.id = id
    self.shape = shape
    self.base = base
    self.animations = animations
    self.chains = chains
  }
}
