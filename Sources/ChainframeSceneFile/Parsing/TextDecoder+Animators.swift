import ChainframeModel

/// Decodes a text layer's `animators` (range selectors with per-character changes, After
/// Effects' text animators) and `characterAnchor`, and turns the layer into one piece per
/// drawn character whose position, scale, rotation, opacity and colours are the animators'
/// result at every frame.
extension TextDecoder {
  static let animatorKeys = [
    "range", "position", "anchor", "scale", "rotation", "opacity", "fill", "stroke", "strokeWidth", "tracking",
  ]
  static let rangeKeys = [
    "start", "end", "offset", "amount", "units", "basedOn", "shape", "easeHigh", "easeLow", "smoothness", "randomize",
    "seed",
  ]
  /// Most animators on one text layer.
  static let maxAnimators = 32
  /// Most characters × frames baked for one text layer (about 50 MB while decoding).
  static let maxCharacterFrames = 1_000_000

  // The choices' names live in the model, where the Lottie translator spells them too.
  typealias RangeUnits = TextAnimatorNames.Units
  typealias AnchorGrouping = TextAnimatorNames.Grouping
  typealias RangeBasis = TextAnimatorNames.Basis
  typealias RangeShape = TextAnimatorNames.Shape

  /// Reads `animators` and makes `layer` draw its characters one by one under them.
  static func animate(
    _ node: SceneNode, path: String, anchor anchorNode: SceneNode?, anchorPath: String,
    grouping groupingNode: SceneNode?, groupingPath: String, into layer: inout Layer, text: TextStyle,
    context: DecodingContext
  ) {
    guard case .sequence(let items) = node.kind, !items.isEmpty else {
      context.report(
        node, path, "expected a list of text animators, found \(node.summary)",
        hint: "write [{range: {start: 0, end: 50}, opacity: 0}]")
      return
    }
    guard items.count <= maxAnimators else {
      context.report(
        node, path, "\(items.count) text animators is more than \(maxAnimators)", hint: "combine animators")
      return
    }
    let animators = items.enumerated().compactMap { animator($1, path: "\(path)[\($0)]", context: context) }
    guard animators.count == items.count else { return }
    var anchor = Vector2(0.5, 0)
    if let anchorNode, let v = context.pair(anchorNode, anchorPath) {
      guard (-10...10).contains(v.x), (-1e5...1e5).contains(v.y) else {
        context.report(
          anchorNode, anchorPath, "character anchor \(v.x), \(v.y) is out of range",
          hint: "x is a fraction of the character's width (−10…10), y pixels from the baseline (±100000)")
        return
      }
      anchor = v
    }
    var grouping = AnchorGrouping.characters
    if let groupingNode {
      guard let g = context.choice(groupingNode, groupingPath, AnchorGrouping.self, noun: "anchor grouping") else {
        return
      }
      grouping = g
    }
    // The drawn characters: every one that is not white space, with its word or line.
    var drawn: [(index: Int, piece: TextPiece)] = []
    var offset = 0
    var groupStart = 0
    var open: [Int] = []
    func closeGroup(at end: Int) {
      for k in open { drawn[k].piece.anchorGroup = groupStart..<end }
      open.removeAll()
    }
    for (i, character) in text.content.enumerated() {
      let length = character.utf8.count
      let breaks = character.isNewline || (grouping == .words && character == " ")
      if grouping != .characters, breaks {
        closeGroup(at: offset)
        groupStart = offset + length
      }
      if !character.isWhitespace {
        var piece = TextPiece(byteOffset: offset, byteLength: length)
        piece.baselineAnchor = anchor.y
        if grouping != .characters { open.append(drawn.count) }
        drawn.append((i, piece))
      }
      offset += length
    }
    closeGroup(at: offset)
    guard drawn.count <= maxPieces else {
      context.report(
        node, path, "text animators on \(drawn.count) characters, more than \(maxPieces)", hint: "use shorter text")
      return
    }
    let fps = context.fps?.doubleValue ?? 60
    let isAnimated = animators.contains(where: \.isAnimated)
    var frameCount = 1
    if isAnimated {
      if context.frameCount > 0 {
        frameCount = context.frameCount
      } else {
        // `duration: auto`: up to the last keyframe.
        frameCount = min(Int(lastKeyTime(animators) * fps) + 2, SceneLimits.maxKeyframes)
      }
    }
    let (product, overflow) = frameCount.multipliedReportingOverflow(by: max(drawn.count, 1))
    guard !overflow, product <= maxCharacterFrames else {
      context.report(
        node, path,
        "text animators over \(drawn.count) characters × \(frameCount) frames, more than \(maxCharacterFrames)",
        hint: "use shorter text or a shorter scene")
      return
    }
    let evaluation = TextAnimatorEvaluation(animators, text: text.content)
    let fill = layer.base.fill
    let stroke = layer.base.stroke
    // looks[k][n]: drawn character k at frame n.
    var looks = Array(repeating: [TextCharacterLook](), count: drawn.count)
    for n in 0..<frameCount {
      let all = evaluation.looks(at: Double(n) / fps, fill: fill, stroke: stroke, align: text.align)
      for (k, d) in drawn.enumerated() { looks[k].append(all[d.index]) }
    }
    context.layerCount += drawn.count
    layer.children = drawn.enumerated().map { k, d in
      var style = text
      style.piece = d.piece
      let first = looks[k][0]
      var base = LayerState.default
      base.position = first.offset
      base.anchor = Vector2(anchor.x, 0)
      base.scale = first.scale
      base.rotation = first.rotation
      base.opacity = first.opacity
      base.fill = first.fill ?? fill
      base.stroke = first.stroke ?? stroke
      base.strokeWidth = max(layer.base.strokeWidth + first.strokeWidth, 0)
      var animations: [AnimationSpec] = []
      func bake(_ property: AnimatableProperty, _ value: (TextCharacterLook) -> [Double]) {
        let values = looks[k].map(value)
        guard let v0 = values.first, !values.allSatisfy({ $0 == v0 }) else { return }
        var stops: [KeyframeStop] = []
        for n in values.indices {
          let keep = n == 0 || n == values.count - 1 || values[n] != values[n - 1] || values[n] != values[n + 1]
          if keep { stops.append(KeyframeStop(time: Double(n) / fps, value: values[n])) }
        }
        animations.append(
          AnimationSpec(
            property: property, kind: .keyframes(stops), name: "\(path) character \(d.index) \(property.name)"))
      }
      bake(.position) { [$0.offset.x, $0.offset.y] }
      bake(.scale) { [$0.scale.x, $0.scale.y] }
      bake(.rotation) { [$0.rotation] }
      bake(.opacity) { [$0.opacity] }
      bake(.fill) { ($0.fill ?? fill).components }
      bake(.stroke) { ($0.stroke ?? stroke).components }
      bake(.strokeWidth) { [max(layer.base.strokeWidth + $0.strokeWidth, 0)] }
      var child = Layer(id: "\(layer.id)/char\(d.index)", shape: .text, base: base, animations: animations, text: style)
      child.style.stroke = layer.style.stroke
      return child
    }
  }

  /// The latest keyframe time of any animator value, seconds.
  static func lastKeyTime(_ animators: [TextAnimator]) -> Double {
    var last = 0.0
    func see(_ v: TimedValue?) {
      if case .keyframes(let stops)? = v, let t = stops.last?.time { last = max(last, t) }
    }
    for a in animators {
      [a.start, a.end, a.offset, a.amount, a.easeHigh, a.easeLow, a.smoothness].forEach(see)
      [a.position, a.scale, a.rotation, a.opacity, a.tracking, a.strokeWidth, a.anchor, a.fill, a.stroke].forEach(see)
    }
    return last
  }

  /// One animator; nil (reported) when it is malformed.
  static func animator(_ node: SceneNode, path: String, context: DecodingContext) -> TextAnimator? {
    guard
      let object = ObjectReader(node, path: path, allowed: animatorKeys, context: context, what: "a text animator")
    else { return nil }
    var a = TextAnimator()
    var ok = true
    func timed(_ key: String, _ property: AnimatableProperty, in range: ClosedRange<Double>) -> TimedValue? {
      guard let n = object[key] else { return nil }
      guard let v = timedValue(n, path: object.childPath(key), property: property, in: range, context: context) else {
        ok = false
        return nil
      }
      return v
    }
    a.position = timed("position", .position, in: -1e6...1e6)
    a.scale = timed("scale", .scale, in: -1000...1000)
    a.rotation = timed("rotation", .rotation, in: -1e6...1e6)
    a.opacity = timed("opacity", .opacity, in: 0...1)
    a.tracking = timed("tracking", .rotation, in: -1e5...1e5)
    a.strokeWidth = timed("strokeWidth", .rotation, in: -1e4...1e4)
    a.anchor = timed("anchor", .position, in: -1e6...1e6)
    a.fill = timed("fill", .fill, in: 0...1)
    a.stroke = timed("stroke", .stroke, in: 0...1)
    if let n = object["range"] {
      ok = range(n, path: object.childPath("range"), into: &a, context: context) && ok
    }
    return ok ? a : nil
  }

  /// Reads a range selector into `a`; false when something was reported.
  static func range(_ node: SceneNode, path: String, into a: inout TextAnimator, context: DecodingContext) -> Bool {
    guard let object = ObjectReader(node, path: path, allowed: rangeKeys, context: context, what: "a text range")
    else { return false }
    var ok = true
    func timed(_ key: String, in range: ClosedRange<Double>) -> TimedValue? {
      guard let n = object[key] else { return nil }
      let v = timedValue(n, path: object.childPath(key), property: .rotation, in: range, context: context)
      if v == nil { ok = false }
      return v
    }
    // Start, end and offset: percent of the units (or unit counts), far past the text allowed
    // as lottie-web allows (an offset of −100…100 % sweeps the whole text).
    let span = -1e6...1e6
    if let v = timed("start", in: span) { a.start = v }
    if let v = timed("end", in: span) { a.end = v }
    if let v = timed("offset", in: span) { a.offset = v }
    if let v = timed("amount", in: -1000...1000) { a.amount = v }
    if let v = timed("easeHigh", in: -100...100) { a.easeHigh = v }
    if let v = timed("easeLow", in: -100...100) { a.easeLow = v }
    if let v = timed("smoothness", in: 0...100) { a.smoothness = v }
    if let n = object["units"] {
      if let u = context.choice(n, object.childPath("units"), RangeUnits.self, noun: "range unit") {
        a.countsIndexes = u == .index
      } else {
        ok = false
      }
    }
    if let n = object["basedOn"] {
      if let b = context.choice(n, object.childPath("basedOn"), RangeBasis.self, noun: "range basis") {
        a.basis = (RangeBasis.allCases.firstIndex(of: b) ?? 0) + 1
      } else {
        ok = false
      }
    }
    if let n = object["shape"] {
      if let s = context.choice(n, object.childPath("shape"), RangeShape.self, noun: "range shape") {
        a.shape = (RangeShape.allCases.firstIndex(of: s) ?? 0) + 1
      } else {
        ok = false
      }
    }
    var randomize = false
    if let n = object["randomize"] {
      if let b = context.bool(n, object.childPath("randomize")) { randomize = b } else { ok = false }
    }
    var seed: UInt64 = 1
    if let n = object["seed"] {
      if let s = context.integer(n, object.childPath("seed"), in: 0...Int(Int32.max)) {
        seed = UInt64(s)
      } else {
        ok = false
      }
    }
    a.randomSeed = randomize ? seed : nil
    return ok
  }

  /// A number, pair or colour as `property` reads it, or a list of keyframe stops of it;
  /// every value in `range`.
  static func timedValue(
    _ node: SceneNode, path: String, property: AnimatableProperty, in range: ClosedRange<Double>,
    context: DecodingContext
  ) -> TimedValue? {
    let value: TimedValue
    if case .sequence(let items) = node.kind, let first = items.first, case .mapping = first.kind {
      guard let stops = AnimationDecoder.keyframes(node, property: property, path: path, context: context) else {
        return nil
      }
      value = .keyframes(stops)
    } else {
      guard let v = AnimationDecoder.value(node, property: property, path: path, context: context) else { return nil }
      value = .constant(v)
    }
    let all: [Double]
    switch value {
    case .constant(let v): all = v
    case .keyframes(let stops): all = stops.flatMap(\.value)
    }
    if let bad = all.first(where: { !range.contains($0) }) {
      context.report(
        node, path, "\(DiagnosticFormat.number(bad)) is out of range",
        hint:
          "use values from \(DiagnosticFormat.number(range.lowerBound)) to \(DiagnosticFormat.number(range.upperBound))"
      )
      return nil
    }
    return value
  }
}
