import FlyingFox
import Foundation

/// The preview web server: the page, its status JSON, frames as PNG and curves as SVG, on
/// 127.0.0.1 unless told otherwise.
///
/// Routes: `GET /` (the page), `GET /status` (``PreviewStatus/json``, reloading a changed scene),
/// `GET /frame?n=N` (PNG of frame N, cached), `GET /curves?layer=ID&n=N` (SVG).
public final class PreviewServer: Sendable {
  /// The scene being previewed.
  public let session: PreviewSession
  private let server: HTTPServer

  /// A server for `session` on `host` (an IPv4 address, default `127.0.0.1`) and `port`
  /// (0 picks a free one; see ``listeningPort()``).
  public init(session: PreviewSession, host: String = "127.0.0.1", port: UInt16 = 0) throws {
    self.session = session
    server = HTTPServer(address: try .inet(ip4: host, port: port), timeout: 30, logger: .disabled)
  }

  /// Serves until the task is cancelled or the socket fails.
  public func run() async throws {
    let session = self.session
    await server.appendRoute("GET /") { _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(PreviewPage.html.utf8))
    }
    await server.appendRoute("GET /status") { _ in
      let status = session.refresh()
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
        body: Data(status.json.utf8))
    }
    await server.appendRoute("GET /frame") { request in
      let n = Int(request.query["n"] ?? "0") ?? 0
      do {
        guard let png = try session.png(frame: n) else {
          return HTTPResponse(statusCode: .notFound, body: Data("no scene loaded".utf8))
        }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"], body: png)
      } catch {
        return HTTPResponse(statusCode: .internalServerError, body: Data(String(describing: error).utf8))
      }
    }
    await server.appendRoute("GET /curves") { request in
      let svg = session.curves(layer: request.query["layer"], frame: request.query["n"].flatMap { Int($0) })
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "no-store"], body: Data(svg.utf8))
    }
    try await server.run()
  }

  /// Waits until the socket listens; returns the port (useful with port 0).
  public func listeningPort() async throws -> Int {
    try await server.waitUntilListening()
    if case .ip4(_, let port) = await server.listeningAddress { return Int(port) }
    return 0
  }
}
