/// Every animatable value of one layer at one instant, as a flat array of components.
///
/// A flat layout lets the engine apply any track with one slice copy and keeps frame states
/// cheap to build in any order. The layout comes from `PropertyTable`; the typed accessors
/// below read the slots of its properties (`LayerState.Slot`).
public struct LayerState: Sendable, Hashable {
  /// Number of fixed components in a layer state (`PropertyTable/slotCount`, 34). Layers
  /// with a gradient carry five more per stop (colour, offset) after these, so stops animate
  /// like any other property.
  public static let slotCount = PropertyTable.slotCount

  /// The components; index with ``AnimatableProperty/slot``.
  public var slots: [Double]

  /// The state of a layer nobody configured: every row's default in `PropertyTable` (at
  /// the origin, zero size, unscaled, opaque, white fill, no stroke, anchored at its centre,
  /// untrimmed).
  public static let `default` = LayerState(slots: PropertyTable.defaultSlots)

  /// Creates a state from raw components.
  public init(slots: [Double]) {
    precondition(slots.count >= LayerState.slotCount, "a layer state has at least \(LayerState.slotCount) components")
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
    get { Vector2(slots[Slot.position], slots[Slot.position + 1]) }
    set { (slots[Slot.position], slots[Slot.position + 1]) = (newValue.x, newValue.y) }
  }
  /// Width and height in pixels.
  public var size: Vector2 {
    get { Vector2(slots[Slot.size], slots[Slot.size + 1]) }
    set { (slots[Slot.size], slots[Slot.size + 1]) = (newValue.x, newValue.y) }
  }
  /// Scale factors; 1 is natural size.
  public var scale: Vector2 {
    get { Vector2(slots[Slot.scale], slots[Slot.scale + 1]) }
    set { (slots[Slot.scale], slots[Slot.scale + 1]) = (newValue.x, newValue.y) }
  }
  /// Rotation in degrees, clockwise on screen.
  public var rotation: Double {
    get { slots[Slot.rotation] }
    set { slots[Slot.rotation] = newValue }
  }
  /// Skew angles in degrees along x and y.
  public var skew: Vector2 {
    get { Vector2(slots[Slot.skew], slots[Slot.skew + 1]) }
    set { (slots[Slot.skew], slots[Slot.skew + 1]) = (newValue.x, newValue.y) }
  }
  /// The point the layer rotates and scales about, in unit coordinates of its box
  /// (0.5, 0.5 is the centre).
  public var anchor: Vector2 {
    get { Vector2(slots[Slot.anchor], slots[Slot.anchor + 1]) }
    set { (slots[Slot.anchor], slots[Slot.anchor + 1]) = (newValue.x, newValue.y) }
  }
  /// Opacity, 0…1.
  public var opacity: Double {
    get { slots[Slot.opacity] }
    set { slots[Slot.opacity] = newValue }
  }
  /// Fill colour.
  public var fill: Color {
    get { color(at: Slot.fill) }
    set { slots.replaceSubrange(Slot.fill..<(Slot.fill + 4), with: newValue.components) }
  }
  /// Stroke colour.
  public var stroke: Color {
    get { color(at: Slot.stroke) }
    set { slots.replaceSubrange(Slot.stroke..<(Slot.stroke + 4), with: newValue.components) }
  }
  /// Stroke width in pixels; 0 draws no stroke.
  public var strokeWidth: Double {
    get { slots[Slot.strokeWidth] }
    set { slots[Slot.strokeWidth] = newValue }
  }
  /// Corner radius in pixels, for rectangles.
  public var cornerRadius: Double {
    get { slots[Slot.cornerRadius] }
    set { slots[Slot.cornerRadius] = newValue }
  }
  /// Start of the visible part of a stroked path, 0…1.
  public var trimStart: Double {
    get { slots[Slot.trimStart] }
    set { slots[Slot.trimStart] = newValue }
  }
  /// End of the visible part of a stroked path, 0…1.
  public var trimEnd: Double {
    get { slots[Slot.trimEnd] }
    set { slots[Slot.trimEnd] = newValue }
  }
  /// Shift of the visible part along the path, in path lengths (wraps around).
  public var trimOffset: Double {
    get { slots[Slot.trimOffset] }
    set { slots[Slot.trimOffset] = newValue }
  }
  /// Gaussian blur radius (standard deviation × 2) in pixels; 0 is sharp.
  public var blur: Double {
    get { slots[Slot.blur] }
    set { slots[Slot.blur] = newValue }
  }
  /// Offset into the dash pattern, pixels.
  public var dashOffset: Double {
    get { slots[Slot.dashOffset] }
    set { slots[Slot.dashOffset] = newValue }
  }

  /// Drop shadow colour (drawn only when the layer's style has a ``Shadow``).
  public var shadowColor: Color {
    get { color(at: Slot.shadowColor) }
    set { slots.replaceSubrange(Slot.shadowColor..<(Slot.shadowColor + 4), with: newValue.components) }
  }
  /// Drop shadow offset in pixels (x right, y down).
  public var shadowOffset: Vector2 {
    get { Vector2(slots[Slot.shadowOffset], slots[Slot.shadowOffset + 1]) }
    set { (slots[Slot.shadowOffset], slots[Slot.shadowOffset + 1]) = (newValue.x, newValue.y) }
  }
  /// Drop shadow blur radius (standard deviation × 2) in pixels.
  public var shadowBlur: Double {
    get { slots[Slot.shadowBlur] }
    set { slots[Slot.shadowBlur] = newValue }
  }

  /// Number of gradient stops this state carries.
  public var gradientStopCount: Int { (slots.count - LayerState.slotCount) / PropertyTable.slotsPerGradientStop }

  /// Colour of gradient stop `i`.
  public func gradientColor(_ i: Int) -> Color {
    color(at: LayerState.slotCount + PropertyTable.slotsPerGradientStop * i)
  }

  /// Offset of gradient stop `i`, 0…1 along the gradient.
  public func gradientOffset(_ i: Int) -> Double {
    slots[LayerState.slotCount + PropertyTable.slotsPerGradientStop * i + 4]
  }

  /// The colour whose red component is at slot `s`.
  @inline(__always)
  private func color(at s: Int) -> Color {
    Color(red: slots[s], green: slots[s + 1], blue: slots[s + 2], alpha: slots[s + 3])
  }

  /// Appends a gradient stop's components.
  public mutating func appendGradientStop(color: Color, offset: Double) {
    slots.append(contentsOf: color.components)
    slots.append(offset)
  }
}
