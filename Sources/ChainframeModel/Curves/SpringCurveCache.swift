/// Exact spring solutions shared by the layers of one compile: springs with the same
/// parameters, endpoints, velocity, threshold and horizon (compared bit for bit) are solved
/// once. Staggered lists, where every item springs the same way at a different delay, then
/// cost one simulation instead of one per item; the values are the same, since the solution
/// depends on nothing else.
package final class SpringCurveCache: Sendable {
  private struct Key: Hashable {
    let bits: [UInt64]
  }
  private let curves = Locked<[Key: ExactSpringCurve]>([:])

  /// The solved curve for these inputs (see ``ExactSpringCurve``'s initialiser).
  package func curve(
    from: [Double], to: [Double], velocity: [Double]?, parameters: SpringParameters, threshold: Double,
    horizon: Double
  ) -> ExactSpringCurve {
    // Counts first, so arrays of different lengths can never produce the same key.
    var bits: [UInt64] = [UInt64(from.count), UInt64(to.count), UInt64(velocity?.count ?? 0)]
    bits += [parameters.tension, parameters.friction, parameters.mass, threshold, horizon].map(\.bitPattern)
    bits += (from + to + (velocity ?? [])).map(\.bitPattern)
    let key = Key(bits: velocity == nil ? bits + [1] : bits)
    if let hit = curves.withLock({ $0[key] }) { return hit }
    // Two layers may solve the same spring at once; both results are identical.
    var made = ExactSpringCurve(
      from: from, to: to, velocity: velocity, parameters: parameters, threshold: threshold, horizon: horizon)
    made.samples = FrameSampleMemo()
    // The first solution stored wins, so every layer shares one sample memo.
    return curves.withLock { table in
      if let first = table[key] { return first }
      table[key] = made
      return made
    }
  }

  /// Creates an empty instance.
  package init() {}
}
