/// Counts renders in progress so at most `limit` run at once; the rest are refused (503)
/// rather than queued, so a client learns at once that it should retry.
actor RenderSlots {
  private let limit: Int
  private var busy = 0

  init(limit: Int) { self.limit = max(limit, 1) }

  /// Takes a slot; false when all are busy.
  func take() -> Bool {
    guard busy < limit else { return false }
    busy += 1
    return true
  }

  /// Gives a slot back.
  func give() { busy -= 1 }
}
