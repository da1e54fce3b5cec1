import Foundation
import Testing

@testable import ChainframeLottie

/// Skew (`sk` along axis `sa`) rewritten as a scene layer's rotation · skew.y · scale: the
/// product must equal lottie-web's own transform, written here independently in its
/// row-vector form (TransformProperty: scale, skewFromAxis(−sk, sa), rotate(−r)).
@Suite("Lottie skew")
struct LottieSkewTests {
  /// lottie-web's linear part as a column-vector matrix [a, b, c, d] (x′ = a·x + b·y).
  static func lottieWeb(s: [Double], r: Double, sk: Double, sa: Double) -> [Double] {
    let rad = Double.pi / 180
    // Row-vector 2×2 matrices [m0, m1, m2, m3]: [x′ y′] = [x y] · [[m0, m1], [m2, m3]].
    func times(_ m: [Double], _ n: [Double]) -> [Double] {
      [m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3], m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3]]
    }
    let scale = [s[0] / 100, 0, 0, s[1] / 100]
    let (c, si) = (cos(sa * rad), sin(sa * rad))
    let ax = -sk * rad
    let skew = times(times([c, si, -si, c], [1, 0, tan(ax), 1]), [c, -si, si, c])
    let angle = -r * rad
    let rotate = [cos(angle), -sin(angle), sin(angle), cos(angle)]
    let row = times(times(scale, skew), rotate)
    return [row[0], row[2], row[1], row[3]]
  }

  /// The scene layer's linear part: R(rotation) · [[1, 0], [tan(skew.y), 1]] · diag(scale).
  static func scene(_ p: [Double]) -> [Double] {
    let rad = Double.pi / 180
    let (c, s) = (cos(p[0] * rad), sin(p[0] * rad))
    let t = tan(p[1] * rad)
    let lower = [p[2], 0, t * p[2], p[3]]
    return [
      c * lower[0] - s * lower[2], c * lower[1] - s * lower[3], s * lower[0] + c * lower[2],
      s * lower[1] + c * lower[3],
    ]
  }

  @Test("rotation · skew.y · scale equals lottie-web's transform for 500 random skews")
  func randomSkews() {
    var generator = SystemRandomNumberGenerator()
    var worst = 0.0
    for _ in 0..<500 {
      let s = [Double.random(in: 10...300, using: &generator), Double.random(in: 10...300, using: &generator)]
      let r = Double.random(in: -720...720, using: &generator)
      let sk = Double.random(in: -60...60, using: &generator)
      let sa = Double.random(in: -180...180, using: &generator)
      let ours = Self.scene(LottieTranslator.skewedParts(s: s, r: r, sk: sk, sa: sa))
      let theirs = Self.lottieWeb(s: s, r: r, sk: sk, sa: sa)
      worst = max(worst, zip(ours, theirs).map { abs($0 - $1) }.max() ?? 0)
    }
    #expect(worst < 1e-9, "largest difference \(worst)")
  }

  @Test("A skewed group is translated, not reported", arguments: [(30.0, 0.0), (30, 45), (-20, 90)])
  func translated(sk: Double, sa: Double) throws {
    let text = """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "assets": [],
       "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
         "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
         "shapes": [{"ty": "gr", "it": [
           {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [60, 40]}, "r": {"a": 0, "k": 0}},
           {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1},
           {"ty": "tr", "p": {"a": 0, "k": [100, 100]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
            "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}, "sk": {"a": 0, "k": \(sk)}, "sa": {"a": 0, "k": \(sa)}}]}]}]}
      """
    let result = try LottieImporter.translate(text: text, file: "skew.json")
    #expect(!result.findings.contains { $0.description.contains("skew") })
    #expect(result.yaml.contains("skew"))
  }
}
