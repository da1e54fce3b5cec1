import Foundation

/// Why the preview server could not start.
package enum PreviewServerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The listening address is not a dotted-quad IPv4 address.
  case invalidAddress(String)
  /// The socket could not be opened, bound or put to listening (the port is taken, say).
  case cannotListen(host: String, port: Int, reason: String)

  /// One line for the user (the address is left out: callers name it once, in their context).
  package var description: String {
    switch self {
    case .invalidAddress(let host): "\(host.debugDescription) is not an IPv4 address such as 127.0.0.1"
    case .cannotListen(_, _, let reason): "the socket cannot listen: \(reason)"
    }
  }

  /// The error for the C library's current `errno`.
  static func listen(host: String, port: Int) -> PreviewServerError {
    .cannotListen(host: host, port: port, reason: String(cString: strerror(errno)))
  }
}
