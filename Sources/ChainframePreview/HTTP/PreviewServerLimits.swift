/// The bounds the preview server puts on every connection, so a client cannot make it spend
/// unbounded time or memory before a request is refused.
///
/// The defaults suit a browser on the same machine; tests use smaller timeouts.
package struct PreviewServerLimits: Sendable, Equatable {
  /// The longest request line (`GET /frame?n=3 HTTP/1.1`) in bytes, line end excluded; a longer
  /// one is answered 414. Default 8 KiB.
  package var requestLineBytes: Int
  /// The most bytes of header lines after the request line (line ends included); more is
  /// answered 431. Default 16 KiB.
  package var headerBytes: Int
  /// The most header lines; more is answered 431. Default 100.
  package var headerCount: Int
  /// Seconds a client has, from the connection's acceptance, to send a whole request head; a
  /// slower one (a "slow loris") is answered 408 and dropped. Default 10.
  package var headTimeout: Double
  /// Seconds a response may wait for the client to take its bytes before the connection is
  /// dropped. Default 30.
  package var writeTimeout: Double
  /// Connections served at once; one more is answered 503 and closed. Default 32.
  package var connections: Int

  /// Limits with the given values (each at least 1, timeouts at least a millisecond).
  package init(
    requestLineBytes: Int = 8192, headerBytes: Int = 16384, headerCount: Int = 100, headTimeout: Double = 10,
    writeTimeout: Double = 30, connections: Int = 32
  ) {
    self.requestLineBytes = max(requestLineBytes, 16)
    self.headerBytes = max(headerBytes, 1)
    self.headerCount = max(headerCount, 1)
    self.headTimeout = headTimeout.isFinite ? max(headTimeout, 0.001) : 10
    self.writeTimeout = writeTimeout.isFinite ? max(writeTimeout, 0.001) : 30
    self.connections = max(connections, 1)
  }

  /// The defaults.
  package static let standard = PreviewServerLimits()
}
