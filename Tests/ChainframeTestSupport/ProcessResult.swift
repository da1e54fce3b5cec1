import Foundation

/// What a child process printed and how it exited.
public struct ProcessResult: Sendable {
  /// Exit status.
  public var status: Int32
  /// Standard output as text.
  public var stdout: String
  /// Standard error as text.
  public var stderr: String

  /// Runs `executable` with `arguments` and waits for it.
  public static func run(_ executable: String, _ arguments: [String], in directory: String? = nil)
    throws -> ProcessResult
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting so a chatty child cannot fill the pipe and block.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
