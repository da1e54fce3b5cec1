/// Which `Host` and `Origin` values the preview answers: the names of the address it listens
/// on, so a page from another site cannot read frames through DNS rebinding.
///
/// On a loopback address (127.0.0.1, the default) that is `127.0.0.1:PORT`, `localhost:PORT`
/// and `[::1]:PORT` (without the port too when it is 80), any letter case. Listening on another
/// address (`--host`), any IPv4 literal with the port is accepted as well: a rebinding attack
/// needs a DNS name, and the machine's own addresses cannot be listed for `0.0.0.0`.
package struct PreviewHostPolicy: Sendable, Equatable {
  /// The port the server listens on.
  package let port: Int
  /// Whether IPv4 literals other than 127.0.0.1 are accepted (a non-loopback listening address).
  package let acceptsAddressLiterals: Bool

  /// The policy for a server on `host` (an IPv4 address) and `port`.
  package init(host: String, port: Int) {
    self.port = port
    acceptsAddressLiterals = !(PreviewHostPolicy.ipv4(host).map { $0[0] == 127 } ?? false)
  }

  /// Whether a `Host` header value names this server.
  package func allowsHost(_ value: String) -> Bool {
    let lower = value.lowercased()
    let (name, portText): (Substring, Substring?)
    if lower.hasPrefix("[") {
      guard let close = lower.firstIndex(of: "]") else { return false }
      name = lower[...close]
      let rest = lower[lower.index(after: close)...]
      guard rest.isEmpty || rest.hasPrefix(":") else { return false }
      portText = rest.isEmpty ? nil : rest.dropFirst()
    } else if let colon = lower.firstIndex(of: ":") {
      name = lower[..<colon]
      portText = lower[lower.index(after: colon)...]
    } else {
      name = Substring(lower)
      portText = nil
    }
    if let portText {
      guard portText.count <= 5, portText.allSatisfy(\.isASCII), let n = Int(portText), n == port,
        portText.allSatisfy(\.isNumber)
      else { return false }
    } else if port != 80 {
      return false
    }
    switch name {
    case "127.0.0.1", "localhost", "[::1]": return true
    default: return acceptsAddressLiterals && PreviewHostPolicy.ipv4(String(name)) != nil
    }
  }

  /// Whether an `Origin` header value is this server's own origin (`http://` and an allowed host).
  package func allowsOrigin(_ value: String) -> Bool {
    let lower = value.lowercased()
    guard lower.hasPrefix("http://") else { return false }
    let authority = lower.dropFirst("http://".count)
    guard !authority.contains("/"), !authority.contains("@") else { return false }
    return allowsHost(String(authority))
  }

  /// The four bytes of a dotted-quad IPv4 literal, or nil.
  static func ipv4(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var bytes: [Int] = []
    for part in parts {
      guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(part), n <= 255
      else { return nil }
      bytes.append(n)
    }
    return bytes
  }
}
