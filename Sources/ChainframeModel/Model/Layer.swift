/// One drawable element of a scene and its animations.
public struct Layer: Sendable {
  /// Unique name within the scene (including groups and masks), used in keyframe dumps and
  /// errors.
  public var id: String
  /// What the layer draws.
  public var shape: LayerShape
  /// The values before (and without) any animation.
  public var base: LayerState
  /// Animations in file order; where they overlap, the later start wins.
  public var animations: [AnimationSpec]
  /// Chains, each running its links in sequence from the scene's start.
  public var chains: [Chain]
  /// Everything that does not animate.
  public var style: LayerStyle
  /// Children of a group, back to front, in the group's coordinate space.
  public var children: [Layer]
  /// The layer's mask, if any.
  public var mask: Mask?
  /// Motion blur for this layer: nil follows the canvas's `motionBlur`. Default nil.
  public var motionBlur: LayerMotionBlur?

  /// Creates a layer.
  public init(
    id: String, shape: LayerShape, base: LayerState, animations: [AnimationSpec] = [],
    chains: [Chain] = [], text: TextStyle? = nil, style: LayerStyle = LayerStyle(), children: [Layer] = [],
    mask: Mask? = nil
  ) {
    self.id = id
    self.shape = shape
    self.base = base
    self.animations = animations
    self.chains = chains
    self.style = style
    if let text { self.style.text = text }
    self.children = children
    self.mask = mask
  }

  /// Text and font, for text layers.
  public var text: TextStyle? {
    get { style.text }
    set { style.text = newValue }
  }

  /// Shifts every animation and chain of this layer and its children by `seconds`, the way a
  /// stagger delays a child.
  public mutating func delayAll(by seconds: Double) {
    guard seconds != 0 else { return }
    for i in animations.indices { animations[i].delay += seconds }
    for i in chains.indices where !chains[i].links.isEmpty { chains[i].links[0].delay += seconds }
    for i in children.indices { children[i].delayAll(by: seconds) }
    if var shifted = mask {
      for i in shifted.layers.indices { shifted.layers[i].delayAll(by: seconds) }
      mask = shifted
    }
  }
}
