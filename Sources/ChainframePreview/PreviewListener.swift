import ChainframeEngine
import ChainframeModel
import Foundation

/// The listening socket and its accept loop: one thread per connection, at most
/// ``PreviewServerLimits/connections`` at once (one more is answered 503 at once and closed).
final class PreviewListener: Sendable {
  /// The listening socket.
  let fd: Int32
  /// The port it is bound to.
  let port: Int
  private let active = Locked(0)

  /// Opens, binds and listens on `host:port` (port 0 picks a free one).
  init(host: String, port: UInt16) throws(PreviewServerError) {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw .invalidAddress(host) }
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw .listen(host: host, port: Int(port)) }
    var one: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 128) == 0 else {
      let error = PreviewServerError.listen(host: host, port: Int(port))
      _ = close(fd)
      throw error
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    self.fd = fd
    self.port = Int(UInt16(bigEndian: actual.sin_port))
  }

  /// Connections being served now.
  var activeConnections: Int { active.withLock { $0 } }

  /// Accepts until ``stop()``; each connection is served by `serve` on its own thread. Closes the
  /// listening socket before returning.
  func acceptLoop(
    limit: Int, serve: @escaping @Sendable (PreviewSocket) -> Void, refuse: (PreviewSocket) -> Void
  ) {
    while true {
      let client = accept(fd, nil, nil)
      if client < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        // Out of file descriptors: wait for connections to end instead of spinning.
        if errno == EMFILE || errno == ENFILE {
          usleep(10_000)
          continue
        }
        break
      }
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      let socket = PreviewSocket(fd: client)
      let admitted = active.withLock { count -> Bool in
        guard count < limit else { return false }
        count += 1
        return true
      }
      guard admitted else {
        refuse(socket)
        continue
      }
      let thread = Thread { [active] in
        serve(socket)
        active.withLock { $0 -= 1 }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    _ = close(fd)
  }

  /// Makes ``acceptLoop(limit:serve:refuse:)`` return (safe from any thread, more than once).
  func stop() {
    _ = shutdown(fd, Int32(SHUT_RDWR))
  }
}
