import Foundation

/// A running `chainframe` whose standard error is collected as it arrives, so a test can wait
/// for an event (`{"event": "start"` of `--progress json`) before it signals the process,
/// instead of sleeping and hoping the render has begun.
public final class WatchedProcess: @unchecked Sendable {
  /// The child process; started by ``init(_:in:)``.
  public let process = Process()
  // Guards `data` and `closed`; broadcast whenever either changes.
  private let condition = NSCondition()
  private var data = Data()
  private var closed = false

  /// Starts `chainframe` with `arguments`, in `directory` when given.
  public init(_ arguments: [String], in directory: String? = nil) throws {
    process.executableURL = URL(fileURLWithPath: BuiltBinary.chainframe)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let pipe = Pipe()
    process.standardError = pipe
    pipe.fileHandleForReading.readabilityHandler = { [condition] handle in
      let chunk = handle.availableData
      condition.lock()
      if chunk.isEmpty {
        // End of file: the child closed standard error (it exited).
        self.closed = true
        handle.readabilityHandler = nil
      } else {
        self.data.append(chunk)
      }
      condition.broadcast()
      condition.unlock()
    }
    try process.run()
  }

  /// The process id, for `kill`.
  public var pid: Int32 { process.processIdentifier }

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

  /// Waits for the process to exit and for its standard error to close; returns its exit
  /// status and everything it wrote to standard error.
  public func finish() -> (status: Int32, stderr: String) {
    process.waitUntilExit()
    let limit = Date().addingTimeInterval(30)
    condition.lock()
    defer { condition.unlock() }
    while !closed && condition.wait(until: limit) {}
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
