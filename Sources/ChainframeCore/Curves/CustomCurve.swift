/// A library user's closure, evaluated at local times.
struct CustomCurve: AnimationCurve {
  let custom: CustomAnimation
  let from: [Double]

  var count: Int { from.count }
  var duration: Double { max(custom.duration, 0) }
  var to: [Double] { value(at: duration) }
  var reversesByMirroring: Bool { false }

  func value(at localTime: Double) -> [Double] {
    let v = custom.body(min(max(localTime, 0), duration), from)
    // A closure returning the wrong count is a programmer error in the caller's code.
    precondition(v.count == from.count, "custom animation returned \(v.count) components, expected \(from.count)")
    return v
  }
}
