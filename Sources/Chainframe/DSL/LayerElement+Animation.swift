extension LayerElement {
  /// Appends an animation to the layer's `animations:` list (file order; where animations
  /// overlap, the later start wins).
  public func animation(_ animation: PropertyAnimation) -> Self {
    var copy = self
    var list: [SceneText] = []
    if case .list(let existing)? = copy.node["animations"] { list = existing }
    list.append(animation.sceneText)
    copy.node["animations"] = .list(list)
    return copy
  }

  /// Appends animations to the layer's `animations:` list, in order.
  public func animations(_ animations: PropertyAnimation...) -> Self {
    animations.reduce(self) { $0.animation($1) }
  }

  /// Adds a chain written as a chain string (`"moveX(300).easeOut.animate(1)"`); several
  /// chains run side by side from the scene's start.
  public func chain(_ text: String) -> Self {
    var copy = self
    switch copy.node["chain"] {
    case .string(let first)?: copy.node["chain"] = .list([.string(first), .string(text)])
    case .list(let items)?: copy.node["chain"] = .list(items + [.string(text)])
    default: copy.node["chain"] = .string(text)
    }
    return copy
  }

  /// Adds a chain built JH-style: `.chain { $0.moveX(360).easeOut.thenAfter(0.8).rotate(90).animate(1.2) }`.
  public func chain(_ build: (ChainScript) -> ChainScript) -> Self { chain(build(ChainScript()).text) }

  /// Fades the layer in from transparent over `duration` seconds (default 0.4) after `delay`
  /// seconds, with `easing` (default linear).
  public func fadeIn(_ duration: Double = 0.4, delay: Double? = nil, easing: Easing? = nil) -> Self {
    animation(.basic(.opacity, from: 0, to: 1, duration: duration, easing: easing, delay: delay))
  }

  /// Fades the layer out to transparent over `duration` seconds (default 0.4) after `delay`
  /// seconds, with `easing` (default linear).
  public func fadeOut(_ duration: Double = 0.4, delay: Double? = nil, easing: Easing? = nil) -> Self {
    animation(.basic(.opacity, to: 0, duration: duration, easing: easing, delay: delay))
  }
}
