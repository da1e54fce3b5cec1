import Foundation

/// What a child process printed and how it exited.
public struct ProcessResult: Sendable {
  /// Exit status.
  public var status: Int32
  /// Standard output as text.
  public var stdout: String
  /// Standard error as text.
  public var stderr: String

  /// Runs `executable` with `arguments` and waits for it; `environment` adds variables to
  /// this process's environment; `input`, when given, is piped to its standard input.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: String? = nil, timeout: Double = 300,
    environment: [String: String] = [:], input: Data? = nil
  ) throws -> ProcessResult {
    let process = Process()
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inPipe = input.map { _ in Pipe() }
    if let inPipe { process.standardInput = inPipe }
    try process.run()
    if let inPipe, let input {
      Thread.detachNewThread {
        try? inPipe.fileHandleForWriting.write(contentsOf: input)
        try? inPipe.fileHandleForWriting.close()
      }
    }
    // Read both pipes at once, before waiting: a child that fills one pipe while the other is
    // being drained would otherwise block forever.
    let errBox = DataBox()
    let errDone = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      errBox.data = err.fileHandleForReading.readDataToEndOfFile()
      errDone.signal()
    }
    // A hung child must fail its test, not hang the suite: kill it after `timeout` seconds.
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    errDone.wait()
    let errData = errBox.data
    process.waitUntilExit()
    watchdog.cancel()
    return ProcessResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// Carries a pipe's bytes from the reading thread (written once, read after a semaphore).
private final class DataBox: @unchecked Sendable {
  var data = Data()
}
