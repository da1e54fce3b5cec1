/// Every operation name a chain string accepts, and how it maps to the builder.
package enum ChainVocabulary {
  package enum Outcome {
    case builder(ChainBuilder)
    case chain(Chain)
  }

  typealias Numeric = @Sendable (ChainBuilder, [Double]) -> ChainBuilder

  /// Operations taking only numbers: name, accepted argument counts, builder call.
  static let numeric: [(name: String, arities: [Int], apply: Numeric)] = [
    ("makeX", [1], { $0.makeX($1[0]) }), ("makeY", [1], { $0.makeY($1[0]) }),
    ("makePosition", [2], { $0.makePosition($1[0], $1[1]) }),
    ("makeCenter", [2], { $0.makePosition($1[0], $1[1]) }),
    ("makeWidth", [1], { $0.makeWidth($1[0]) }), ("makeHeight", [1], { $0.makeHeight($1[0]) }),
    ("makeSize", [2], { $0.makeSize($1[0], $1[1]) }),
    ("makeOpacity", [1], { $0.makeOpacity($1[0]) }), ("makeAlpha", [1], { $0.makeOpacity($1[0]) }),
    ("makeScale", [1], { $0.makeScale($1[0]) }), ("makeScaleX", [1], { $0.makeScaleX($1[0]) }),
    ("makeScaleY", [1], { $0.makeScaleY($1[0]) }),
    ("makeRotation", [1], { $0.makeRotation($1[0]) }),
    ("makeCornerRadius", [1], { $0.makeCornerRadius($1[0]) }),
    ("makeStrokeWidth", [1], { $0.makeStrokeWidth($1[0]) }),
    ("makeBorderWidth", [1], { $0.makeStrokeWidth($1[0]) }),
    ("makeSkewX", [1], { $0.makeSkewX($1[0]) }), ("makeSkewY", [1], { $0.makeSkewY($1[0]) }),
    ("makeTrimStart", [1], { $0.makeTrimStart($1[0]) }), ("makeTrimEnd", [1], { $0.makeTrimEnd($1[0]) }),
    ("makeAnchor", [2], { $0.makeAnchor($1[0], $1[1]) }),
    ("moveX", [1], { $0.moveX($1[0]) }), ("moveY", [1], { $0.moveY($1[0]) }),
    ("moveXY", [2], { $0.moveXY($1[0], $1[1]) }),
    ("moveWidth", [1], { $0.moveWidth($1[0]) }), ("moveHeight", [1], { $0.moveHeight($1[0]) }),
    ("movePolar", [2], { $0.movePolar($1[0], $1[1]) }),
    ("moveOpacity", [1], { $0.moveOpacity($1[0]) }),
    ("rotate", [1], { $0.rotate($1[0]) }), ("rotateZ", [1], { $0.rotate($1[0]) }),
    ("transformX", [1], { $0.transformX($1[0]) }), ("transformY", [1], { $0.transformY($1[0]) }),
    ("transformXY", [2], { $0.transformXY($1[0], $1[1]) }),
    ("transformScale", [1], { $0.transformScale($1[0]) }),
    ("transformScaleX", [1], { $0.transformScaleX($1[0]) }),
    ("transformScaleY", [1], { $0.transformScaleY($1[0]) }),
    ("thenAfter", [1], { $0.thenAfter($1[0]) }),
    ("wait", [1], { $0.wait($1[0]) }), ("delay", [1], { $0.wait($1[0]) }),
    ("springPhysics", [2], { $0.spring(SpringParameters(bounciness: $1[0], speed: $1[1])) }),
    (
      "springStiffness", [2, 3],
      { $0.spring(SpringParameters(stiffness: $1[0], damping: $1[1], mass: $1.count > 2 ? $1[2] : 1)) }
    ),
  ]

  /// Operations without arguments.
  static let keywords: [(name: String, apply: @Sendable (ChainBuilder) -> ChainBuilder)] =
    [
      ("linear", { @Sendable in $0.linear }), ("transformIdentity", { @Sendable in $0.transformIdentity }),
      ("anchorCenter", { $0.anchorCenter }), ("anchorDefault", { $0.anchorCenter }),
      ("anchorTopLeft", { $0.anchorTopLeft }), ("anchorTopRight", { $0.anchorTopRight }),
      ("anchorBottomLeft", { $0.anchorBottomLeft }), ("anchorBottomRight", { $0.anchorBottomRight }),
      ("anchorTop", { $0.anchorTop }), ("anchorBottom", { $0.anchorBottom }),
      ("anchorLeft", { $0.anchorLeft }), ("anchorRight", { $0.anchorRight }),
    ]
    + PennerEasing.keywords.map { k in (k.keyword, { @Sendable b in b.easing(k.easing) }) }
    + PennerEasing.allCases.filter { $0 != .linear }.map { e in (e.rawValue, { @Sendable b in b.easing(e) }) }

  static let colorOps = ["makeFill", "makeBackground", "makeColor", "makeStroke", "makeBorderColor"]
  static let pathOps = ["moveOnPath", "moveAndRotateOnPath", "moveAndReverseRotateOnPath"]
  static let special = ["repeat", "animate", "animateWithRepeat", "easing"]

  /// Operations whose arguments are durations in seconds.
  static let durationOps: Set<String> = ["thenAfter", "wait", "delay", "animate"]

  package static var allNames: [String] {
    numeric.map(\.name) + keywords.map(\.name) + colorOps + pathOps + special
  }

  package static func apply(_ call: ChainParser.Call, to builder: ChainBuilder) -> Result<Outcome, ChainParseError> {
    let name = call.name
    func fail(_ message: String, _ hint: String? = nil, at offset: Int? = nil) -> Result<Outcome, ChainParseError> {
      .failure(ChainParseError(message: message, offset: offset ?? call.offset, hint: hint))
    }
    func numbers() -> [Double]? {
      var result: [Double] = []
      for arg in call.args {
        guard case .number(let v) = arg.value else { return nil }
        result.append(v)
      }
      return result
    }
    // Every number is finite and in range before any use (and before any Int conversion):
    // durations within a scene's longest duration, everything else within ±maxChainNumber.
    for (k, arg) in call.args.enumerated() {
      guard case .number(let v) = arg.value else { continue }
      // Repeat counts are checked by repeatCount(_:at:), with their own message.
      let isCount =
        (name == "repeat" || name == "animateWithRepeat") && k == call.args.count - 1 && (name == "repeat" || k == 1)
      if isCount { continue }
      let isDuration =
        durationOps.contains(name)
        || ((name == "repeat" || name == "animateWithRepeat") && k == 0 && call.args.count == 2)
      if isDuration {
        if !v.isFinite || v < 0 || v > SceneLimits.maxDuration {
          return fail(
            "'\(name)' takes a duration from 0 to \(DiagnosticFormat.count(Int(SceneLimits.maxDuration))) seconds, found \(DiagnosticFormat.number(v))",
            "a scene lasts at most 24 hours (SceneLimits.maxDuration)", at: arg.offset)
        }
      } else if !v.isFinite || abs(v) > SceneLimits.maxChainNumber {
        return fail(
          "'\(name)' takes numbers within ±\(DiagnosticFormat.count(Int(SceneLimits.maxChainNumber))), found \(DiagnosticFormat.number(v))",
          "larger values only move layers off any canvas (SceneLimits.maxChainNumber)", at: arg.offset)
      }
    }
    func repeatCount(_ value: Double, at offset: Int) -> Result<Int, ChainParseError> {
      guard value == value.rounded(), let n = CheckedConversion.int(value, in: 1...SceneLimits.maxRepeatCount) else {
        return .failure(
          ChainParseError(
            message:
              "repeat count must be a whole number from 1 to \(DiagnosticFormat.count(SceneLimits.maxRepeatCount)), found \(DiagnosticFormat.number(value))",
            offset: offset,
            hint:
              "each run is compiled separately (SceneLimits.maxRepeatCount); use a longer link or a keyframe animation")
        )
      }
      return .success(n)
    }
    if let keyword = keywords.first(where: { $0.name == name }) {
      guard !call.hasParens || call.args.isEmpty else { return fail("'\(name)' takes no arguments", "write .\(name)") }
      return .success(.builder(keyword.apply(builder)))
    }
    if let op = numeric.first(where: { $0.name == name }) {
      guard let values = numbers() else { return fail("'\(name)' takes numbers only") }
      guard op.arities.contains(values.count) else {
        let counts = op.arities.map(String.init).joined(separator: " or ")
        return fail("'\(name)' takes \(counts) number(s), found \(values.count)")
      }
      return .success(.builder(op.apply(builder, values)))
    }
    if colorOps.contains(name) {
      guard call.args.count == 1, case .text(let text) = call.args[0].value else {
        return fail("'\(name)' takes one colour", "write \(name)(\"#ff8800\")")
      }
      guard let color = ColorParser.parse(text) else {
        return fail("'\(text)' is not a colour", "write '#rrggbb' or a CSS name", at: call.args[0].offset)
      }
      let isStroke = name == "makeStroke" || name == "makeBorderColor"
      return .success(.builder(isStroke ? builder.makeStroke(color) : builder.makeFill(color)))
    }
    if pathOps.contains(name) {
      guard (1...2).contains(call.args.count), case .text(let data) = call.args[0].value else {
        return fail("'\(name)' takes SVG path data in quotes", "write \(name)(\"M0 0 L100 0\")")
      }
      switch PathDataParser.parse(data) {
      case .failure(let error):
        return fail("bad path data: \(error.message)", nil, at: call.args[0].offset + 1 + error.offset)
      case .success(let segments):
        var rotation = ChainOperation.PathRotation.none
        if name == "moveAndRotateOnPath" { rotation = .auto }
        if name == "moveAndReverseRotateOnPath" { rotation = .reverse }
        if call.args.count == 2 {
          switch call.args[1].value {
          case .word("true"), .number(1): rotation = .auto
          case .word("false"), .number(0): rotation = .none
          default:
            return fail("the second argument of \(name) is autoRotate: true or false", nil, at: call.args[1].offset)
          }
        }
        return .success(.builder(builder.adding(.moveOnPath(FlattenedPath(segments), rotation: rotation), text: name)))
      }
    }
    switch name {
    case "easing":
      guard call.args.count == 1, case .text(let text) = call.args[0].value else {
        return fail("'easing' takes one easing in quotes", "write easing(\"cubic-bezier(0.2, 0, 0, 1)\")")
      }
      switch TimingFunctionParser.parse(text) {
      case .success(let timing): return .success(.builder(builder.easing(timing)))
      case .failure(let f): return fail(f.message, f.hint, at: call.args[0].offset)
      }
    case "repeat":
      guard let values = numbers(), values.count == 1 || values.count == 2 else {
        return fail("'repeat' takes a count, or a duration and a count", "write repeat(3) or repeat(0.5, 3)")
      }
      let count: Int
      switch repeatCount(values.last ?? 1, at: call.args[call.args.count - 1].offset) {
      case .success(let n): count = n
      case .failure(let error): return .failure(error)
      }
      return .success(.builder(values.count == 1 ? builder.repeat(count) : builder.repeat(values[0], count)))
    case "animate":
      guard let values = numbers(), values.count == 1, values[0] >= 0 else {
        return fail("'animate' takes one duration in seconds", "write animate(1.0)")
      }
      return .success(.chain(builder.animate(values[0])))
    case "animateWithRepeat":
      guard let values = numbers(), values.count == 2, values[1] >= 1 else {
        return fail("'animateWithRepeat' takes a duration and a count", "write animateWithRepeat(0.5, 3)")
      }
      switch repeatCount(values[1], at: call.args[1].offset) {
      case .success(let count): return .success(.chain(builder.animateWithRepeat(values[0], count)))
      case .failure(let error): return .failure(error)
      }
    default:
      return fail("unknown chain operation '\(name)'", Suggestion.hint(for: name, in: allNames, noun: "operations"))
    }
  }
}
