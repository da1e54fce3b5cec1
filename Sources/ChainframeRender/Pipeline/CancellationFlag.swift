import Synchronization

/// A one-way flag set when a render's task is cancelled (YYAsyncLayer's sentinel): workers
/// read it every frame and drop their work.
final class CancellationFlag: Sendable {
  private let value = Atomic<Bool>(false)
  /// Sets the flag; it stays set.
  func set() { value.store(true, ordering: .relaxed) }
  /// True once set.
  var isSet: Bool { value.load(ordering: .relaxed) }
}
