/// Eased progress shared by the basic animations of one compile: animations with the same
/// timing function and duration (compared bit for bit) share one ``FrameSampleMemo`` of
/// per-frame progress, so a cubic Bézier is solved once per distinct start, not once per
/// layer and frame. Values are unchanged: the progress is the same number either way.
package final class EasingProgressCache: Sendable {
  private struct Key: Hashable {
    let timing: TimingFunction
    let duration: UInt64
  }
  private let memos = Locked<[Key: FrameSampleMemo]>([:])

  /// The shared progress memo of `timing` over `duration` seconds.
  package func memo(timing: TimingFunction, duration: Double) -> FrameSampleMemo {
    let key = Key(timing: timing, duration: duration.bitPattern)
    return memos.withLock { table in
      if let memo = table[key] { return memo }
      let memo = FrameSampleMemo()
      table[key] = memo
      return memo
    }
  }

  /// Creates an empty instance.
  package init() {}
}
