import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframePreview

/// The routes through a real socket, and the status staying responsive while a load or a frame
/// is stuck (the slow step is a stand-in that waits for the test's signal, so nothing depends on
/// timing).
@Suite("Preview server routes")
struct PreviewServerRouteTests {
  @Test("The page, the status, a frame and the curves are served; HEAD sends no body")
  func routes() async throws {
    let harness = try await PreviewServerHarness()
    let client = harness.client
    let page = await client.exchange(harness.get("/"))
    let frame = await client.exchange(harness.get("/frame?n=5"))
    let curves = await client.exchange(harness.get("/curves?layer=card&n=4"))
    let missing = await client.exchange(harness.get("/nope"))
    let head = await client.exchange("HEAD /status HTTP/1.1\nHost: localhost:\(harness.port)\n\n")
    await harness.stop()
    #expect(page.status == 200 && page.text.contains("<html"))
    let png = try #require(try harness.server.session.png(frame: 5))
    #expect(frame.status == 200 && frame.body == Array(png))
    #expect(curves.status == 200 && curves.text.contains("card.position.x"))
    #expect(missing.status == 404)
    #expect(head.status == 200 && head.body.isEmpty)
  }

  /// A gate a stand-in loader or renderer waits at; the test opens it.
  final class Gate: Sendable {
    let started = DispatchSemaphore(value: 0)
    let open = DispatchSemaphore(value: 0)
    /// Called by the slow step: says it started, then waits for the test.
    func pass() {
      started.signal()
      open.wait()
    }
  }

  @Test("The status answers while a changed scene is still loading, then shows the new version")
  func statusDuringSlowLoad() async throws {
    let dir = TemporaryDirectory()
    let path = dir.write("s.yaml", PreviewServerHarness.scene)
    let gate = Gate()
    let calls = Locked(0)
    let session = PreviewSession(
      path: path, options: LoadOptions(), cacheLimit: 10,
      loader: { path, options in
        if calls.withLock({
          $0 += 1
          return $0
        }) > 1 {
          gate.pass()
        }
        return try Composition.load(contentsOf: path, options: options)
      },
      renderer: { try $0.pngData(atFrame: $1) })
    let harness = try await PreviewServerHarness(dir: dir, session: session)
    let before = session.status.generation
    dir.write("s.yaml", PreviewServerHarness.scene.replacingOccurrences(of: "duration: 1", with: "duration: 2"))
    let during = await harness.client.exchange(harness.get("/status"))
    await OffThread.run { gate.started.wait() }
    let again = await harness.client.exchange(harness.get("/status"))
    gate.open.signal()
    await OffThread.run { session.waitForReload() }
    let after = await harness.client.exchange(harness.get("/status"))
    await harness.stop()
    #expect(during.status == 200 && during.text.contains("\"generation\": \(before), \"loading\": true"))
    #expect(again.text.contains("\"loading\": true") && again.text.contains("\"frameCount\": 10"))
    #expect(after.text.contains("\"loading\": false") && after.text.contains("\"frameCount\": 20"))
  }

  @Test("The status answers while a frame is still drawing")
  func statusDuringSlowFrame() async throws {
    let dir = TemporaryDirectory()
    let gate = Gate()
    let session = PreviewSession(
      path: dir.write("s.yaml", PreviewServerHarness.scene), options: LoadOptions(), cacheLimit: 10,
      loader: { try Composition.load(contentsOf: $0, options: $1) },
      renderer: { composition, n in
        gate.pass()
        return try composition.pngData(atFrame: n)
      })
    let harness = try await PreviewServerHarness(dir: dir, session: session)
    let client = harness.client
    async let frame = client.exchange(harness.get("/frame?n=3"))
    await OffThread.run { gate.started.wait() }
    let status = await client.exchange(harness.get("/status"))
    #expect(status.status == 200 && status.text.contains("\"frameCount\": 10"))
    gate.open.signal()
    let drawn = await frame
    await harness.stop()
    #expect(drawn.status == 200 && drawn.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
