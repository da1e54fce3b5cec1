import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a flag the render loop polls (YYAsyncLayer's sentinel idea),
/// so an interrupted render stops within a frame and cleans up its temporary output instead of
/// dying half-written.
final class SignalWatcher: @unchecked Sendable {
  // @unchecked: `sources` is written once in init and only cancelled in deinit; the flag is
  // an atomic.
  private let flag = SignalFlag()
  private let sources: [DispatchSourceSignal]

  init() {
    var made: [DispatchSourceSignal] = []
    let flag = self.flag
    for sig in [SIGINT, SIGTERM] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { flag.value.store(sig, ordering: .relaxed) }
      source.resume()
      made.append(source)
    }
    sources = made
  }

  deinit {
    for s in sources { s.cancel() }
  }

  /// Throws ``Interrupted`` once a signal has arrived.
  func check() throws {
    let sig = flag.value.load(ordering: .relaxed)
    if sig != 0 { throw Interrupted(signal: sig) }
  }
}

/// The shared flag: which signal arrived (0 for none).
final class SignalFlag: Sendable {
  let value = Atomic<Int32>(0)
}

/// The render was stopped by a signal.
struct Interrupted: Error, CustomStringConvertible {
  let signal: Int32
  var description: String {
    "interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM"); nothing was written"
  }
}
