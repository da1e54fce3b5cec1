import ChainframeModel

/// Typed readers for scalar values; each reports a problem and returns nil on bad input.
extension DecodingContext {
  func number(_ node: SceneNode, _ path: @autoclosure () -> String, in range: ClosedRange<Double>? = nil)
    -> Double?
  {
    // YAML scalars arrive trimmed; only quoted ones may carry spaces.
    // Only text starting with '.', '-' or '+' can be one of YAML's NaN/infinity spellings.
    if case .scalar(let text, false) = node.kind, let first = text.utf8.first,
      first == UInt8(ascii: ".") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+"),
      [".nan", ".inf", "-.inf", "+.inf"].contains(text.lowercased())
    {
      report(
        node, path(), "expected a finite number, found \(UserText.quoted(text))",
        hint: "NaN and infinity are not allowed; write a number")
      return nil
    }
    guard case .scalar(let text, _) = node.kind, !node.isNull,
      let value = Double(text) ?? Double(text.trimmingCharacters(in: .whitespaces))
    else {
      report(node, path(), "expected a number, found \(node.summary)")
      return nil
    }
    guard value.isFinite else {
      report(node, path(), "expected a finite number, found \(node.summary)")
      return nil
    }
    if let range, !range.contains(value) {
      report(
        node, path(), "\(Self.format(value)) is out of range",
        hint: "use a value from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
      return nil
    }
    return value
  }

  func integer(_ node: SceneNode, _ path: @autoclosure () -> String, in range: ClosedRange<Int>) -> Int? {
    guard let value = number(node, path()) else { return nil }
    guard value == value.rounded(), abs(value) < 1e15 else {
      report(node, path(), "expected a whole number, found \(node.summary)")
      return nil
    }
    guard range.contains(Int(value)) else {
      report(
        node, path(), "\(Int(value)) is out of range",
        hint: "use a value from \(range.lowerBound) to \(range.upperBound)")
      return nil
    }
    return Int(value)
  }

  func bool(_ node: SceneNode, _ path: @autoclosure () -> String) -> Bool? {
    if case .scalar(let text, let quoted) = node.kind, !quoted {
      switch text {
      case "true", "True", "TRUE", "yes", "Yes", "on": return true
      case "false", "False", "FALSE", "no", "No", "off": return false
      default: break
      }
    }
    report(node, path(), "expected true or false, found \(node.summary)")
    return nil
  }

  func string(_ node: SceneNode, _ path: @autoclosure () -> String) -> String? {
    guard case .scalar(let text, _) = node.kind, !node.isNull else {
      report(node, path(), "expected a string, found \(node.summary)")
      return nil
    }
    return text
  }

  func pair(_ node: SceneNode, _ path: @autoclosure () -> String, in range: ClosedRange<Double>? = nil) -> Vector2? {
    guard case .sequence(let items) = node.kind, items.count == 2 else {
      report(node, path(), "expected a pair [x, y], found \(node.summary)", hint: "write [x, y]")
      return nil
    }
    let x = number(items[0], "\(path())[0]", in: range)
    let y = number(items[1], "\(path())[1]", in: range)
    guard let x, let y else { return nil }
    return Vector2(x, y)
  }

  func color(_ node: SceneNode, _ path: @autoclosure () -> String) -> Color? {
    guard case .scalar(let text, _) = node.kind, !node.isNull else {
      report(node, path(), "expected a colour, found \(node.summary)", hint: "write '#rrggbb'")
      return nil
    }
    guard let color = ColorParser.parse(text) else {
      let names = CSSColorNames.table.keys.sorted()
      let suggestion = Suggestion.closest(to: text, in: names).map { "did you mean '\($0)'? " }
      report(
        node, path(), "\(UserText.quoted(text)) is not a colour",
        hint: (suggestion ?? "")
          + "write '#rgb', '#rrggbb', '#rrggbbaa', 'rgb(255 128 0)', 'hsl(30 100% 50%)' or a CSS name such as 'white'")
      return nil
    }
    return color
  }

  static func format(_ value: Double) -> String { DiagnosticFormat.number(value) }
}

extension DecodingContext {
  /// Reads one of an enumeration's names, suggesting the closest on a typo.
  func choice<T: RawRepresentable & CaseIterable>(
    _ node: SceneNode, _ path: @autoclosure () -> String, _ type: T.Type, noun: String
  ) -> T?
  where T.RawValue == String {
    guard let text = string(node, path()) else { return nil }
    if let value = T(rawValue: text) { return value }
    report(
      node, path(), "unknown \(noun) \(UserText.quoted(text))",
      hint: Suggestion.hint(for: text, in: T.allCases.map(\.rawValue), noun: "\(noun)s"))
    return nil
  }

  /// Reads a list of numbers.
  func numbers(
    _ node: SceneNode, _ path: @autoclosure () -> String, in range: ClosedRange<Double>? = nil, count: ClosedRange<Int>
  )
    -> [Double]?
  {
    guard case .sequence(let items) = node.kind, count.contains(items.count) else {
      report(
        node, path(),
        "expected a list of \(count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)") numbers, found \(node.summary)"
      )
      return nil
    }
    let values = items.enumerated().map { number($1, "\(path())[\($0)]", in: range) }
    guard values.allSatisfy({ $0 != nil }) else { return nil }
    return values.compactMap { $0 }
  }
}
