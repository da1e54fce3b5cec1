import Foundation

/// The physical constants of a damped spring: F = −tension·x − friction·v, acceleration F/mass.
///
/// One spring, three vocabularies: POP's `bounciness`/`speed` (converted with POP's exact
/// Quartz Composer fit), POP's `tension`/`friction`/`mass`, and `stiffness`/`damping`/`mass`
/// (Remotion/framer naming for the same physics).
public struct SpringParameters: Sendable, Hashable {
  /// Spring constant k, > 0 (POP's tension, framer's stiffness). Default 342.1 (POP 4/12).
  public var tension: Double
  /// Damping coefficient b, ≥ 0 (POP's friction, framer's damping). Default 30.49.
  public var friction: Double
  /// Mass m, > 0. Default 1.
  public var mass: Double

  /// Creates a spring from tension, friction and mass.
  public init(tension: Double, friction: Double, mass: Double = 1) {
    self.tension = tension
    self.friction = friction
    self.mass = mass
  }

  /// Creates a spring from stiffness, damping and mass (the same physics, other names).
  public init(stiffness: Double, damping: Double, mass: Double = 1) {
    self.init(tension: stiffness, friction: damping, mass: mass)
  }

  /// POP's default spring: bounciness 4, speed 12.
  public static let popDefault = SpringParameters(bounciness: 4, speed: 12)

  // MARK: - POP's bounciness/speed conversion (constants from POPAnimationExtras/POPMath)

  /// Creates a spring from POP's `bounciness` (0…20, default 4) and `speed` (0…20,
  /// default 12) with POP's exact conversion; mass is always 1.
  public init(bounciness: Double, speed: Double) {
    let b = SpringParameters.projectNormal(bounciness / 1.7 / 20, 0, 0.8)
    let s = speed / 1.7 / 20
    let qcTension = SpringParameters.projectNormal(s, 0.5, 200)
    let qcFriction = SpringParameters.quadraticOutInterpolation(
      b, SpringParameters.noBounce(qcTension), 0.01)
    self.init(
      tension: 194 + (qcTension - 30) / 50 * (375 - 194),
      friction: 25 + (qcFriction - 8) / 2 * (25 - 19), mass: 1)
  }

  /// POP's inverse conversion: the bounciness and speed that give this tension and friction
  /// (mass is ignored, as in POP).
  public var bouncinessAndSpeed: (bounciness: Double, speed: Double) {
    let qcFriction = 8 + 2 * (friction - 25) / 6
    let qcTension = 30 + 50 * (tension - 194) / 181
    let nb = SpringParameters.noBounce(qcTension)
    // (nb − 0.01)·x² + 2(0.01 − nb)·x + (nb − qcF) = 0
    let a = nb - 0.01
    let bb = 2 * (0.01 - nb)
    let c = nb - qcFriction
    let discriminant = (bb * bb - 4 * a * c).squareRoot()
    let x1 = (-bb + discriminant) / (2 * a)
    let x2 = (-bb - discriminant) / (2 * a)
    let x = x2 < 0.8 ? x2 : x1
    return (20 * 1.7 / 0.8 * x, 20 * 1.7 / 199.5 * (qcTension - 0.5))
  }

  static func projectNormal(_ n: Double, _ start: Double, _ end: Double) -> Double {
    start + n * (end - start)
  }

  static func quadraticOutInterpolation(_ t: Double, _ start: Double, _ end: Double) -> Double {
    let eased = 2 * t - t * t
    return eased * end + (1 - eased) * start
  }

  /// POP's piecewise-cubic fit of the friction that just avoids bouncing at a QC tension.
  static func noBounce(_ tension: Double) -> Double {
    if tension <= 18 {
      return 0.0007 * pow(tension, 3) - 0.031 * pow(tension, 2) + 0.64 * tension + 1.28
    } else if tension <= 44 {
      return 0.000044 * pow(tension, 3) - 0.006 * pow(tension, 2) + 0.36 * tension + 2
    }
    return 0.00000045 * pow(tension, 3) - 0.000332 * pow(tension, 2) + 0.1078 * tension + 5.84
  }
}
