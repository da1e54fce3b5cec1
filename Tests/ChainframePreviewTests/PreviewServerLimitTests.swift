import ChainframePreview
import Foundation
import Testing

/// The server's limits through a real socket: every hostile request head is refused with its
/// status, and the refusal arrives although the client is still sending.
@Suite("Preview server limits")
struct PreviewServerLimitTests {
  /// One hostile request and the status it must get. `PORT` stands for the server's port.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var request: @Sendable (Int) -> [UInt8]
    var status: Int
    var testDescription: String { name }
  }

  static func bytes(_ text: String, port: Int) -> [UInt8] {
    Array(text.replacingOccurrences(of: "PORT", with: "\(port)").replacingOccurrences(of: "\n", with: "\r\n").utf8)
  }

  static func bigHeader(_ size: Int) -> @Sendable (Int) -> [UInt8] {
    { port in
      bytes("GET /status HTTP/1.1\nHost: 127.0.0.1:PORT\nX-Big: ", port: port) + [UInt8](repeating: 97, count: size)
        + bytes("\n\n", port: port)
    }
  }

  static let cases: [Case] = [
    Case(
      name: "a 9 KiB request line is 414",
      request: {
        bytes("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\nHost: 127.0.0.1:PORT\n\n", port: $0)
      }, status: 414),
    Case(
      name: "a 10 MB request line is 414",
      request: { bytes("GET /?", port: $0) + [UInt8](repeating: 97, count: 10_000_000) }, status: 414),
    Case(name: "a 300 KB header is 431", request: bigHeader(300_000), status: 431),
    Case(name: "a 10 MB header is 431", request: bigHeader(10_000_000), status: 431),
    Case(
      name: "101 header lines are 431",
      request: {
        bytes("GET / HTTP/1.1\nHost: 127.0.0.1:PORT\n" + String(repeating: "A: b\n", count: 100) + "\n", port: $0)
      }, status: 431),
    Case(
      name: "a folded header line is 400",
      request: { bytes("GET / HTTP/1.1\nHost: 127.0.0.1:PORT\nA: b\n c\n\n", port: $0) }, status: 400),
    Case(
      name: "a space before the colon is 400",
      request: { bytes("GET / HTTP/1.1\nHost : 127.0.0.1:PORT\n\n", port: $0) }, status: 400),
    Case(
      name: "an absolute-form target is 400",
      request: { bytes("GET http://127.0.0.1:PORT/ HTTP/1.1\nHost: 127.0.0.1:PORT\n\n", port: $0) }, status: 400),
    Case(
      name: "HTTP/2.0 is 505", request: { bytes("GET / HTTP/2.0\nHost: 127.0.0.1:PORT\n\n", port: $0) }, status: 505),
    Case(
      name: "POST is 405",
      request: { bytes("POST /status HTTP/1.1\nHost: 127.0.0.1:PORT\nContent-Length: 0\n\n", port: $0) }, status: 405),
    Case(
      name: "a body on GET is 413",
      request: { bytes("GET /status HTTP/1.1\nHost: 127.0.0.1:PORT\nContent-Length: 5\n\nhello", port: $0) },
      status: 413),
    Case(name: "no Host is 400", request: { bytes("GET /status HTTP/1.1\n\n", port: $0) }, status: 400),
    Case(
      name: "two Hosts are 400",
      request: { bytes("GET /status HTTP/1.1\nHost: 127.0.0.1:PORT\nHost: 127.0.0.1:PORT\n\n", port: $0) }, status: 400),
    Case(
      name: "a NUL in a header value is 400",
      request: { bytes("GET / HTTP/1.1\nHost: 127.0.0.1:PORT\nA: b\u{0}c\n\n", port: $0) }, status: 400),
  ]

  @Test("A hostile request head is refused with the status its limit names", arguments: cases)
  func refused(_ c: Case) async throws {
    let harness = try await PreviewServerHarness()
    let reply = await harness.client.exchange(c.request(harness.port))
    await harness.stop()
    #expect(reply.status == c.status, "\(String(decoding: reply.bytes.prefix(200), as: UTF8.self))")
    #expect(reply.text.hasSuffix("\n") && !reply.text.contains("aaaa"))
  }

  @Test("A client that sends its head too slowly is answered 408 and dropped")
  func slowClient() async throws {
    let harness = try await PreviewServerHarness(limits: PreviewServerLimits(headTimeout: 0.2))
    let client = harness.client
    // Never finishes the head: the server's deadline, not the client, ends the exchange.
    let reply = await client.exchange(
      Array("GET /status HTTP/1.1\r\nHost: 127.0.0.1:\(harness.port)\r\nX-Slow: a".utf8))
    await harness.stop()
    #expect(reply.status == 408)
  }

  @Test("A connection past the limit is answered 503 while the others are served")
  func connectionLimit() async throws {
    let harness = try await PreviewServerHarness(limits: PreviewServerLimits(headTimeout: 60, connections: 2))
    let client = harness.client
    // Two connections that hold their slot: connected, head unfinished.
    let held = [client.connect(), client.connect()]
    for fd in held { HTTPTestClient.send(fd, Array("GET /".utf8)) }
    let third = await client.exchange(harness.get("/status"))
    #expect(third.status == 503)
    // A held connection that finishes its head is still served.
    let finished = await OffThread.run {
      HTTPTestClient.send(held[0], Array(" HTTP/1.1\r\nHost: 127.0.0.1:\(harness.port)\r\n\r\n".utf8))
      return HTTPTestClient.readToEnd(held[0])
    }
    #expect(finished.status == 200)
    for fd in held { close(fd) }
    await harness.stop()
  }
}
