import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn`, its standard output and error on pipes (and its
/// input on one when asked). Pipe ends are made close-on-exec, so children started later by
/// other tests do not inherit them (a stray write end would keep a reader from seeing EOF).
///
/// Tests use this, not Foundation's `Process`: on Linux `Process.run()` reads past a buffer
/// while listing /proc/self/fd and crashed the suite with SIGSEGV about once in several CI runs
/// (swift-corelibs-foundation #5472, fixed after Swift 6.3.1).
public final class SpawnedChild: @unchecked Sendable {
  // @unchecked: `status` is read and written under `lock`; the rest is immutable.
  /// The child's process id.
  public let pid: pid_t
  /// The read end of the child's standard output.
  public let stdoutFD: Int32
  /// The read end of the child's standard error.
  public let stderrFD: Int32
  /// The write end of the child's standard input, when `input` was asked for.
  public let stdinFD: Int32?
  private let lock = NSLock()
  /// The exit status (or signal) once the child is reaped.
  private var status: Int32?

  /// Starts `argv` (its first element is the program's name) from `path`, with `env`
  /// ("NAME=value" strings); `input` gives it a pipe for standard input instead of /dev/null.
  public init(path: String, argv: [String], env: [String], input: Bool) throws {
    func pipePair() throws -> (read: Int32, write: Int32) {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      // pipe2 is not in Swift's Glibc module; a spawn between these calls may inherit the
      // ends, which only delays EOF until that short-lived child exits.
      _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
      return (fds[0], fds[1])
    }
    let out = try pipePair()
    let err = try pipePair()
    let inp = input ? try pipePair() : nil
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, out.write, 1)
    posix_spawn_file_actions_adddup2(&actions, err.write, 2)
    if let inp {
      posix_spawn_file_actions_adddup2(&actions, inp.read, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    let cArgs = argv.map { strdup($0) } + [nil]
    let cEnv = env.map { strdup($0) } + [nil]
    defer {
      for p in cArgs { free(p) }
      for p in cEnv { free(p) }
    }
    var child: pid_t = 0
    let result = posix_spawn(&child, path, &actions, nil, cArgs, cEnv)
    close(out.write)
    close(err.write)
    if let inp { close(inp.read) }
    guard result == 0 else {
      close(out.read)
      close(err.read)
      if let inp { close(inp.write) }
      throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO)
    }
    pid = child
    stdoutFD = out.read
    stderrFD = err.read
    stdinFD = inp?.write
  }

  /// Everything readable from `fd` until end of file; closes it.
  public static func readAll(_ fd: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        data.append(contentsOf: buffer[0..<n])
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    close(fd)
    return data
  }

  /// Sends SIGTERM unless the child was already reaped (a reaped pid may belong to another
  /// process by now).
  public func terminateIfRunning() {
    lock.lock()
    defer { lock.unlock() }
    if status == nil { kill(pid, SIGTERM) }
  }

  /// Whether the child has not exited yet; reaps it (keeping its status for ``wait()``) when
  /// it has.
  public var isRunning: Bool {
    lock.lock()
    defer { lock.unlock() }
    if status != nil { return false }
    var raw: Int32 = 0
    guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
    status = Self.decoded(raw)
    return false
  }

  /// Waits for the child: its exit status, or the signal number that ended it (as
  /// Foundation's `Process.terminationStatus` reports).
  public func wait() -> Int32 {
    lock.lock()
    if let status {
      lock.unlock()
      return status
    }
    lock.unlock()
    var raw: Int32 = 0
    var reaped = true
    while waitpid(pid, &raw, 0) < 0 {
      if errno == EINTR { continue }
      // ECHILD: `isRunning` reaped it on another thread meanwhile and kept its status.
      reaped = false
      break
    }
    lock.lock()
    defer { lock.unlock() }
    if reaped { status = Self.decoded(raw) }
    return status ?? -1
  }

  /// A `waitpid` status as an exit code, or the signal number that ended the child.
  private static func decoded(_ raw: Int32) -> Int32 {
    let signal = raw & 0x7f
    return signal == 0 ? (raw >> 8) & 0xff : signal
  }
}
