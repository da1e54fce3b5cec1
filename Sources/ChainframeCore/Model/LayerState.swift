/// Every animatable value of one layer at one instant, as a flat array of components.
///
/// A flat layout lets the engine apply any track with one slice copy and keeps frame states
/// cheap to build in any order. The typed accessors below are the only place that knows the
/// layout, together with ``AnimatableProperty/all``.
public struct LayerState: Sendable, Hashable {
  /// Number of fixed components in a layer state. Layers with a gradient carry five more per
  /// stop (colour, offset) after these, so stops animate like any other property.
  public static let slotCount = 27

  /// The components; index with ``AnimatableProperty/slot``.
  public var slots: [Double]

  /// The state of a layer nobody configured: at the origin, zero size, unscaled, opaque,
  /// white fill, no stroke, anchored at its centre, untrimmed.
  public static let `default` = LayerState(slots: [
    0, 0,  // position
    0, 0,  // size
    1, 1,  // scale
    0,  // rotation
    0, 0,  // skew
    0.5, 0.5,  // anchor (unit coordinates of the layer's box)
    1,  // opacity
    1, 1, 1, 1,  // fill
    0, 0, 0, 0,  // stroke
    0,  // strokeWidth
    0,  // cornerRadius
    0, 1,  // trimStart, trimEnd
    0,  // trimOffset
    0,  // blur
    0,  // dashOffset
  ])

  /// Creates a state from raw components.
  public init(slots: [Double]) {
    precondition(slots.count >= LayerState.slotCount, "a layer state has at least 27 components")
    self.slots = slots
  }

  /// Reads a property's components.
  public subscript(property: AnimatableProperty) -> [Double] {
    get { Array(slots[property.slots]) }
    set {
      precondition(newValue.count == property.count, "wrong component count for \(property)")
      slots.replaceSubrange(property.slots, with: newValue)
    }
  }

  /// Centre of the layer in canvas pixels (x right, y down).
  public var position: Vector2 {
    get { Vector2(slots[0], slots[1]) }
    set { (slots[0], slots[1]) = (newValue.x, newValue.y) }
  }
  /// Width and height in pixels.
  public var size: Vector2 {
    get { Vector2(slots[2], slots[3]) }
    set { (slots[2], slots[3]) = (newValue.x, newValue.y) }
  }
  /// Scale factors; 1 is natural size.
  public var scale: Vector2 {
    get { Vector2(slots[4], slots[5]) }
    set { (slots[4], slots[5]) = (newValue.x, newValue.y) }
  }
  /// Rotation in degrees, clockwise on screen.
  public var rotation: Double {
    get { slots[6] }
    set { slots[6] = newValue }
  }
  /// Skew angles in degrees along x and y.
  public var skew: Vector2 {
    get { Vector2(slots[7], slots[8]) }
    set { (slots[7], slots[8]) = (newValue.x, newValue.y) }
  }
  /// The point the layer rotates and scales about, in unit coordinates of its box
  /// (0.5, 0.5 is the centre).
  public var anchor: Vector2 {
    get { Vector2(slots[9], slots[10]) }
    set { (slots[9], slots[10]) = (newValue.x, newValue.y) }
  }
  /// Opacity, 0…1.
  public var opacity: Double {
    get { slots[11] }
    set { slots[11] = newValue }
  }
  /// Fill colour.
  public var fill: Color {
    get { Color(red: slots[12], green: slots[13], blue: slots[14], alpha: slots[15]) }
    set { slots.replaceSubrange(12..<16, with: newValue.components) }
  }
  /// Stroke colour.
  public var stroke: Color {
    get { Color(red: slots[16], green: slots[17], blue: slots[18], alpha: slots[19]) }
    set { slots.replaceSubrange(16..<20, with: newValue.components) }
  }
  /// Stroke width in pixels; 0 draws no stroke.
  public var strokeWidth: Double {
    get { slots[20] }
    set { slots[20] = newValue }
  }
  /// Corner radius in pixels, for rectangles.
  public var cornerRadius: Double {
    get { slots[21] }
    set { slots[21] = newValue }
  }
  /// Start of the visible part of a stroked path, 0…1.
  public var trimStart: Double {
    get { slots[22] }
    set { slots[22] = newValue }
  }
  /// End of the visible part of a stroked path, 0…1.
  public var trimEnd: Double {
    get { slots[23] }
    set { slots[23] = newValue }
  }
  /// Shift of the visible part along the path, in path lengths (wraps around).
  public var trimOffset: Double {
    get { slots[24] }
    set { slots[24] = newValue }
  }
  /// Gaussian blur radius (standard deviation × 2) in pixels; 0 is sharp.
  public var blur: Double {
    get { slots[25] }
    set { slots[25] = newValue }
  }
  /// Offset into the dash pattern, pixels.
  public var dashOffset: Double {
    get { slots[26] }
    set { slots[26] = newValue }
  }

  /// Number of gradient stops this state carries.
  public var gradientStopCount: Int { (slots.count - LayerState.slotCount) / 5 }

  /// Colour of gradient stop `i`.
  public func gradientColor(_ i: Int) -> Color {
    let s = LayerState.slotCount + 5 * i
    return Color(red: slots[s], green: slots[s + 1], blue: slots[s + 2], alpha: slots[s + 3])
  }

  /// Offset of gradient stop `i`, 0…1 along the gradient.
  public func gradientOffset(_ i: Int) -> Double { slots[LayerState.slotCount + 5 * i + 4] }

  /// Appends a gradient stop's components.
  public mutating func appendGradientStop(color: Color, offset: Double) {
    slots.append(contentsOf: color.components)
    slots.append(offset)
  }
}
