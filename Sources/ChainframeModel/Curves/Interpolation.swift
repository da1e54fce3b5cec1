/// Component-wise interpolation shared by every value type (scalars, pairs, colours,
/// transform components): values are vectors of components, never matrices.
public enum Interpolation {
  /// `from·(1−p) + to·p` per component.
  ///
  /// Written this way, rather than `from + (to−from)·p`, so p = 0 and p = 1 give the end
  /// values exactly; dumps then show `0.3`, not `0.30000000000000004`.
  @inline(__always)
  public static func mix(_ from: [Double], _ to: [Double], _ p: Double) -> [Double] {
    precondition(from.count == to.count, "mixing values with different component counts")
    var result = from
    for i in 0..<from.count { result[i] = from[i] * (1 - p) + to[i] * p }
    return result
  }
}
