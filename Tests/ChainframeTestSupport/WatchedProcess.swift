import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A running `chainframe` whose standard error is collected as it arrives, so a test can wait
/// for an event (`{"event": "start"` of `--progress json`) before it signals the process,
/// instead of sleeping and hoping the render has begun. Spawned with ``SpawnedChild``
/// (`posix_spawn`), not Foundation's `Process` (see there why).
public final class WatchedProcess: @unchecked Sendable {
  // @unchecked: `data` and `closed` are guarded by `condition`; the rest is immutable.
  /// The child process; started by ``init(_:in:)``.
  public let child: SpawnedChild
  // Guards `data` and `closed`; broadcast whenever either changes.
  private let condition = NSCondition()
  private var data = Data()
  private var closed = false

  /// Starts `chainframe` with `arguments`, in `directory` when given (through `env -C`, which
  /// replaces itself with `chainframe`, so ``pid`` is the render's).
  public init(_ arguments: [String], in directory: String? = nil) throws {
    var argv = [BuiltBinary.chainframe] + arguments
    if let directory { argv = ["/usr/bin/env", "-C", directory] + argv }
    let env = ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    child = try SpawnedChild(path: argv[0], argv: argv, env: env, input: false)
    // Standard output is drained and dropped, so a chatty child never blocks on a full pipe.
    let out = child.stdoutFD
    Thread.detachNewThread { _ = SpawnedChild.readAll(out) }
    let err = child.stderrFD
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 16384)
      while true {
        let n = buffer.withUnsafeMutableBytes { read(err, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        condition.lock()
        if n > 0 {
          data.append(contentsOf: buffer[0..<n])
        } else {
          // End of file: the child closed standard error (it exited).
          closed = true
        }
        condition.broadcast()
        condition.unlock()
        if n <= 0 { break }
      }
      close(err)
    }
  }

  /// The process id, for `kill`.
  public var pid: Int32 { child.pid }

  /// Whether the process has not exited yet.
  public var isRunning: Bool { child.isRunning }

  /// Waits until standard error contains `text`. Returns false when the process closes it
  /// first, or after `deadline` seconds (default 120): a guard against a hung test, never
  /// the way the test waits.
  public func waitForStandardError(containing text: String, deadline: Double = 120) -> Bool {
    let limit = Date().addingTimeInterval(deadline)
    condition.lock()
    defer { condition.unlock() }
    while !String(decoding: data, as: UTF8.self).contains(text) {
      if closed || !condition.wait(until: limit) { return String(decoding: data, as: UTF8.self).contains(text) }
    }
    return true
  }

  /// Everything the process wrote to standard error so far.
  public var standardError: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: data, as: UTF8.self)
  }

  /// Waits for the process to exit and for its standard error to close; returns its exit
  /// status and everything it wrote to standard error.
  public func finish() -> (status: Int32, stderr: String) {
    let status = child.wait()
    let limit = Date().addingTimeInterval(30)
    condition.lock()
    defer { condition.unlock() }
    while !closed && condition.wait(until: limit) {}
    return (status, String(decoding: data, as: UTF8.self))
  }
}
