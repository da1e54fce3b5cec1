/// Serves one connection: reads the request head within the limits, checks it, answers and
/// closes. One request per connection (every response says `Connection: close`).
struct PreviewConnection {
  /// The accepted socket.
  let socket: PreviewSocket
  /// The limits in force.
  let limits: PreviewServerLimits
  /// Which `Host`/`Origin` values are served.
  let policy: PreviewHostPolicy
  /// The routes.
  let router: PreviewRouter

  /// Reads, answers and closes (on the calling thread, which it blocks).
  func serve() {
    let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(limits.headTimeout * 1000)))
    socket.setWriteTimeout(limits.writeTimeout)
    var parser = HTTPHeadParser(limits: limits)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      switch socket.read(into: &buffer, deadline: deadline) {
      case .closed:
        socket.close()
        return
      case .timedOut:
        refuse(.timedOut(seconds: limits.headTimeout))
        return
      case .bytes(let n):
        switch parser.consume(buffer[..<n]) {
        case .needMore:
          continue
        case .rejected(let error):
          refuse(error)
          return
        case .complete(let head):
          if let error = PreviewRequestCheck.violation(head, policy: policy) {
            refuse(error)
            return
          }
          socket.write(router.respond(to: head).encoded(head: head.method == "HEAD"))
          socket.lingeringClose(limit: 65536, deadline: ContinuousClock.now.advanced(by: .milliseconds(500)))
          return
        }
      }
    }
  }

  private func refuse(_ error: PreviewHTTPError) {
    socket.write(PreviewResponse(error: error).encoded())
    socket.lingeringClose(limit: 1 << 20, deadline: ContinuousClock.now.advanced(by: .seconds(1)))
  }
}
