import Foundation

/// Maps a checked request to its response: the page, the status JSON, a frame as PNG, the
/// curves as SVG.
///
/// Runs on the connection's own thread, so a slow frame (a huge image asset) delays only the
/// request that asked for it; the status route never loads or draws (``PreviewSession/poll()``
/// reloads in the background).
struct PreviewRouter: Sendable {
  /// The scene being previewed.
  let session: PreviewSession

  /// The response to `head` (already checked by ``PreviewRequestCheck``).
  func respond(to head: HTTPRequestHead) -> PreviewResponse {
    switch head.path {
    case "/":
      return PreviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
    case "/status":
      return PreviewResponse(status: 200, contentType: "application/json", body: Array(session.poll().json.utf8))
    case "/frame":
      let n = head.queryValue("n").flatMap { Int($0) } ?? 0
      do {
        guard let png = try session.png(frame: n) else {
          return PreviewResponse(
            status: 404, contentType: "text/plain; charset=utf-8", body: Array("no scene loaded\n".utf8))
        }
        return PreviewResponse(status: 200, contentType: "image/png", body: Array(png))
      } catch {
        return PreviewResponse(
          status: 500, contentType: "text/plain; charset=utf-8", body: Array("\(String(describing: error))\n".utf8))
      }
    case "/curves":
      let svg = session.curves(layer: head.queryValue("layer"), frame: head.queryValue("n").flatMap { Int($0) })
      return PreviewResponse(status: 200, contentType: "image/svg+xml", body: Array(svg.utf8))
    default:
      return PreviewResponse(status: 404, contentType: "text/plain; charset=utf-8", body: Array("not found\n".utf8))
    }
  }
}
