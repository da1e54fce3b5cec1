import ChainframeModel

/// Keeps the translated scene's property values inside the ranges the scene model accepts.
///
/// lottie-web plays any finite number: a scale of 16E16 % (a fuzzer's file in rlottie's
/// examples) only makes the layer vastly larger than the canvas. The scene model bounds every
/// ranged property (``AnimatableProperty/range``: scale ±10,000, position and rotation
/// ±10,000,000, …), and a value past a bound used to make the whole file refused at load,
/// although `import` had reported nothing. Past a bound the picture no longer changes (a layer
/// 10,000 times its size already covers any canvas), so such values are clamped to the bound,
/// static or keyframed, wherever the translator wrote them. Only magnitudes are clamped: a
/// negative value of a property whose range starts at 0 (a size) is the translator's to
/// convert, and is left for the scene decoder to report.
enum LottieRangeClamp {
  /// `layers` with every ranged property's numbers clamped; the same values when none is out
  /// of range.
  static func clamped(_ layers: [SceneText]) -> [SceneText] {
    layers.map { walk($0, range: nil) ?? $0 }
  }

  /// `text` with its numbers clamped to `range` (when given) and the properties below it
  /// clamped to theirs; nil when nothing changed, so unchanged subtrees are not rebuilt.
  private static func walk(_ text: SceneText, range: ClosedRange<Double>?) -> SceneText? {
    switch text {
    case .number(let v):
      guard let range else { return nil }
      let c = clamp(v, range)
      return c == v ? nil : .number(c)
    case .list(let items):
      var out: [SceneText]?
      for (i, item) in items.enumerated() {
        guard let changed = walk(item, range: range) else { continue }
        if out == nil { out = items }
        out?[i] = changed
      }
      return out.map(SceneText.list)
    case .map(let entries):
      // An animation names its property; its keyframes' values take that property's range.
      let animated = entries.first { $0.0 == .property }.flatMap { entry -> ClosedRange<Double>? in
        guard case .string(let name) = entry.1 else { return nil }
        return Self.range(of: name)
      }
      var out: [(SceneKey, SceneText)]?
      for (i, entry) in entries.enumerated() {
        let inner: ClosedRange<Double>?
        switch entry.0 {
        // The keyframes of this map's animation, or one keyframe's value (its range handed
        // down from the animation).
        case .keyframes: inner = animated
        case .value: inner = animated ?? range
        default: inner = ranges[entry.0.rawValue]
        }
        guard let changed = walk(entry.1, range: inner) else { continue }
        if out == nil { out = entries }
        out?[i] = (entry.0, changed)
      }
      return out.map(SceneText.map)
    case .string, .bool:
      return nil
    }
  }

  /// The ranged properties by name: the keys a layer writes them under.
  private static let ranges: [String: ClosedRange<Double>] = {
    var table: [String: ClosedRange<Double>] = [:]
    for property in AnimatableProperty.all {
      if let range = property.range { table[property.name] = range }
    }
    return table
  }()

  /// The range of the property `name` (`scale`, `scale.x`, `size.width`), or nil when it has
  /// none or is not a property.
  static func range(of name: String) -> ClosedRange<Double>? {
    if let range = ranges[name] { return range }
    guard let dot = name.firstIndex(of: ".") else { return nil }
    return ranges[String(name[..<dot])]
  }

  /// `v` within `range`, only where it is past a bound on its own side of zero.
  private static func clamp(_ v: Double, _ range: ClosedRange<Double>) -> Double {
    if v > range.upperBound { return range.upperBound }
    if v < range.lowerBound && range.lowerBound < 0 { return range.lowerBound }
    return v
  }
}
