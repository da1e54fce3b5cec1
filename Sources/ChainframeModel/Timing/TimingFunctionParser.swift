/// Parses easing text written in scene files and chains.
///
/// Accepted: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`,
/// `step-end`, `cubic-bezier(x1, y1, x2, y2)`, `steps(n[, position])`, `linear(…)`, the 30
/// Penner names (`easeOutBounce`) and JH's keywords (`easeIn`, `easeOut`, `easeInOut`,
/// `easeBack`, `spring` → easeOutElastic, `bounce` → easeOutBounce).
package enum TimingFunctionParser {
  /// Every plain name, for did-you-mean suggestions.
  package static let names: [String] =
    ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"]
    + PennerEasing.allCases.filter { $0 != .linear }.map(\.rawValue)
    + PennerEasing.keywords.map(\.keyword)

  /// Why a timing function could not be parsed.
  package struct Failure: Error, Sendable {
    /// What was wrong.
    package var message: String
    /// How to fix it.
    package var hint: String
  }

  /// The timing function written as `text`.
  package static func parse(_ text: String) -> Result<TimingFunction, Failure> {
    let s = TextSearch.trimmingWhitespace(text)
    switch s {
    case "linear": return .success(.linear)
    case "ease": return .success(.cssEase)
    case "ease-in": return .success(.cssEaseIn)
    case "ease-out": return .success(.cssEaseOut)
    case "ease-in-out": return .success(.cssEaseInOut)
    case "step-start": return .success(.steps(1, .jumpStart))
    case "step-end": return .success(.steps(1, .jumpEnd))
    default: break
    }
    if let penner = PennerEasing.named(s) { return .success(.penner(penner)) }
    guard let open = s.firstIndex(of: "("), s.hasSuffix(")") else {
      return .failure(
        Failure(
          message: "unknown easing '\(s)'",
          hint: Suggestion.hint(for: s, in: names, noun: "easings")))
    }
    let name = s[..<open].trimmingCharacters(in: .whitespaces)
    let body = String(s[s.index(after: open)..<s.index(before: s.endIndex)])
    let args = body.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    switch name {
    case "cubic-bezier": return cubicBezier(args)
    case "steps": return steps(args)
    case "linear": return linearPoints(args)
    default:
      return .failure(
        Failure(
          message: "unknown easing function '\(name)(…)'",
          hint: "use cubic-bezier(x1, y1, x2, y2), steps(n, jump-end) or linear(0, 0.5, 1)"))
    }
  }

  static func cubicBezier(_ args: [String]) -> Result<TimingFunction, Failure> {
    let numbers = args.compactMap { Double($0) }.filter(\.isFinite)
    guard args.count == 4, numbers.count == 4 else {
      return .failure(
        Failure(message: "cubic-bezier needs 4 numbers", hint: "write cubic-bezier(0.42, 0, 0.58, 1)"))
    }
    guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
      return .failure(
        Failure(
          message: "cubic-bezier x1 and x2 must be in 0...1 (found \(numbers[0]) and \(numbers[2]))",
          hint: "only the y values may leave 0...1 (for overshoot)"))
    }
    return .success(.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
  }

  static func steps(_ args: [String]) -> Result<TimingFunction, Failure> {
    guard (1...2).contains(args.count), let count = Int(args[0]) else {
      return .failure(Failure(message: "steps needs a whole number of steps", hint: "write steps(4, jump-end)"))
    }
    var position = StepPosition.jumpEnd
    if args.count == 2 {
      switch args[1] {
      case "start": position = .jumpStart
      case "end": position = .jumpEnd
      default:
        guard let p = StepPosition(rawValue: args[1]) else {
          return .failure(
            Failure(
              message: "unknown step position '\(args[1])'",
              hint: Suggestion.hint(
                for: args[1], in: StepPosition.allCases.map(\.rawValue) + ["start", "end"],
                noun: "positions")))
        }
        position = p
      }
    }
    let minimum = position == .jumpNone ? 2 : 1
    guard count >= minimum else {
      return .failure(
        Failure(
          message: "steps(\(count), \(position.rawValue)) needs at least \(minimum) step(s)", hint: "use a larger count"
        ))
    }
    return .success(.steps(count, position))
  }

  /// CSS Easing Level 2 `linear()`: each argument is `output [input% [input%]]`; missing
  /// inputs are spread evenly between known ones, and inputs never go backwards.
  static func linearPoints(_ args: [String]) -> Result<TimingFunction, Failure> {
    var raw: [(output: Double, input: Double?)] = []
    for arg in args {
      let parts = arg.split(separator: " ").map(String.init)
      guard let output = parts.first.flatMap(Double.init), output.isFinite, parts.count <= 3 else {
        return .failure(Failure(message: "bad linear() point '\(arg)'", hint: "write linear(0, 0.25 75%, 1)"))
      }
      if parts.count == 1 { raw.append((output, nil)) }
      for part in parts.dropFirst() {
        guard part.hasSuffix("%"), let percent = Double(part.dropLast()), percent.isFinite else {
          return .failure(Failure(message: "bad linear() input '\(part)'", hint: "inputs are percentages such as 50%"))
        }
        raw.append((output, percent / 100))
      }
    }
    guard raw.count >= 2 else {
      return .failure(Failure(message: "linear() needs at least 2 points", hint: "write linear(0, 1)"))
    }
    if raw[0].input == nil { raw[0].input = 0 }
    if raw[raw.count - 1].input == nil { raw[raw.count - 1].input = 1 }
    // Inputs never decrease.
    var largest = raw[0].input ?? 0
    for i in raw.indices {
      if let input = raw[i].input {
        largest = max(largest, input)
        raw[i].input = largest
      }
    }
    // Spread runs of missing inputs evenly.
    var i = 0
    while i < raw.count {
      if raw[i].input == nil {
        var j = i
        while raw[j].input == nil { j += 1 }
        let a = raw[i - 1].input ?? 0
        let b = raw[j].input ?? 1
        let gaps = Double(j - i + 1)
        for k in i..<j { raw[k].input = a + (b - a) * Double(k - i + 1) / gaps }
        i = j
      }
      i += 1
    }
    return .success(.piecewiseLinear(raw.map { LinearEasingPoint(input: $0.input ?? 0, output: $0.output) }))
  }
}
