/// Why the preview server refused a request, with the HTTP status it answers.
///
/// Messages are written for the person reading the response body or the server's log; they
/// never repeat the client's bytes, so a request cannot inject text into either.
package enum PreviewHTTPError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The request line is longer than the limit (414).
  case requestLineTooLong(limit: Int)
  /// The header lines together are longer than the limit, or too many (431).
  case headersTooLarge(limit: Int)
  /// Too many header lines (431).
  case tooManyHeaders(limit: Int)
  /// The request head does not follow HTTP/1.1's syntax (400); the reason names the rule.
  case malformed(String)
  /// Not HTTP/1.0 or HTTP/1.1 (505).
  case unsupportedVersion
  /// A method other than GET or HEAD (405).
  case methodNotAllowed
  /// A request body was announced; the preview takes none (413).
  case bodyNotAccepted
  /// No `Host` header, or more than one (400).
  case missingHost
  /// The `Host` header names something other than the addresses the preview serves (403):
  /// what a DNS-rebinding page would send.
  case forbiddenHost
  /// The `Origin` header names another site (403).
  case forbiddenOrigin
  /// The request head did not arrive within the time limit (408).
  case timedOut(seconds: Double)
  /// The server is serving as many connections as it allows (503).
  case tooManyConnections(limit: Int)

  /// The HTTP status code answered.
  package var status: Int {
    switch self {
    case .requestLineTooLong: 414
    case .headersTooLarge, .tooManyHeaders: 431
    case .malformed, .missingHost: 400
    case .unsupportedVersion: 505
    case .methodNotAllowed: 405
    case .bodyNotAccepted: 413
    case .forbiddenHost, .forbiddenOrigin: 403
    case .timedOut: 408
    case .tooManyConnections: 503
    }
  }

  /// One line for the response body and logs.
  package var description: String {
    switch self {
    case .requestLineTooLong(let limit):
      "the request line is longer than \(limit) bytes; the preview's addresses are short"
    case .headersTooLarge(let limit):
      "the request headers are larger than \(limit) bytes; clear this site's cookies or send fewer headers"
    case .tooManyHeaders(let limit): "the request has more than \(limit) header lines"
    case .malformed(let reason): "malformed request: \(reason)"
    case .unsupportedVersion: "only HTTP/1.0 and HTTP/1.1 are served"
    case .methodNotAllowed: "only GET and HEAD are served"
    case .bodyNotAccepted: "the preview takes no request body"
    case .missingHost: "the request needs exactly one Host header"
    case .forbiddenHost:
      "the Host header is not an address this preview serves; open it as http://127.0.0.1:PORT/ or http://localhost:PORT/"
    case .forbiddenOrigin: "requests from other sites are refused"
    case .timedOut(let seconds): "the request head did not arrive within \(NumberText.short(seconds)) s"
    case .tooManyConnections(let limit): "the preview already serves \(limit) connections; try again"
    }
  }
}
