import ChainframeTestSupport
import Foundation

@testable import ChainframePreview

/// A preview server on a free port for one test, stopped by ``stop()``.
struct PreviewServerHarness {
  /// The scene of every server test: 32×24, 10 frames.
  static let scene = """
    canvas: {width: 32, height: 24, fps: 10, duration: 1, background: "#14161c"}
    layers:
      - {type: rect, id: card, position: [8, 12], size: [8, 8], fill: "#2f8cff",
         animations: [{property: position.x, from: 8, to: 24, duration: 1}]}
    """

  /// The folder holding `s.yaml`.
  let dir: TemporaryDirectory
  /// The server.
  let server: PreviewServer
  /// The port it listens on.
  let port: Int
  /// A client for it.
  var client: HTTPTestClient { HTTPTestClient(port: port) }
  private let task: Task<Void, any Error>

  /// Starts a server over `session` (made from `s.yaml` in `dir`) with `limits`.
  init(dir: TemporaryDirectory, session: PreviewSession, limits: PreviewServerLimits = .standard) async throws {
    self.dir = dir
    let server = try PreviewServer(session: session, limits: limits)
    self.server = server
    task = Task { try await server.run() }
    port = try await server.listeningPort()
  }

  /// Starts a server over a fresh copy of ``scene``.
  init(limits: PreviewServerLimits = .standard) async throws {
    let dir = TemporaryDirectory()
    try await self.init(dir: dir, session: PreviewSession(path: dir.write("s.yaml", Self.scene)), limits: limits)
  }

  /// A GET request for `target` with this server's Host and optional extra header lines.
  func get(_ target: String, headers: [String] = []) -> String {
    (["GET \(target) HTTP/1.1", "Host: 127.0.0.1:\(port)"] + headers).joined(separator: "\n") + "\n\n"
  }

  /// Stops the server and waits until its socket is closed.
  func stop() async {
    task.cancel()
    _ = await task.result
  }
}
