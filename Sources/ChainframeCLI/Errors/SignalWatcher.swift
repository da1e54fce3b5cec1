import ChainframeCore
import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a flag the work polls (YYAsyncLayer's sentinel idea), with a
/// deadline behind it.
///
/// The render loop, the GIF passes and the compiler poll ``check()`` and unwind, removing their
/// temporary output. Some work cannot poll (one long Cairo draw, a libvpx flush): if the
/// process has not ended ``grace`` seconds after the signal, or a second signal arrives, the
/// watcher removes every registered temporary itself and exits with 130/143. Either way a
/// signal stops the process within a second and leaves nothing at the destination.
final class SignalWatcher: Sendable {
  /// The process-wide watcher, installed by ``ChainframeMain/main()``.
  static let shared = SignalWatcher()

  /// Seconds the cooperative path gets before the watchdog exits for it.
  static let grace = 0.7

  private let flag = Atomic<Int32>(0)
  /// Set when the process is about to exit on its own, so the watchdog does not print twice.
  private let exiting = Atomic<Bool>(false)
  /// Set by commands for which Ctrl-C is the normal way to stop (`preview`): SIGINT then
  /// exits 0 without an error line, also when the watchdog has to exit for the command.
  private let interruptIsStop = Atomic<Bool>(false)
  private let sources = Locked<[DispatchSourceSignal]>([])

  private init() {}

  /// Starts watching; idempotent.
  func install() {
    sources.withLock { sources in
      guard sources.isEmpty else { return }
      for sig in [SIGINT, SIGTERM] {
        signal(sig, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
        source.setEventHandler { [self] in received(sig) }
        source.resume()
        sources.append(source)
      }
    }
  }

  private func received(_ sig: Int32) {
    let (exchanged, _) = flag.compareExchange(expected: 0, desired: sig, ordering: .sequentiallyConsistent)
    if !exchanged {
      emergencyExit(flag.load(ordering: .sequentiallyConsistent))
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.grace) { [self] in emergencyExit(sig) }
  }

  private func emergencyExit(_ sig: Int32) {
    guard !exiting.exchange(true, ordering: .sequentiallyConsistent) else { return }
    TemporaryRegistry.shared.removeAll()
    if sig == SIGINT, interruptIsStop.load(ordering: .sequentiallyConsistent) { _exit(ExitStatus.ok.rawValue) }
    let message = "chainframe: error: \(Interrupted(signal: sig).description)\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    _exit(sig == SIGINT ? ExitStatus.interrupted.rawValue : ExitStatus.terminated.rawValue)
  }

  /// Makes SIGINT a normal stop: the command returns (exit 0) and nothing is reported.
  func treatInterruptAsStop() {
    interruptIsStop.store(true, ordering: .sequentiallyConsistent)
  }

  /// True when a SIGINT arrived and ``treatInterruptAsStop()`` made it a normal stop.
  var stoppedByInterrupt: Bool {
    receivedSignal == SIGINT && interruptIsStop.load(ordering: .sequentiallyConsistent)
  }

  /// Called once the process has decided to exit by itself (its own message is printed).
  func markExiting() -> Bool {
    !exiting.exchange(true, ordering: .sequentiallyConsistent)
  }

  /// The signal that arrived, if any.
  var receivedSignal: Int32? {
    let sig = flag.load(ordering: .relaxed)
    return sig == 0 ? nil : sig
  }

  /// True once a signal has arrived.
  var isCancelled: Bool { flag.load(ordering: .relaxed) != 0 }

  /// Throws ``Interrupted`` once a signal has arrived.
  func check() throws {
    let sig = flag.load(ordering: .relaxed)
    if sig != 0 { throw Interrupted(signal: sig) }
  }
}

/// The render was stopped by a signal.
struct Interrupted: Error, CustomStringConvertible {
  let signal: Int32
  var description: String {
    "interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM"); nothing was written"
  }
}
