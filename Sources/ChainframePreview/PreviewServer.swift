import ChainframeEngine
import ChainframeModel
import Foundation

/// The preview web server: the page, its status JSON, frames as PNG and curves as SVG, on
/// 127.0.0.1 unless told otherwise.
///
/// Routes: `GET /` (the page), `GET /status` (``PreviewStatus/json``; a changed scene reloads in
/// the background), `GET /frame?n=N` (PNG of frame N, cached), `GET /curves?layer=ID&n=N` (SVG);
/// `HEAD` for each.
///
/// Hardened for a machine where any web page may try to reach it: the request head is read by
/// ``HTTPHeadParser`` in linear time within ``PreviewServerLimits`` (414, 431, 408 for a slow
/// client, 503 past the connection limit), `Host` and `Origin` must name this server
/// (``PreviewHostPolicy``, 403 otherwise, which stops DNS rebinding), and each connection has its
/// own thread, so a slow frame never holds up the status.
package final class PreviewServer: Sendable {
  /// The scene being previewed.
  package let session: PreviewSession
  /// The limits every connection is held to.
  package let limits: PreviewServerLimits
  private let host: String
  private let port: UInt16
  private let state = Locked(ListenState())

  private struct ListenState {
    var listener: PreviewListener?
    var failure: PreviewServerError?
    var stopped = false
    var waiters: [CheckedContinuation<Int, any Error>] = []
  }

  /// A server for `session` on `host` (an IPv4 address, default `127.0.0.1`) and `port`
  /// (0 picks a free one; see ``listeningPort()``). Throws ``PreviewServerError/invalidAddress(_:)``
  /// for a host that is not an IPv4 address; the socket opens in ``run()``.
  package init(
    session: PreviewSession, host: String = "127.0.0.1", port: UInt16 = 0, limits: PreviewServerLimits = .standard
  ) throws(PreviewServerError) {
    guard PreviewHostPolicy.ipv4(host) != nil else { throw .invalidAddress(host) }
    self.session = session
    self.host = host
    self.port = port
    self.limits = limits
  }

  /// Serves until the task is cancelled; throws ``PreviewServerError`` when the socket cannot
  /// listen.
  package func run() async throws {
    let listener: PreviewListener
    do {
      listener = try PreviewListener(host: host, port: port)
    } catch {
      finishWaiting(listener: nil, failure: error)
      throw error
    }
    finishWaiting(listener: listener, failure: nil)
    let limits = self.limits
    let policy = PreviewHostPolicy(host: host, port: listener.port)
    let router = PreviewRouter(session: session)
    await withTaskCancellationHandler {
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        let thread = Thread {
          listener.acceptLoop(
            limit: limits.connections,
            serve: { socket in
              PreviewConnection(socket: socket, limits: limits, policy: policy, router: router).serve()
            },
            refuse: { socket in
              socket.write(PreviewResponse(error: .tooManyConnections(limit: limits.connections)).encoded())
              socket.close()
            })
          done.resume()
        }
        thread.start()
      }
    } onCancel: {
      listener.stop()
    }
  }

  /// Waits until the socket listens; returns the port (useful with port 0).
  package func listeningPort() async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
      let ready = state.withLock { s -> Result<Int, PreviewServerError>? in
        if let listener = s.listener { return .success(listener.port) }
        if let failure = s.failure { return .failure(failure) }
        s.waiters.append(continuation)
        return nil
      }
      if let ready { continuation.resume(with: ready) }
    }
  }

  /// Connections being served now (0 before ``run()``).
  package var activeConnections: Int {
    state.withLock { $0.listener }?.activeConnections ?? 0
  }

  private func finishWaiting(listener: PreviewListener?, failure: PreviewServerError?) {
    let waiters = state.withLock { s -> [CheckedContinuation<Int, any Error>] in
      s.listener = listener
      s.failure = failure
      defer { s.waiters = [] }
      return s.waiters
    }
    for waiter in waiters {
      if let listener {
        waiter.resume(returning: listener.port)
      } else if let failure {
        waiter.resume(throwing: failure)
      }
    }
  }
}
