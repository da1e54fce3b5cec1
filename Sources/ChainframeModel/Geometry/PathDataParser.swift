/// Parses SVG path data (`d` attribute) into absolute ``PathSegment``s.
///
/// The full SVG 1.1 grammar: M/m, L/l, H/h, V/v, C/c, S/s, Q/q, T/t, A/a, Z/z, implicit
/// repeated commands, numbers such as `-.5e2` and `1.5.5`, and packed arc flags (`a1 1 0 01`).
package enum PathDataParser {
  /// Why path data was rejected: a message and the character offset where it went wrong.
  package struct Failure: Error, Sendable, Hashable {
    /// What was wrong.
    package var message: String
    /// Offset in characters (Unicode scalars) from the start of the data.
    package var offset: Int
  }

  /// Parses `data`.
  package static func parse(_ data: String) -> Result<[PathSegment], Failure> {
    var scanner = Scanner(scalars(of: data))
    var segments: [PathSegment] = []
    var current = Vector2(0, 0)
    var subpathStart = Vector2(0, 0)
    var lastCubicControl: Vector2?
    var lastQuadControl: Vector2?
    var command: Unicode.Scalar?
    while true {
      scanner.skipSeparators()
      if scanner.isAtEnd { break }
      let c = scanner.peek()
      if let c, Scanner.isLetter(c), c != "e", c != "E" {
        command = c
        scanner.advance()
      } else if command == nil {
        return .failure(Failure(message: "path data must start with a command such as M", offset: scanner.index))
      } else if command == "z" || command == "Z" {
        return .failure(Failure(message: "unexpected number after Z", offset: scanner.index))
      }
      guard let cmd = command else { break }
      // Commands are ASCII; Unicode's property tables are asked only for anything else.
      let relative = cmd.isASCII ? (cmd.value >= 0x61 && cmd.value <= 0x7A) : cmd.properties.isLowercase
      func point() throws(Failure) -> Vector2 {
        let x = try scanner.number()
        let y = try scanner.number()
        return relative ? Vector2(current.x + x, current.y + y) : Vector2(x, y)
      }
      do {
        switch cmd {
        case "M", "m":
          current = try point()
          subpathStart = current
          segments.append(.move(current))
          // Further pairs after a moveto are implicit linetos.
          command = relative ? "l" : "L"
          lastCubicControl = nil
          lastQuadControl = nil
        case "L", "l":
          current = try point()
          segments.append(.line(current))
          lastCubicControl = nil
          lastQuadControl = nil
        case "H", "h":
          let x = try scanner.number()
          current = Vector2(relative ? current.x + x : x, current.y)
          segments.append(.line(current))
          lastCubicControl = nil
          lastQuadControl = nil
        case "V", "v":
          let y = try scanner.number()
          current = Vector2(current.x, relative ? current.y + y : y)
          segments.append(.line(current))
          lastCubicControl = nil
          lastQuadControl = nil
        case "C", "c":
          let c1 = try point()
          let c2 = try point()
          let end = try point()
          segments.append(.cubic(c1, c2, end))
          current = end
          lastCubicControl = c2
          lastQuadControl = nil
        case "S", "s":
          let c1 = lastCubicControl.map { Vector2(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
          let c2 = try point()
          let end = try point()
          segments.append(.cubic(c1, c2, end))
          current = end
          lastCubicControl = c2
          lastQuadControl = nil
        case "Q", "q":
          let c1 = try point()
          let end = try point()
          segments.append(.quad(c1, end))
          current = end
          lastQuadControl = c1
          lastCubicControl = nil
        case "T", "t":
          let c1 = lastQuadControl.map { Vector2(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
          let end = try point()
          segments.append(.quad(c1, end))
          current = end
          lastQuadControl = c1
          lastCubicControl = nil
        case "A", "a":
          let rx = try scanner.number()
          let ry = try scanner.number()
          let rotation = try scanner.number()
          let large = try scanner.flag()
          let sweep = try scanner.flag()
          let end = try point()
          segments.append(.arc(rx: abs(rx), ry: abs(ry), rotation: rotation, largeArc: large, sweep: sweep, to: end))
          current = end
          lastCubicControl = nil
          lastQuadControl = nil
        case "Z", "z":
          segments.append(.close)
          current = subpathStart
          lastCubicControl = nil
          lastQuadControl = nil
        default:
          return .failure(Failure(message: "unknown path command '\(cmd)'", offset: scanner.index - 1))
        }
      } catch {
        return .failure(error)
      }
    }
    if segments.isEmpty {
      return .failure(Failure(message: "path data is empty", offset: 0))
    }
    return .success(segments)
  }

  /// The Unicode scalars of `data`: straight from its bytes when they are all ASCII (path
  /// data nearly always is), else decoded.
  private static func scalars(of data: String) -> [Unicode.Scalar] {
    let ascii = data.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
      var out: [Unicode.Scalar] = []
      out.reserveCapacity(bytes.count)
      for b in bytes {
        guard b < 0x80 else { return nil }
        out.append(Unicode.Scalar(b))
      }
      return out
    }
    return (ascii ?? nil) ?? Array(data.unicodeScalars)
  }

  struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }
    var isAtEnd: Bool { index >= scalars.count }
    func peek() -> Unicode.Scalar? { isAtEnd ? nil : scalars[index] }
    mutating func advance() { index += 1 }
    mutating func skipSeparators() {
      while let c = peek(), c == " " || c == "," || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    mutating func flag() throws(Failure) -> Bool {
      skipSeparators()
      guard let c = peek(), c == "0" || c == "1" else {
        throw Failure(message: "expected an arc flag (0 or 1)", offset: index)
      }
      advance()
      return c == "1"
    }

    /// True for a letter (ASCII checked directly: path data is ASCII in practice).
    static func isLetter(_ c: Unicode.Scalar) -> Bool {
      if c.isASCII { return (c.value | 0x20) >= 0x61 && (c.value | 0x20) <= 0x7A }
      return c.properties.isAlphabetic
    }

    /// A number without an exponent, read exactly when ``ExactDecimal`` can; nil with the
    /// position unchanged otherwise, for the general reader. Translated Lottie files are
    /// nearly all path data, and nearly all its numbers are such numbers.
    private mutating func plainNumber() -> Double? {
      var p = index
      var negative = false
      if p < scalars.count, scalars[p] == "+" || scalars[p] == "-" {
        negative = scalars[p] == "-"
        p += 1
      }
      var mantissa: UInt64 = 0
      var digits = 0
      var fraction = 0
      var sawDot = false
      while p < scalars.count {
        let c = scalars[p]
        if Scanner.isDigit(c) {
          guard digits < ExactDecimal.maxDigits else { return nil }
          mantissa = mantissa * 10 + UInt64(c.value - 0x30)
          digits += 1
          if sawDot { fraction += 1 }
        } else if c == "." && !sawDot {
          sawDot = true
        } else {
          break
        }
        p += 1
      }
      guard digits > 0, p >= scalars.count || (scalars[p] != "e" && scalars[p] != "E"),
        let value = ExactDecimal.value(mantissa: mantissa, fractionDigits: fraction, negative: negative)
      else { return nil }
      index = p
      return value
    }

    /// True for an ASCII digit, 0…9 (the only digits a number may hold).
    static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }

    mutating func number() throws(Failure) -> Double {
      skipSeparators()
      if let value = plainNumber() { return value }
      let start = index
      // The number's characters, all ASCII; short enough to stay in a small string.
      var text: [UInt8] = []
      text.reserveCapacity(24)
      if let c = peek(), c == "+" || c == "-" {
        text.append(UInt8(c.value))
        advance()
      }
      var sawDigit = false
      var sawDot = false
      while let c = peek() {
        if Scanner.isDigit(c) {
          sawDigit = true
        } else if c == "." && !sawDot {
          sawDot = true
        } else {
          break
        }
        text.append(UInt8(c.value))
        advance()
      }
      if sawDigit, let c = peek(), c == "e" || c == "E" {
        var exponent: [UInt8] = [UInt8(c.value)]
        var probe = index + 1
        if probe < scalars.count, scalars[probe] == "+" || scalars[probe] == "-" {
          exponent.append(UInt8(scalars[probe].value))
          probe += 1
        }
        var digits = false
        while probe < scalars.count, Scanner.isDigit(scalars[probe]) {
          exponent.append(UInt8(scalars[probe].value))
          probe += 1
          digits = true
        }
        if digits {
          text += exponent
          index = probe
        }
      }
      guard sawDigit, let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
        throw Failure(message: "expected a number", offset: start)
      }
      return value
    }
  }
}
