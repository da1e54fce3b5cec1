/// Every animatable property, declared once.
///
/// Slots (``AnimatableProperty/slot``, in row order), the default layer state
/// (``LayerState/default``), lookups by name (``AnimatableProperty/named(_:)``), the typed
/// accessors of ``LayerState``, value ranges (``AnimatableProperty/range``), the schema's
/// property list and the documentation's property table all derive from ``rows``: adding a
/// property means adding one row here (and a typed accessor if Swift code reads it).
package enum PropertyTable {
  /// The fixed properties, in slot order.
  package static let rows: [PropertyDescriptor] = [
    .init(
      "position", .pair, addressing: .wholeAndComponents, default: [0, 0], threshold: 1,
      range: SceneLimits.positionRange, meaning: "where the anchor point sits, canvas pixels (y down)"),
    .init(
      "size", .pair, components: ["width", "height"], addressing: .wholeAndComponents, default: [0, 0],
      threshold: 1, range: SceneLimits.sizeRange, meaning: "width and height, pixels"),
    .init(
      "scale", .pair, addressing: .wholeAndComponents, default: [1, 1], threshold: 0.005,
      range: SceneLimits.scaleRange, meaning: "scale factors; 1 is natural size"),
    .init(
      "rotation", .scalar, default: [0], threshold: 0.01, range: SceneLimits.rotationRange,
      meaning: "degrees, clockwise on screen"),
    .init(
      "skew", .pair, addressing: .componentsOnly, default: [0, 0], threshold: 0.01,
      range: SceneLimits.skewRange, meaning: "skew angles along x and y, degrees"),
    .init(
      "anchor", .pair, default: [0.5, 0.5], threshold: 0.01, range: SceneLimits.anchorRange,
      meaning: "the point the layer rotates and scales about, unit box coordinates (0.5, 0.5 is the centre)"),
    .init("opacity", .scalar, default: [1], threshold: 0.01, range: nil, meaning: "0…1"),
    .init("fill", .color, default: [1, 1, 1, 1], threshold: 0.01, range: nil, meaning: "fill colour (white)"),
    .init(
      "stroke", .color, default: [0, 0, 0, 0], threshold: 0.01, range: nil, meaning: "stroke colour (transparent)"),
    .init(
      "strokeWidth", .scalar, default: [0], threshold: 1, range: SceneLimits.strokeWidthRange,
      meaning: "pixels; 0 draws no stroke"),
    .init(
      "cornerRadius", .scalar, default: [0], threshold: 0.01, range: SceneLimits.cornerRadiusRange,
      meaning: "pixels, for rectangles"),
    .init(
      "trimStart", .scalar, default: [0], threshold: 0.01, range: nil,
      meaning: "start of the visible part of a stroked path, 0…1"),
    .init(
      "trimEnd", .scalar, default: [1], threshold: 0.01, range: nil,
      meaning: "end of the visible part of a stroked path, 0…1"),
    .init(
      "trimOffset", .scalar, default: [0], threshold: 0.01, range: SceneLimits.offsetRange,
      meaning: "shift of the visible part along the path, path lengths (wraps around)"),
    .init(
      "blur", .scalar, default: [0], threshold: 0.1, range: SceneLimits.blurRange,
      meaning: "Gaussian blur radius (standard deviation × 2), pixels; 0 is sharp"),
    .init(
      "dashOffset", .scalar, default: [0], threshold: 1, range: SceneLimits.offsetRange,
      meaning: "offset into the dash pattern, pixels"),
    .init(
      "shadowColor", .color, default: [0, 0, 0, 0.5], threshold: 0.01, range: nil,
      meaning: "drop shadow colour, with a `shadow` (50 % black)"),
    .init(
      "shadowOffset", .pair, addressing: .wholeAndComponents, default: [0, 4], threshold: 1,
      range: SceneLimits.shadowOffsetRange, meaning: "drop shadow offset, pixels (x right, y down)"),
    .init(
      "shadowBlur", .scalar, default: [8], threshold: 0.1, range: SceneLimits.blurRange,
      meaning: "drop shadow blur radius (standard deviation × 2), pixels"),
  ]

  /// The properties of one gradient stop, in slot order; stop `i` of a layer's gradient
  /// animates as `gradient.color<i>` and `gradient.offset<i>`, after the fixed slots.
  package static let gradientStopRows: [PropertyDescriptor] = [
    .init(
      "gradient.color", .color, default: [1, 1, 1, 1], threshold: 0.01, range: nil, meaning: "colour of gradient stop i"
    ),
    .init(
      "gradient.offset", .scalar, default: [0], threshold: 0.001, range: nil,
      meaning: "position of gradient stop i along the gradient, 0…1"),
  ]

  /// The family of every gradient stop property: all stops group together, as the keyframe
  /// tracks of one paint.
  package static let gradientFamily = "gradient"

  /// Most gradient stops a layer may have.
  package static let maxGradientStops = 8

  /// Components per gradient stop (5: colour and offset).
  package static let slotsPerGradientStop = gradientStopRows.reduce(0) { $0 + $1.count }

  /// Number of fixed components in a layer state (the sum of the rows' counts).
  package static let slotCount = rows.reduce(0) { $0 + $1.count }

  /// The default layer state's components: every row's default, in slot order.
  package static let defaultSlots: [Double] = rows.flatMap(\.defaultValue)

  /// Every fixed property, in row order, each whole property before its components.
  package static let properties: [AnimatableProperty] = {
    var result: [AnimatableProperty] = []
    var slot = 0
    for row in rows {
      result += expand(row, slot: slot)
      slot += row.count
    }
    return result
  }()

  /// Every property name: ``properties`` then each gradient stop's colour and offset. Used
  /// for did-you-mean suggestions and as the schema's list of animatable properties.
  package static let names: [String] =
    properties.map(\.name)
    + (0..<maxGradientStops).flatMap { i in gradientStopRows.map { "\($0.name)\(i)" } }

  /// The property named `name` in scene files, or nil.
  package static func property(named name: String) -> AnimatableProperty? {
    if let fixed = properties.first(where: { $0.name == name }) { return fixed }
    var offset = 0
    for row in gradientStopRows {
      defer { offset += row.count }
      // `Int` also accepts `+1` and `01`; such names have always meant stop 1.
      guard name.hasPrefix(row.name) else { continue }
      guard let i = Int(name.dropFirst(row.name.count)), (0..<maxGradientStops).contains(i) else { return nil }
      return gradientProperty(row, stop: i, offset: offset)
    }
    return nil
  }

  /// Gradient stop `i`'s property of `row` (a ``gradientStopRows`` element at component
  /// `offset` within the stop).
  static func gradientProperty(_ row: PropertyDescriptor, stop i: Int, offset: Int) -> AnimatableProperty {
    AnimatableProperty(
      name: "\(row.name)\(i)", slot: slotCount + slotsPerGradientStop * i + offset, count: row.count,
      threshold: row.threshold, kind: row.kind, range: row.range, family: gradientFamily,
      componentNames: row.componentNames)
  }

  /// A fixed property that must exist (for ``AnimatableProperty``'s named constants).
  static func fixed(_ name: String) -> AnimatableProperty {
    guard let property = properties.first(where: { $0.name == name }) else {
      preconditionFailure("PropertyTable has no row for '\(name)'")
    }
    return property
  }

  /// The properties a row declares: the whole value and/or one per component.
  private static func expand(_ row: PropertyDescriptor, slot: Int) -> [AnimatableProperty] {
    var result: [AnimatableProperty] = []
    if row.addressing != .componentsOnly {
      result.append(
        AnimatableProperty(
          name: row.name, slot: slot, count: row.count, threshold: row.threshold, kind: row.kind,
          range: row.range, family: row.name, componentNames: row.count > 1 ? row.componentNames : []))
    }
    if row.addressing != .whole {
      for (k, component) in row.componentNames.enumerated() {
        result.append(
          AnimatableProperty(
            name: "\(row.name).\(component)", slot: slot + k, count: 1, threshold: row.threshold, kind: .scalar,
            range: row.range, family: row.name, componentNames: []))
      }
    }
    return result
  }
}
