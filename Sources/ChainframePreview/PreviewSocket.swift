import Foundation

/// One accepted connection's socket, blocking, with a deadline on reads and a timeout on writes.
///
/// Used from the connection's own thread only.
struct PreviewSocket {
  /// The file descriptor.
  let fd: Int32

  /// What a read brought.
  enum ReadResult {
    /// Bytes arrived (at most the buffer's size).
    case bytes(Int)
    /// The peer closed its side, or the connection failed.
    case closed
    /// The deadline passed first.
    case timedOut
  }

  /// Sets the write timeout (a client that stops reading a response is dropped after it).
  func setWriteTimeout(_ seconds: Double) {
    var tv = PreviewSocket.timeval(seconds)
    _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
  }

  /// Reads into `buffer`, waiting no later than `deadline`.
  func read(into buffer: inout [UInt8], deadline: ContinuousClock.Instant) -> ReadResult {
    while true {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { return .timedOut }
      let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) * 1e-18
      var tv = PreviewSocket.timeval(seconds)
      _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if n > 0 { return .bytes(n) }
      if n == 0 { return .closed }
      if errno == EINTR { continue }
      if errno == EAGAIN || errno == EWOULDBLOCK { continue }
      return .closed
    }
  }

  /// Writes every byte; false when the peer is gone or the write timed out.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { recvBuffer in
        send(fd, recvBuffer.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
      }
      if n > 0 {
        offset += n
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }

  /// Closes after a refusal without losing the response: stops sending, then reads and drops
  /// what the client is still sending (at most `limit` bytes, until `deadline`), so closing does
  /// not reset the connection before the client has read the response.
  func lingeringClose(limit: Int, deadline: ContinuousClock.Instant) {
    _ = shutdown(fd, Int32(SHUT_WR))
    var scratch = [UInt8](repeating: 0, count: 16384)
    var drained = 0
    while drained < limit, case .bytes(let n) = read(into: &scratch, deadline: deadline) { drained += n }
    close()
  }

  /// Closes the socket.
  func close() {
    _ = Foundation.close(fd)
  }

  /// A `timeval` for a positive number of seconds (at least a millisecond).
  static func timeval(_ seconds: Double) -> Foundation.timeval {
    let clamped = min(max(seconds, 0.001), 86_400)
    let whole = clamped.rounded(.down)
    return Foundation.timeval(tv_sec: Int(whole), tv_usec: Int((clamped - whole) * 1e6))
  }
}
