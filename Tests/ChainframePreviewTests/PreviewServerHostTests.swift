import ChainframePreview
import Foundation
import Testing

/// `Host` and `Origin` through a real socket: only the names of the address the preview serves
/// get an answer, so a page on another site cannot read it through DNS rebinding.
@Suite("Preview server Host and Origin")
struct PreviewServerHostTests {
  /// `PORT` stands for the server's port; nil means no Origin header.
  static let cases: [(host: String, origin: String?, status: Int)] = [
    ("127.0.0.1:PORT", nil, 200),
    ("localhost:PORT", nil, 200),
    ("LocalHost:PORT", nil, 200),
    ("[::1]:PORT", nil, 200),
    ("127.0.0.1:PORT", "http://127.0.0.1:PORT", 200),
    ("localhost:PORT", "http://localhost:PORT", 200),
    ("attacker.example:PORT", nil, 403),
    ("attacker.example", nil, 403),
    ("127.0.0.1", nil, 403),
    ("127.0.0.1:1", nil, 403),
    ("localhost.attacker.example:PORT", nil, 403),
    ("192.168.1.2:PORT", nil, 403),
    ("127.0.0.1:PORT", "http://attacker.example", 403),
    ("127.0.0.1:PORT", "https://127.0.0.1:PORT", 403),
    ("127.0.0.1:PORT", "null", 403),
    ("127.0.0.1:PORT@attacker.example", nil, 403),
  ]

  @Test("Only the server's own names are answered", arguments: cases)
  func hostAndOrigin(_ c: (host: String, origin: String?, status: Int)) async throws {
    let harness = try await PreviewServerHarness()
    let port = "\(harness.port)"
    var request = "GET /status HTTP/1.1\nHost: \(c.host.replacingOccurrences(of: "PORT", with: port))\n"
    if let origin = c.origin { request += "Origin: \(origin.replacingOccurrences(of: "PORT", with: port))\n" }
    let reply = await harness.client.exchange(request + "\n")
    await harness.stop()
    #expect(reply.status == c.status)
    #expect(c.status != 200 || reply.text.contains("\"frameCount\": 10"))
  }

  @Test("Listening on another address also accepts its IPv4 literals, never DNS names")
  func nonLoopbackPolicy() {
    let policy = PreviewHostPolicy(host: "0.0.0.0", port: 8080)
    #expect(policy.allowsHost("192.168.1.2:8080"))
    #expect(!policy.allowsHost("192.168.1.2:80"))
    #expect(!policy.allowsHost("preview.example:8080"))
    #expect(PreviewHostPolicy(host: "127.0.0.1", port: 80).allowsHost("localhost"))
  }
}
