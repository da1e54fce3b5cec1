import ChainframeModel

/// Shape-specific keys: sizes, radii, corner radii, polygon and star parameters, lines,
/// path data, image sources.
extension LayerDecoder {
  static func decodeShape(
    _ shape: LayerShape, _ object: ObjectReader, base: inout LayerState, style: inout LayerStyle, scope: Scope,
    context: DecodingContext
  ) {
    func number(_ key: String, _ range: ClosedRange<Double>) -> Double? {
      object[key].flatMap { context.number($0, object.childPath(key), in: range) }
    }
    if let n = object["size"], let v = context.pair(n, object.childPath("size"), in: SceneLimits.sizeRange) {
      base.size = v
    }
    switch shape {
    case .rect:
      guard let n = object["cornerRadius"] else { break }
      if case .sequence = n.kind {
        guard let radii = context.numbers(n, object.childPath("cornerRadius"), in: 0...1e6, count: 4...4) else { break }
        let largest = radii.max() ?? 0
        base.cornerRadius = largest
        style.geometry.cornerRatios = radii.map { largest > 0 ? $0 / largest : 0 }
      } else if let v = context.number(n, object.childPath("cornerRadius"), in: SceneLimits.cornerRadiusRange) {
        base.cornerRadius = v
      }
    case .polygon, .star:
      let radiusKey = shape == .polygon ? "radius" : "outerRadius"
      if let r = number(radiusKey, 0...1e6) {
        if object["size"] != nil {
          context.report(
            object[radiusKey], object.childPath(radiusKey), "give either '\(radiusKey)' or 'size', not both",
            hint: "'\(radiusKey): r' is the same as 'size: [2r, 2r]'")
        }
        base.size = Vector2(2 * r, 2 * r)
      } else if object["size"] == nil {
        context.report(
          object.node, object.childPath(radiusKey), "a \(shape.rawValue) needs '\(radiusKey)' or 'size'",
          hint: "add '\(radiusKey): 50'")
      }
      if let v = number("roundness", 0...1) { style.geometry.roundness = v }
      if shape == .polygon {
        if let n = object["sides"], let v = context.integer(n, object.childPath("sides"), in: 3...1000) {
          style.geometry.sides = v
        }
      } else {
        if let n = object["points"], let v = context.integer(n, object.childPath("points"), in: 2...1000) {
          style.geometry.points = v
        }
        if let inner = number("innerRadius", 0...1e6) {
          let outer = base.size.x / 2
          if inner > outer {
            context.report(
              object["innerRadius"], object.childPath("innerRadius"),
              "innerRadius \(DecodingContext.format(inner)) is larger than the outer radius \(DecodingContext.format(outer))",
              hint: "the inner radius must be at most the outer one")
          } else if outer > 0 {
            style.geometry.innerRatio = inner / outer
          }
        }
      }
    case .line:
      let from = object.required("from", "[0, 0]").flatMap {
        context.pair($0, object.childPath("from"), in: -1e7...1e7)
      }
      let to = object.required("to", "[100, 0]").flatMap { context.pair($0, object.childPath("to"), in: -1e7...1e7) }
      if object["stroke"] == nil {
        context.report(
          object.node, object.childPath("stroke"), "a line needs a stroke to be visible",
          hint: "add 'stroke: {color: \"#ffffff\", width: 4}'")
      }
      if let from, let to {
        style.geometry.lineFrom = from
        style.geometry.lineTo = to
        placeOutline(
          bounds: (min(from.x, to.x), min(from.y, to.y), max(from.x, to.x), max(from.y, to.y)), object, &base, &style)
      }
    case .path:
      guard let n = object.required("d", "M 0 0 L 100 0"), let data = context.string(n, object.childPath("d")) else {
        break
      }
      guard data.utf8.count <= 1_000_000 else {
        context.report(
          n, object.childPath("d"), "path data of \(data.utf8.count) bytes is longer than 1 MB",
          hint: "simplify the path or use an svg layer")
        break
      }
      switch PathDataParser.parse(data) {
      case .failure(let error):
        let quoted: Bool
        if case .scalar(_, let q) = n.kind { quoted = q } else { quoted = false }
        context.report(
          at: ChainDecoder.location(of: error.offset, in: data, start: n.location, quoted: quoted),
          object.childPath("d"),
          "in path data: \(error.message)", hint: "write SVG path data such as 'M 0 0 L 100 50 Z'")
      case .success(let segments):
        style.geometry.path = segments
        placeOutline(bounds: FlattenedPath.bounds(of: segments), object, &base, &style)
      }
      if let n = object["fillRule"],
        let v = context.choice(n, object.childPath("fillRule"), FillRule.self, noun: "fill rule")
      {
        style.fillRule = v
      }
    case .image, .svg:
      let extensions = shape == .image ? ["png", "jpg", "jpeg", "webp"] : ["svg"]
      if let n = object.required("src", shape == .image ? "images/logo.png" : "images/logo.svg") {
        style.geometry.asset = scope.assets.source(
          n, path: object.childPath("src"), extensions: extensions, context: context)
      }
      if let n = object["fit"], let v = context.choice(n, object.childPath("fit"), ImageFit.self, noun: "fit mode") {
        style.geometry.fit = v
      }
    case .video:
      VideoDecoding.decode(object, style: &style, scope: scope, context: context)
    case .ellipse, .text, .group:
      break
    }
  }

  /// Lines and paths are written in layer coordinates: the box is their bounding box, and
  /// unless a position is given the layer sits exactly where it was written.
  private static func placeOutline(
    bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double), _ object: ObjectReader, _ base: inout LayerState,
    _ style: inout LayerStyle
  ) {
    style.geometry.origin = Vector2(bounds.minX, bounds.minY)
    base.size = Vector2(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY)
    if object["position"] == nil {
      base.position = Vector2(bounds.minX + base.anchor.x * base.size.x, bounds.minY + base.anchor.y * base.size.y)
    }
  }
}
