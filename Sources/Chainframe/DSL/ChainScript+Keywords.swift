extension ChainScript {
  /// Eases the preceding operations linearly.
  public var linear: ChainScript { call("linear") }

  /// Resets scale to 1 and rotation and skew to 0.
  public var transformIdentity: ChainScript { call("transformIdentity") }

  /// Sets the anchor to the centre without moving the layer.
  public var anchorCenter: ChainScript { call("anchorCenter") }

  /// Sets the anchor to the top-left corner.
  public var anchorTopLeft: ChainScript { call("anchorTopLeft") }

  /// Sets the anchor to the top-right corner.
  public var anchorTopRight: ChainScript { call("anchorTopRight") }

  /// Sets the anchor to the bottom-left corner.
  public var anchorBottomLeft: ChainScript { call("anchorBottomLeft") }

  /// Sets the anchor to the bottom-right corner.
  public var anchorBottomRight: ChainScript { call("anchorBottomRight") }

  /// Sets the anchor to the top edge's middle.
  public var anchorTop: ChainScript { call("anchorTop") }

  /// Sets the anchor to the bottom edge's middle.
  public var anchorBottom: ChainScript { call("anchorBottom") }

  /// Sets the anchor to the left edge's middle.
  public var anchorLeft: ChainScript { call("anchorLeft") }

  /// Sets the anchor to the right edge's middle.
  public var anchorRight: ChainScript { call("anchorRight") }

  /// JH's easeIn: Penner's easeInQuad.
  public var easeIn: ChainScript { call("easeIn") }

  /// JH's easeOut: Penner's easeOutQuad.
  public var easeOut: ChainScript { call("easeOut") }

  /// JH's easeInOut: Penner's easeInOutQuad.
  public var easeInOut: ChainScript { call("easeInOut") }

  /// JH's easeBack: Penner's easeOutBack.
  public var easeBack: ChainScript { call("easeBack") }

  /// JH's bounce: Penner's easeOutBounce.
  public var bounce: ChainScript { call("bounce") }

  /// JH's `spring` easing keyword: Penner's easeOutElastic (an easing, not physics; see
  /// ``spring(bounciness:speed:)``).
  public var springEasing: ChainScript { call("spring") }

  /// Penner's easeInQuad.
  public var easeInQuad: ChainScript { call("easeInQuad") }

  /// Penner's easeOutQuad.
  public var easeOutQuad: ChainScript { call("easeOutQuad") }

  /// Penner's easeInOutQuad.
  public var easeInOutQuad: ChainScript { call("easeInOutQuad") }

  /// Penner's easeInCubic.
  public var easeInCubic: ChainScript { call("easeInCubic") }

  /// Penner's easeOutCubic.
  public var easeOutCubic: ChainScript { call("easeOutCubic") }

  /// Penner's easeInOutCubic.
  public var easeInOutCubic: ChainScript { call("easeInOutCubic") }

  /// Penner's easeInQuart.
  public var easeInQuart: ChainScript { call("easeInQuart") }

  /// Penner's easeOutQuart.
  public var easeOutQuart: ChainScript { call("easeOutQuart") }

  /// Penner's easeInOutQuart.
  public var easeInOutQuart: ChainScript { call("easeInOutQuart") }

  /// Penner's easeInQuint.
  public var easeInQuint: ChainScript { call("easeInQuint") }

  /// Penner's easeOutQuint.
  public var easeOutQuint: ChainScript { call("easeOutQuint") }

  /// Penner's easeInOutQuint.
  public var easeInOutQuint: ChainScript { call("easeInOutQuint") }

  /// Penner's easeInSine.
  public var easeInSine: ChainScript { call("easeInSine") }

  /// Penner's easeOutSine.
  public var easeOutSine: ChainScript { call("easeOutSine") }

  /// Penner's easeInOutSine.
  public var easeInOutSine: ChainScript { call("easeInOutSine") }

  /// Penner's easeInExpo.
  public var easeInExpo: ChainScript { call("easeInExpo") }

  /// Penner's easeOutExpo.
  public var easeOutExpo: ChainScript { call("easeOutExpo") }

  /// Penner's easeInOutExpo.
  public var easeInOutExpo: ChainScript { call("easeInOutExpo") }

  /// Penner's easeInCirc.
  public var easeInCirc: ChainScript { call("easeInCirc") }

  /// Penner's easeOutCirc.
  public var easeOutCirc: ChainScript { call("easeOutCirc") }

  /// Penner's easeInOutCirc.
  public var easeInOutCirc: ChainScript { call("easeInOutCirc") }

  /// Penner's easeInElastic.
  public var easeInElastic: ChainScript { call("easeInElastic") }

  /// Penner's easeOutElastic.
  public var easeOutElastic: ChainScript { call("easeOutElastic") }

  /// Penner's easeInOutElastic.
  public var easeInOutElastic: ChainScript { call("easeInOutElastic") }

  /// Penner's easeInBack.
  public var easeInBack: ChainScript { call("easeInBack") }

  /// Penner's easeOutBack.
  public var easeOutBack: ChainScript { call("easeOutBack") }

  /// Penner's easeInOutBack.
  public var easeInOutBack: ChainScript { call("easeInOutBack") }

  /// Penner's easeInBounce.
  public var easeInBounce: ChainScript { call("easeInBounce") }

  /// Penner's easeOutBounce.
  public var easeOutBounce: ChainScript { call("easeOutBounce") }

  /// Penner's easeInOutBounce.
  public var easeInOutBounce: ChainScript { call("easeInOutBounce") }
}
