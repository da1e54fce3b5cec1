/// Reads a request head (request line, header lines, blank line) from bytes as they arrive.
///
/// Each byte is looked at once, so time is linear in the bytes given; it keeps at most one line
/// (bounded by the limits) and the parsed header fields, so memory is bounded too. The verdict is
/// reached as soon as a limit is passed: a 10 MB header line is refused after its first 16 KiB.
/// Bytes after the blank line (a body or a pipelined request) are not read.
package struct HTTPHeadParser: Sendable {
  /// What the bytes so far amount to.
  package enum Outcome: Sendable, Equatable {
    /// The head is not complete yet.
    case needMore
    /// The whole head arrived and parsed.
    case complete(HTTPRequestHead)
    /// The head breaks a limit or HTTP's syntax; answer with the error's status and close.
    case rejected(PreviewHTTPError)
  }

  /// The limits applied.
  package let limits: PreviewServerLimits
  private var line: [UInt8] = []
  private var requestLine: (method: String, target: String, minor: Int)?
  private var prefixBytes = 0
  private var headerBytes = 0
  private var fields: [HTTPHeaderField] = []
  private var verdict: Outcome = .needMore

  /// A parser for one request head.
  package init(limits: PreviewServerLimits = .standard) {
    self.limits = limits
  }

  /// Feeds the next bytes; once the outcome is not ``Outcome/needMore`` it no longer changes.
  package mutating func consume(_ bytes: some Sequence<UInt8>) -> Outcome {
    guard verdict == .needMore else { return verdict }
    for byte in bytes {
      step(byte)
      if verdict != .needMore { break }
    }
    return verdict
  }

  private mutating func step(_ byte: UInt8) {
    if requestLine == nil {
      prefixBytes += 1
      // Blank lines before the request line are allowed (RFC 9112 §2.2) but count.
      if prefixBytes > limits.requestLineBytes + 2 {
        verdict = .rejected(.requestLineTooLong(limit: limits.requestLineBytes))
        return
      }
    } else {
      headerBytes += 1
      if headerBytes > limits.headerBytes {
        verdict = .rejected(.headersTooLarge(limit: limits.headerBytes))
        return
      }
    }
    guard byte == UInt8(ascii: "\n") else {
      line.append(byte)
      return
    }
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    let finished = line
    line.removeAll(keepingCapacity: true)
    if requestLine == nil {
      if finished.isEmpty { return }
      parseRequestLine(finished)
    } else if finished.isEmpty {
      guard let requestLine else { return }
      verdict = .complete(
        HTTPRequestHead(
          method: requestLine.method, target: requestLine.target, minorVersion: requestLine.minor, headers: fields))
    } else {
      parseField(finished)
    }
  }

  private mutating func parseRequestLine(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
      verdict = .rejected(.malformed("the request line is not METHOD TARGET VERSION"))
      return
    }
    guard parts[0].allSatisfy(HTTPSyntax.isTokenByte) else {
      verdict = .rejected(.malformed("the method is not a token"))
      return
    }
    guard parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy(HTTPSyntax.isTargetByte) else {
      verdict = .rejected(.malformed("the target is not a path starting with /"))
      return
    }
    let version = Array(parts[2])
    guard version.count == 8, version.starts(with: Array("HTTP/".utf8)), version[6] == UInt8(ascii: "."),
      HTTPSyntax.isDigit(version[5]), HTTPSyntax.isDigit(version[7])
    else {
      verdict = .rejected(.malformed("the version is not HTTP/x.y"))
      return
    }
    guard version[5] == UInt8(ascii: "1") else {
      verdict = .rejected(.unsupportedVersion)
      return
    }
    requestLine = (
      String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self),
      Int(version[7] - UInt8(ascii: "0"))
    )
  }

  private mutating func parseField(_ bytes: [UInt8]) {
    if bytes.first == UInt8(ascii: " ") || bytes.first == UInt8(ascii: "\t") {
      verdict = .rejected(.malformed("folded header lines are not accepted"))
      return
    }
    guard fields.count < limits.headerCount else {
      verdict = .rejected(.tooManyHeaders(limit: limits.headerCount))
      return
    }
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
      bytes[..<colon].allSatisfy(HTTPSyntax.isTokenByte)
    else {
      verdict = .rejected(.malformed("a header line is not NAME: VALUE"))
      return
    }
    var start = colon + 1
    var end = bytes.count
    while start < end, HTTPSyntax.isSpace(bytes[start]) { start += 1 }
    while end > start, HTTPSyntax.isSpace(bytes[end - 1]) { end -= 1 }
    let value = bytes[start..<end]
    guard value.allSatisfy(HTTPSyntax.isFieldValueByte) else {
      verdict = .rejected(.malformed("a header value holds a control character"))
      return
    }
    fields.append(
      HTTPHeaderField(
        name: String(decoding: bytes[..<colon], as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
  }
}
