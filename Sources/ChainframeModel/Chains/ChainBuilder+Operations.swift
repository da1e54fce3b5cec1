/// The property operations of the chain builder, by JH's names.
extension ChainBuilder {
  // MARK: Absolute (make*)

  /// Moves the anchor point to x (canvas pixels).
  public func makeX(_ x: Double) -> ChainBuilder { adding(.make(AnimatableProperty.positionX, [x]), text: "makeX") }
  /// Moves the anchor point to y.
  public func makeY(_ y: Double) -> ChainBuilder { adding(.make(AnimatableProperty.positionY, [y]), text: "makeY") }
  /// Moves the anchor point to (x, y).
  public func makePosition(_ x: Double, _ y: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.position, [x, y]), text: "makePosition")
  }
  /// Sets the width.
  public func makeWidth(_ w: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.sizeWidth, [max(w, 0)]), text: "makeWidth")
  }
  /// Sets the height.
  public func makeHeight(_ h: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.sizeHeight, [max(h, 0)]), text: "makeHeight")
  }
  /// Sets width and height (in that order, unlike JH's Swift wrapper, which swapped them).
  public func makeSize(_ w: Double, _ h: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.size, [max(w, 0), max(h, 0)]), text: "makeSize")
  }
  /// Sets opacity, 0…1.
  public func makeOpacity(_ o: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.opacity, [o]), text: "makeOpacity")
  }
  /// Sets both scale factors (a transform scale; JH resized the bounds instead).
  public func makeScale(_ s: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.scale, [s, s]), text: "makeScale")
  }
  /// Sets the horizontal scale factor.
  public func makeScaleX(_ s: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.scaleX, [s]), text: "makeScaleX")
  }
  /// Sets the vertical scale factor.
  public func makeScaleY(_ s: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.scaleY, [s]), text: "makeScaleY")
  }
  /// Sets the rotation in degrees.
  public func makeRotation(_ degrees: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.rotation, [degrees]), text: "makeRotation")
  }
  /// Sets the corner radius (≥ 0).
  public func makeCornerRadius(_ r: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.cornerRadius, [max(r, 0)]), text: "makeCornerRadius")
  }
  /// Sets the fill colour.
  public func makeFill(_ c: Color) -> ChainBuilder {
    adding(.make(AnimatableProperty.fill, c.components), text: "makeFill")
  }
  /// Sets the stroke colour.
  public func makeStroke(_ c: Color) -> ChainBuilder {
    adding(.make(AnimatableProperty.stroke, c.components), text: "makeStroke")
  }
  /// Sets the stroke width (≥ 0).
  public func makeStrokeWidth(_ w: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.strokeWidth, [max(w, 0)]), text: "makeStrokeWidth")
  }
  /// Sets the horizontal skew in degrees.
  public func makeSkewX(_ d: Double) -> ChainBuilder { adding(.make(AnimatableProperty.skewX, [d]), text: "makeSkewX") }
  /// Sets the vertical skew in degrees.
  public func makeSkewY(_ d: Double) -> ChainBuilder { adding(.make(AnimatableProperty.skewY, [d]), text: "makeSkewY") }
  /// Sets where a stroked path's visible part starts, 0…1.
  public func makeTrimStart(_ v: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.trimStart, [v]), text: "makeTrimStart")
  }
  /// Sets where a stroked path's visible part ends, 0…1.
  public func makeTrimEnd(_ v: Double) -> ChainBuilder {
    adding(.make(AnimatableProperty.trimEnd, [v]), text: "makeTrimEnd")
  }
  /// Moves the anchor (unit box coordinates) without moving the layer on screen.
  public func makeAnchor(_ x: Double, _ y: Double) -> ChainBuilder { adding(.anchor(x: x, y: y), text: "makeAnchor") }

  // MARK: Relative (move*, rotate, transform*)

  /// Moves right by dx pixels.
  public func moveX(_ dx: Double) -> ChainBuilder {
    adding(.move(AnimatableProperty.positionX, by: [dx]), text: "moveX")
  }
  /// Moves down by dy pixels.
  public func moveY(_ dy: Double) -> ChainBuilder {
    adding(.move(AnimatableProperty.positionY, by: [dy]), text: "moveY")
  }
  /// Moves by (dx, dy).
  public func moveXY(_ dx: Double, _ dy: Double) -> ChainBuilder {
    adding(.move(AnimatableProperty.position, by: [dx, dy]), text: "moveXY")
  }
  /// Widens by dw (never below 0 in the result).
  public func moveWidth(_ dw: Double) -> ChainBuilder {
    adding(.move(AnimatableProperty.sizeWidth, by: [dw]), text: "moveWidth")
  }
  /// Heightens by dh.
  public func moveHeight(_ dh: Double) -> ChainBuilder {
    adding(.move(AnimatableProperty.sizeHeight, by: [dh]), text: "moveHeight")
  }
  /// Moves `radius` pixels at `degrees` (counter-clockwise from +x, so 90° moves up, as in JH).
  public func movePolar(_ radius: Double, _ degrees: Double) -> ChainBuilder {
    let radians = degrees * Double.pi / 180
    return adding(
      .move(AnimatableProperty.position, by: [radius * cosine(radians), -radius * sine(radians)]), text: "movePolar")
  }
  /// Rotates by `degrees` (clockwise on screen), keeping scale and skew (JH discarded them).
  public func rotate(_ degrees: Double) -> ChainBuilder {
    adding(.move(AnimatableProperty.rotation, by: [degrees]), text: "rotate")
  }
  /// Same as ``rotate(_:)``.
  public func rotateZ(_ degrees: Double) -> ChainBuilder { rotate(degrees) }
  /// Changes opacity by an amount.
  public func moveOpacity(_ d: Double) -> ChainBuilder {
    adding(.move(AnimatableProperty.opacity, by: [d]), text: "moveOpacity")
  }
  /// Multiplies both scale factors.
  public func transformScale(_ f: Double) -> ChainBuilder { adding(.scaleBy(x: f, y: f), text: "transformScale") }
  /// Multiplies the horizontal scale factor.
  public func transformScaleX(_ f: Double) -> ChainBuilder { adding(.scaleBy(x: f, y: 1), text: "transformScaleX") }
  /// Multiplies the vertical scale factor.
  public func transformScaleY(_ f: Double) -> ChainBuilder { adding(.scaleBy(x: 1, y: f), text: "transformScaleY") }
  /// Moves along the layer's own (rotated, scaled) x axis.
  public func transformX(_ d: Double) -> ChainBuilder { adding(.translateLocal(x: d, y: 0), text: "transformX") }
  /// Moves along the layer's own y axis.
  public func transformY(_ d: Double) -> ChainBuilder { adding(.translateLocal(x: 0, y: d), text: "transformY") }
  /// Moves along the layer's own axes.
  public func transformXY(_ x: Double, _ y: Double) -> ChainBuilder {
    adding(.translateLocal(x: x, y: y), text: "transformXY")
  }
  /// Animates scale back to 1 and rotation and skew to 0.
  public var transformIdentity: ChainBuilder { adding(.transformIdentity, text: "transformIdentity") }
  /// Follows `path` (already flattened) with the layer's anchor point.
  public func moveOnPath(_ path: FlattenedPath, autoRotate: Bool = false) -> ChainBuilder {
    adding(.moveOnPath(path, rotation: autoRotate ? .auto : .none), text: "moveOnPath")
  }

  // MARK: Easing keywords (JH's names and mapping)

  /// Linear (JH's default, restated).
  public var linear: ChainBuilder { easing(TimingFunction.linear) }
  /// easeInQuad.
  public var easeIn: ChainBuilder { easing(.penner(.easeInQuad)) }
  /// easeOutQuad.
  public var easeOut: ChainBuilder { easing(.penner(.easeOutQuad)) }
  /// easeInOutQuad.
  public var easeInOut: ChainBuilder { easing(.penner(.easeInOutQuad)) }
  /// easeOutBack.
  public var easeBack: ChainBuilder { easing(.penner(.easeOutBack)) }
  /// easeOutElastic: JH's `spring` chain keyword, an easing curve, named `springEasing` in
  /// Swift so it is not mistaken for spring physics (``spring(_:)``).
  public var springEasing: ChainBuilder { easing(.penner(.easeOutElastic)) }
  /// easeOutBounce.
  public var bounce: ChainBuilder { easing(.penner(.easeOutBounce)) }
  /// Any Penner function by value.
  public func easing(_ penner: PennerEasing) -> ChainBuilder { easing(.penner(penner)) }

  // Anchor keywords.
  /// Anchor at the centre.
  public var anchorCenter: ChainBuilder { makeAnchor(0.5, 0.5) }
  /// Anchor at the top-left corner.
  public var anchorTopLeft: ChainBuilder { makeAnchor(0, 0) }
  /// Anchor at the top-right corner.
  public var anchorTopRight: ChainBuilder { makeAnchor(1, 0) }
  /// Anchor at the bottom-left corner.
  public var anchorBottomLeft: ChainBuilder { makeAnchor(0, 1) }
  /// Anchor at the bottom-right corner.
  public var anchorBottomRight: ChainBuilder { makeAnchor(1, 1) }
  /// Anchor at the middle of the top edge.
  public var anchorTop: ChainBuilder { makeAnchor(0.5, 0) }
  /// Anchor at the middle of the bottom edge.
  public var anchorBottom: ChainBuilder { makeAnchor(0.5, 1) }
  /// Anchor at the middle of the left edge.
  public var anchorLeft: ChainBuilder { makeAnchor(0, 0.5) }
  /// Anchor at the middle of the right edge.
  public var anchorRight: ChainBuilder { makeAnchor(1, 0.5) }
}

@inline(__always) private func cosine(_ x: Double) -> Double { _cos(x) }
@inline(__always) private func sine(_ x: Double) -> Double { _sin(x) }
