/// A library user's closure, evaluated at local times.
package struct CustomCurve: AnimationCurve {
  let custom: CustomAnimation
  package let from: [Double]

  package var count: Int { from.count }
  package var duration: Double { max(custom.duration, 0) }
  package var to: [Double] { value(at: duration) }
  package var reversesByMirroring: Bool { false }

  package func value(at localTime: Double) -> [Double] {
    let v = custom.body(min(max(localTime, 0), duration), from)
    // A closure returning the wrong count is a programmer error in the caller's code.
    precondition(v.count == from.count, "custom animation returned \(v.count) components, expected \(from.count)")
    return v
  }

  /// Creates a value from its parts.
  package init(custom: CustomAnimation, from: [Double]) {
    self.custom = custom
    self.from = from
  }
}
