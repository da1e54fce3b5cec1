import Foundation

/// A 4×4 transform in lottie-web's convention (its transformation-matrix.js): row vectors,
/// `m[12…14]` the translation, so `a.then(b)` applies `a` first, as lottie-web's
/// `a.transform(b)` does. Its rotations turn the signs lottie-web's TransformProperty feeds
/// them; the callers pass those signs through unchanged.
struct LottieMatrix3D: Equatable {
  /// The sixteen entries, row by row.
  var m: [Double]

  /// The identity.
  static let identity = LottieMatrix3D(m: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  /// `self` then `o` (the row-vector product self · o).
  func then(_ o: LottieMatrix3D) -> LottieMatrix3D {
    var out = [Double](repeating: 0, count: 16)
    for row in 0..<4 {
      for col in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += m[row * 4 + k] * o.m[k * 4 + col] }
        out[row * 4 + col] = sum
      }
    }
    return LottieMatrix3D(m: out)
  }

  /// Followed by a move of (x, y, z) pixels.
  func translated(_ x: Double, _ y: Double, _ z: Double) -> LottieMatrix3D {
    then(LottieMatrix3D(m: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]))
  }

  /// Followed by a scale (factors).
  func scaled(_ x: Double, _ y: Double, _ z: Double) -> LottieMatrix3D {
    then(LottieMatrix3D(m: [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1]))
  }

  /// Followed by lottie-web's `rotateZ(angle)` (radians; lottie-web passes −r, which turns
  /// the y-down screen clockwise by r).
  func rotatedZ(_ angle: Double) -> LottieMatrix3D {
    guard angle != 0 else { return self }
    let (c, s) = (cos(angle), sin(angle))
    return then(LottieMatrix3D(m: [c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
  }

  /// Followed by lottie-web's `rotateY(angle)` (radians): x′ = x·cos − z·sin.
  func rotatedY(_ angle: Double) -> LottieMatrix3D {
    guard angle != 0 else { return self }
    let (c, s) = (cos(angle), sin(angle))
    return then(LottieMatrix3D(m: [c, 0, s, 0, 0, 1, 0, 0, -s, 0, c, 0, 0, 0, 0, 1]))
  }

  /// Followed by lottie-web's `rotateX(angle)` (radians): y′ = y·cos + z·sin.
  func rotatedX(_ angle: Double) -> LottieMatrix3D {
    guard angle != 0 else { return self }
    let (c, s) = (cos(angle), sin(angle))
    return then(LottieMatrix3D(m: [1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0, 0, 0, 0, 1]))
  }

  /// Followed by lottie-web's `skewFromAxis(ax, angle)` (radians): R(angle)⁻¹ · shear · R(angle).
  func skewedFromAxis(_ ax: Double, _ angle: Double) -> LottieMatrix3D {
    let (c, s) = (cos(angle), sin(angle))
    return then(LottieMatrix3D(m: [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
      .then(LottieMatrix3D(m: [1, 0, 0, 0, tan(ax), 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
      .then(LottieMatrix3D(m: [c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
  }

  /// The 2-D part lottie-web's svg renderer writes (`to2dCSS`: entries 0, 1, 4, 5, 12, 13):
  /// an orthographic view along z, with no perspective.
  var affine: Affine {
    Affine(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13])
  }
}
