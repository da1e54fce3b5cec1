import Foundation

/// POP's decay: a velocity that shrinks by a fixed factor every millisecond.
public struct DecayParameters: Sendable, Hashable {
  /// Retention per millisecond, 0 < d < 1. Default 0.998 (POP's).
  public var deceleration: Double

  /// Creates decay parameters.
  public init(deceleration: Double = 0.998) {
    self.deceleration = deceleration
  }

  /// Displacement after `t` seconds from velocity `v` (units per second):
  /// `(v/1000)·d·(1 − d^(1000t))/(1 − d)`, POP's closed form (a per-millisecond geometric
  /// series, frame-rate independent).
  public func displacement(velocity v: Double, time t: Double) -> Double {
    let d = deceleration
    return (v / 1000) * d * (1 - pow(d, 1000 * t)) / (1 - d)
  }

  /// Velocity after `t` seconds: `v·d^(1000t)`.
  public func velocity(initial v: Double, time t: Double) -> Double {
    v * pow(deceleration, 1000 * t)
  }

  /// Seconds until every component's speed drops below `5 × threshold` (POP's
  /// `computeDuration`); 0 when already that slow.
  public func duration(velocity: [Double], threshold: Double) -> Double {
    let k = threshold * 5 / 1000
    var longest = 0.0
    for v in velocity where v != 0 {
      let t = log(abs(k / (v / 1000))) / (1000 * log(deceleration))
      if t.isFinite && t > longest { longest = t }
    }
    return longest
  }
}
