/// Delays each child of a group (or each piece of split text) by a fixed step, counted from
/// the start, the end or the centre of the list: the staggered reveal.
public struct Stagger: Sendable, Hashable {
  /// Delay added per step, seconds, ≥ 0.
  public var delay: Double
  /// Which child starts first.
  public var from: Origin

  /// Where the stagger counts from.
  public enum Origin: String, Sendable, Hashable, CaseIterable {
    /// The first child starts first.
    case start
    /// The last child starts first.
    case end
    /// The middle child starts first; the rest follow outwards.
    case center
  }

  /// Creates a stagger.
  public init(delay: Double, from: Origin = .start) {
    self.delay = delay
    self.from = from
  }

  /// The delay of child `index` of `count`.
  public func delay(ofChild index: Int, count: Int) -> Double {
    precondition(index >= 0 && index < count)
    switch from {
    case .start: return delay * Double(index)
    case .end: return delay * Double(count - 1 - index)
    case .center: return delay * abs(Double(index) - Double(count - 1) / 2)
    }
  }
}
