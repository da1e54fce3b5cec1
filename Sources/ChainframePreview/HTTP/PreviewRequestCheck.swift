/// The checks a parsed request head must pass before it is routed: method, body, `Host` and
/// `Origin`.
package enum PreviewRequestCheck {
  /// The first rule `head` breaks under `policy`, or nil when it may be served.
  package static func violation(_ head: HTTPRequestHead, policy: PreviewHostPolicy) -> PreviewHTTPError? {
    guard head.method == "GET" || head.method == "HEAD" else { return .methodNotAllowed }
    if !head.values(of: "Transfer-Encoding").isEmpty { return .bodyNotAccepted }
    for length in head.values(of: "Content-Length") where length != "0" { return .bodyNotAccepted }
    let hosts = head.values(of: "Host")
    guard hosts.count == 1, let host = hosts.first else { return .missingHost }
    guard policy.allowsHost(host) else { return .forbiddenHost }
    let origins = head.values(of: "Origin")
    guard origins.count <= 1 else { return .forbiddenOrigin }
    if let origin = origins.first, !policy.allowsOrigin(origin) { return .forbiddenOrigin }
    return nil
  }
}
