import Foundation

/// A raw HTTP client over a real TCP socket, for testing the preview server byte for byte.
///
/// Sends on one thread while reading on another (a server may answer before the request is
/// sent), reads until the server closes, and gives up only after a generous safety timeout.
struct HTTPTestClient: Sendable {
  /// What came back.
  struct Reply: Sendable {
    /// The status code of the first line, or 0 when nothing came back.
    var status: Int
    /// Everything received.
    var bytes: [UInt8]
    /// The body after the blank line.
    var body: [UInt8] {
      let separator: [UInt8] = Array("\r\n\r\n".utf8)
      guard bytes.count >= 4 else { return [] }
      for i in 0...(bytes.count - 4) where Array(bytes[i..<(i + 4)]) == separator { return Array(bytes[(i + 4)...]) }
      return []
    }
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// The server's port on 127.0.0.1.
  let port: Int

  /// Opens a connection and returns its descriptor.
  func connect() -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    precondition(result == 0, "cannot connect to 127.0.0.1:\(port)")
    var tv = timeval(tv_sec: 60, tv_usec: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    return fd
  }

  /// Sends `request` (ignoring a closed connection) while reading the reply to the end.
  func exchange(_ request: [UInt8]) async -> Reply {
    let fd = connect()
    return await OffThread.run {
      let sent = DispatchSemaphore(value: 0)
      Thread {
        Self.send(fd, request)
        sent.signal()
      }.start()
      let reply = Self.readToEnd(fd)
      // The descriptor is closed only after the sender stopped, so it cannot write into a reused one.
      shutdown(fd, Int32(SHUT_RDWR))
      sent.wait()
      close(fd)
      return reply
    }
  }

  /// Sends `request` from a string (`\n` is sent as CRLF).
  func exchange(_ request: String) async -> Reply {
    await exchange(Array(request.replacingOccurrences(of: "\n", with: "\r\n").utf8))
  }

  /// Writes all of `bytes`, stopping quietly if the peer closes.
  static func send(_ fd: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes {
        Foundation.send(fd, $0.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
      }
      if n <= 0 { return }
      offset += n
    }
  }

  /// Reads until end of stream, reset or the safety timeout.
  static func readToEnd(_ fd: Int32) -> Reply {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if n <= 0 { break }
      bytes += buffer[..<n]
    }
    let line = String(decoding: bytes.prefix { $0 != 13 }, as: UTF8.self)
    let parts = line.split(separator: " ")
    return Reply(status: parts.count > 1 ? Int(parts[1]) ?? 0 : 0, bytes: bytes)
  }
}
