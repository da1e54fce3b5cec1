import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a child process printed and how it exited.
public struct ProcessResult: Sendable {
  /// Exit status.
  public var status: Int32
  /// Standard output as text.
  public var stdout: String
  /// Standard error as text.
  public var stderr: String

  /// Runs `executable` with `arguments` and waits for it; `environment` adds variables to
  /// this process's environment; `input`, when given, is piped to its standard input (else it
  /// reads /dev/null); `directory` is its working directory (through `env -C`).
  ///
  /// Spawned with `posix_spawn`, not Foundation's `Process`: on Linux `Process.run()` reads
  /// past a buffer while listing /proc/self/fd and crashed this suite with SIGSEGV about once
  /// in several CI runs (swift-corelibs-foundation #5472, fixed after Swift 6.3.1).
  public static func run(
    _ executable: String, _ arguments: [String], in directory: String? = nil, timeout: Double = 300,
    environment: [String: String] = [:], input: Data? = nil
  ) throws -> ProcessResult {
    // As `URL(fileURLWithPath:)` did for `Process`: a relative path is the current folder's.
    let executable =
      executable.hasPrefix("/") ? executable : FileManager.default.currentDirectoryPath + "/" + executable
    var argv = [executable] + arguments
    var path = executable
    if let directory {
      argv = ["/usr/bin/env", "-C", directory, executable] + arguments
      path = "/usr/bin/env"
    }
    let env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let child = try SpawnedChild(path: path, argv: argv, env: env, input: input != nil)
    if let input, let fd = child.stdinFD {
      Thread.detachNewThread {
        input.withUnsafeBytes { raw in
          var offset = 0
          while offset < raw.count, let base = raw.baseAddress {
            let n = write(fd, base + offset, raw.count - offset)
            if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
          }
        }
        close(fd)
      }
    }
    // Read both pipes at once, before waiting: a child that fills one pipe while the other is
    // being drained would otherwise block forever.
    let errBox = DataBox()
    let errDone = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      errBox.data = SpawnedChild.readAll(child.stderrFD)
      errDone.signal()
    }
    // A hung child must fail its test, not hang the suite: kill it after `timeout` seconds.
    let watchdog = DispatchWorkItem { child.terminateIfRunning() }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    let outData = SpawnedChild.readAll(child.stdoutFD)
    errDone.wait()
    let status = child.wait()
    watchdog.cancel()
    return ProcessResult(
      status: status, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errBox.data, as: UTF8.self))
  }
}

/// Carries a pipe's bytes from the reading thread (written once, read after a semaphore).
private final class DataBox: @unchecked Sendable {
  var data = Data()
}
