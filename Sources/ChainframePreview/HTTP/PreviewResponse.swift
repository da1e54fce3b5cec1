/// One response of the preview server; every response closes its connection.
package struct PreviewResponse: Sendable, Equatable {
  /// The status code.
  package var status: Int
  /// The `Content-Type`.
  package var contentType: String
  /// The body (left out of the bytes sent for a HEAD request).
  package var body: [UInt8]
  /// Whether the client may cache the body (`Cache-Control: no-store` when false).
  package var cacheable: Bool

  /// A response.
  package init(status: Int, contentType: String, body: [UInt8], cacheable: Bool = false) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.cacheable = cacheable
  }

  /// A plain-text refusal for `error`.
  package init(error: PreviewHTTPError) {
    self.init(
      status: error.status, contentType: "text/plain; charset=utf-8", body: Array((error.description + "\n").utf8))
  }

  /// The bytes on the wire: status line, headers and (unless `head`) the body.
  package func encoded(head: Bool = false) -> [UInt8] {
    var text = "HTTP/1.1 \(status) \(PreviewResponse.reason(status))\r\n"
    text += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
    text += "Cache-Control: \(cacheable ? "max-age=0" : "no-store")\r\n"
    text += "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
    var bytes = Array(text.utf8)
    if !head { bytes += body }
    return bytes
  }

  /// The reason phrase of the statuses the preview uses.
  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Status"
    }
  }
}
