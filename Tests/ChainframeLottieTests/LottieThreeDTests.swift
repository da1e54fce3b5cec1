import ChainframeCore
import ChainframeModel
import Foundation
import Testing

@testable import ChainframeLottie

/// 3-D layers as lottie-web 5.13.0's svg renderer draws them. The reference here is written
/// independently of the translator, as the steps lottie-web's TransformProperty applies to a
/// point (translate(−ax, −ay, +az), scale, rotateZ(−rz), rotateY(ry), rotateX(rx), rotateZ(−or.z),
/// rotateY(or.y), rotateX(or.x), translate(px, py, −pz), in transformation-matrix.js's row-vector
/// signs), the layer's then each parent's, of which the svg renderer keeps x and y.
@Suite("Lottie 3-D layers")
struct LottieThreeDTests {
  /// One layer transform's values (degrees, percent, pixels).
  struct Transform {
    var a = [0.0, 0, 0], p = [0.0, 0, 0], s = [100.0, 100, 100]
    var rx = 0.0, ry = 0.0, rz = 0.0, or = [0.0, 0, 0]

    /// The Lottie `ks` object.
    var json: String {
      func list(_ v: [Double]) -> String { "[" + v.map { "\($0)" }.joined(separator: ", ") + "]" }
      return """
        {"a": {"a": 0, "k": \(list(a))}, "p": {"a": 0, "k": \(list(p))}, "s": {"a": 0, "k": \(list(s))},
         "rx": {"a": 0, "k": \(rx)}, "ry": {"a": 0, "k": \(ry)}, "rz": {"a": 0, "k": \(rz)},
         "or": {"a": 0, "k": \(list(or))}, "o": {"a": 0, "k": 100}}
        """
    }

    /// Where lottie-web puts the point `q`.
    func apply(_ q: [Double]) -> [Double] {
      let rad = Double.pi / 180
      var (x, y, z) = (q[0] - a[0], q[1] - a[1], q[2] + a[2])
      (x, y, z) = (x * s[0] / 100, y * s[1] / 100, z * s[2] / 100)
      func aboutZ(_ t: Double) {
        (x, y) = (x * cos(t) + y * sin(t), -x * sin(t) + y * cos(t))
      }
      func aboutY(_ t: Double) {
        (x, z) = (x * cos(t) - z * sin(t), x * sin(t) + z * cos(t))
      }
      func aboutX(_ t: Double) {
        (y, z) = (y * cos(t) + z * sin(t), -y * sin(t) + z * cos(t))
      }
      aboutZ(-rz * rad)
      aboutY(ry * rad)
      aboutX(rx * rad)
      aboutZ(-or[2] * rad)
      aboutY(or[1] * rad)
      aboutX(or[0] * rad)
      return [x + p[0], y + p[1], z - p[2]]
    }
  }

  /// lottie-web's 2-D matrix [a, b, c, d, tx, ty] (x′ = a·x + c·y + tx) for a layer and its
  /// parents (nearest first).
  static func lottieWeb(_ chain: [Transform]) -> [Double] {
    func image(_ q: [Double]) -> [Double] { chain.reduce(q) { $1.apply($0) } }
    let o = image([0, 0, 0])
    let x = image([1, 0, 0])
    let y = image([0, 1, 0])
    return [x[0] - o[0], x[1] - o[1], y[0] - o[0], y[1] - o[1], o[0], o[1]]
  }

  /// A scene group's matrix, T(position) · R(rotation) · skew.y · S(scale) · T(−anchor·size).
  static func scene(_ state: LayerState) -> [Double] {
    let rad = Double.pi / 180
    let (c, s) = (cos(state.rotation * rad), sin(state.rotation * rad))
    let t = tan(state.skew.y * rad)
    let lower = [state.scale.x, t * state.scale.x, 0, state.scale.y]  // columns: (a, b), (c, d)
    let m = [
      c * lower[0] - s * lower[1], s * lower[0] + c * lower[1], c * lower[2] - s * lower[3],
      s * lower[2] + c * lower[3],
    ]
    let (ax, ay) = (state.anchor.x * state.size.x, state.anchor.y * state.size.y)
    return m + [state.position.x - m[0] * ax - m[2] * ay, state.position.y - m[1] * ax - m[3] * ay]
  }

  /// A file of a 100 × 100 solid (index 1) under parents 2, 3, … with `chain`'s transforms.
  static func file(_ chain: [Transform], ddd: Int = 1, extra: String = "") -> String {
    var layers: [String] = []
    for (k, t) in chain.enumerated() {
      let parent = k + 1 < chain.count ? #", "parent": \#(k + 2)"# : ""
      let kind = k == 0 ? ##""ty": 1, "sc": "#ff0000", "sw": 100, "sh": 100"## : #""ty": 3"#
      layers.append(
        #"{\#(kind), "ddd": \#(ddd), "ind": \#(k + 1)\#(parent), "ip": 0, "op": 10, "st": 0, "ks": \#(t.json)}"#)
    }
    return """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 200, "h": 200, "ddd": \(ddd), "assets": [],
       "layers": [\(extra)\(layers.joined(separator: ", "))]}
      """
  }

  /// The solid's group (the one with a child) after import, and the findings.
  static func solidGroup(_ text: String) throws -> (layer: Layer, findings: [String]) {
    let result = try LottieImporter.translate(text: text, file: "3d.json")
    let scene = try SceneLoader.load(text: text, file: NSTemporaryDirectory() + "3d.json")
    let group = try #require(scene.layers.first { !$0.children.isEmpty })
    return (group, result.findings.map(\.description))
  }

  static func expectClose(_ ours: [Double], _ theirs: [Double], tolerance: Double = 1e-6) {
    let worst = zip(ours, theirs).map { abs($0 - $1) }.max() ?? 0
    #expect(worst < tolerance, "ours \(ours) lottie-web \(theirs)")
  }

  @Test("A layer turned 60° about y draws its width scaled by cos 60°, about its anchor")
  func turnedAboutY() throws {
    let t = Transform(a: [50, 50, 0], p: [100, 100, 0], ry: 60)
    let (group, findings) = try Self.solidGroup(Self.file([t]))
    // lottie-web's svg renderer: matrix(0.5, 0, 0, 1, 75, 50), the 100 px solid 75…125 wide.
    Self.expectClose(Self.scene(group.base), [0.5, 0, 0, 1, 75, 50])
    #expect(!findings.contains { $0.contains("3-D") })
  }

  @Test(
    "Rotations about x, y and z (and the orientation) turn in lottie-web's order",
    arguments: [
      Transform(rx: 30, ry: 40, rz: 50), Transform(rx: -70, ry: 20, rz: 0),
      Transform(a: [10, 20, 0], p: [90, 80, 0], s: [120, 80, 100], rx: 20, ry: -35, rz: 15, or: [10, 20, 30]),
    ])
  func rotationOrder(t: Transform) throws {
    let (group, _) = try Self.solidGroup(Self.file([t]))
    Self.expectClose(Self.scene(group.base), Self.lottieWeb([t]))
    // Another order would draw another matrix: make sure the test can tell them apart.
    var swapped = t
    (swapped.rx, swapped.ry) = (t.ry, t.rx)
    let other = Self.lottieWeb([swapped])
    #expect(zip(Self.scene(group.base), other).contains { abs($0 - $1) > 1e-3 })
  }

  @Test("A parent turned about y brings its child's depth into view, as one matrix")
  func parentChain() throws {
    let child = Transform(a: [50, 50, 20], p: [30, 0, 40], rx: 25)
    let parent = Transform(p: [100, 100, 0], ry: 50, rz: 10)
    let grandparent = Transform(p: [10, 5, 0], s: [90, 110, 100], rz: -20)
    let chain = [child, parent, grandparent]
    let (group, findings) = try Self.solidGroup(Self.file(chain))
    Self.expectClose(Self.scene(group.base), Self.lottieWeb(chain))
    #expect(!findings.contains { $0.contains("parent chain") })
  }

  @Test("Depth alone (z position, no turn about x or y) moves nothing", arguments: [0.0, 150, -400])
  func depthAlone(z: Double) throws {
    let t = Transform(a: [50, 50, 0], p: [100, 100, z], rz: 30)
    let (group, _) = try Self.solidGroup(Self.file([t]))
    Self.expectClose(Self.scene(group.base), Self.lottieWeb([Transform(a: [50, 50, 0], p: [100, 100, 0], rz: 30)]))
  }

  @Test("lottie-web turns a layer with rx, ry even when it is not marked 3-D")
  func notMarked() throws {
    let t = Transform(a: [50, 50, 0], p: [100, 100, 0], rx: 45, ry: 30)
    let (group, _) = try Self.solidGroup(Self.file([t], ddd: 0))
    Self.expectClose(Self.scene(group.base), Self.lottieWeb([t]))
  }

  @Test(
    "Without rx lottie-web ignores ry and rz (r turns); rx without ry, rz or or is drawn and reported (lottie-web fails)",
    arguments: [
      (#""ry": {"a": 0, "k": 60}"#, [1.0, 0, 0, 1, 50, 50], false),
      (#""rz": {"a": 0, "k": 90}"#, [1.0, 0, 0, 1, 50, 50], false),
      (#""r": {"a": 0, "k": 90}, "rz": {"a": 0, "k": 45}"#, [0.0, 1, -1, 0, 150, 50], false),
      (#""rx": {"a": 0, "k": 60}"#, [1.0, 0, 0, 0.5, 50, 75], true),
    ])
  func partial(rotation: String, expected: [Double], reported: Bool) throws {
    let ks = #""a": {"a": 0, "k": [50, 50, 0]}, "p": {"a": 0, "k": [100, 100, 0]}, "o": {"a": 0, "k": 100}"#
    let text = Self.file([Transform()]).replacingOccurrences(of: Transform().json, with: "{\(ks), \(rotation)}")
    let (group, findings) = try Self.solidGroup(text)
    Self.expectClose(Self.scene(group.base), expected)
    #expect(findings.contains { $0.contains("without `ry`") } == reported)
  }

  @Test("An animated turn about y is baked per frame from lottie-web's matrix")
  func animated() throws {
    let ks = #"""
      {"a": {"a": 0, "k": [50, 50, 0]}, "p": {"a": 0, "k": [100, 100, 0]},
       "rx": {"a": 0, "k": 0}, "rz": {"a": 0, "k": 0}, "or": {"a": 0, "k": [0, 0, 0]},
       "ry": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                            {"t": 10, "s": [80]}]}}
      """#
    let json = try #require(LottieJSON.parse(ks))
    let transform = LottieTransform3D(json, autoOrient: false)
    #expect(transform.isAnimated && transform.isThreeD)
    for frame in [0.0, 2.5, 5, 10] {
      let affine = transform.matrix(at: frame).affine
      let ours = [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty]
      Self.expectClose(ours, Self.lottieWeb([Transform(a: [50, 50, 0], p: [100, 100, 0], ry: 8 * frame)]))
    }
    let text = Self.file([Transform()]).replacingOccurrences(
      of: Transform().json, with: ks.replacingOccurrences(of: "\n", with: " "))
    let (group, _) = try Self.solidGroup(text)
    #expect(!group.animations.isEmpty)
  }

  @Test("The orientation is slerped at the segment's linear time, its easing unused, as lottie-web does")
  func orientationSlerp() throws {
    let ks = #"""
      {"rx": {"a": 0, "k": 0}, "ry": {"a": 0, "k": 0}, "rz": {"a": 0, "k": 0},
       "or": {"a": 1, "k": [{"t": 0, "s": [0, 0, 0], "o": {"x": [0.9], "y": [0]}, "i": {"x": [0.1], "y": [1]}},
                            {"t": 10, "s": [0, 90, 0]}]}}
      """#
    let parsed: LottieJSON = try #require(LottieJSON.parse(ks))
    let transform = LottieTransform3D(parsed, autoOrient: false)
    let orientation = try #require(transform.orientation)
    Self.expectClose(LottieTransform3D.orientation(orientation, at: 5), [0, 45, 0])
    Self.expectClose(LottieTransform3D.orientation(orientation, at: 2.5), [0, 22.5, 0])
    let affine = transform.matrix(at: 5).affine
    Self.expectClose(
      [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty], Self.lottieWeb([Transform(or: [0, 45, 0])]))
  }

  @Test("A camera is reported; the 3-D layers are drawn without its perspective")
  func camera() throws {
    let camera = #"{"ty": 13, "ddd": 1, "ind": 9, "ip": 0, "op": 10, "st": 0, "pe": {"a": 0, "k": 266}, "ks": {}}, "#
    let t = Transform(a: [50, 50, 0], p: [100, 100, 0], ry: 60)
    let (group, findings) = try Self.solidGroup(Self.file([t], extra: camera))
    Self.expectClose(Self.scene(group.base), [0.5, 0, 0, 1, 75, 50])
    #expect(findings.contains { $0.contains("3-D camera") })
  }

  @Test("A 3-D layer's mask turns with it (issue_1932's letters: 26 → 60 dB at frame 0)")
  func masked() throws {
    let t = Transform(a: [50, 50, 0], p: [100, 100, 0], ry: 60)
    let mask =
      #""hasMask": true, "masksProperties": [{"mode": "a", "o": {"a": 0, "k": 100}, "pt": {"a": 0, "k": {"c": true, "v": [[0, 0], [50, 0], [50, 100], [0, 100]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}], "#
    let text = Self.file([t]).replacingOccurrences(of: #"{"ty": 1"#, with: "{" + mask + #""ty": 1"#)
    let (group, _) = try Self.solidGroup(text)
    let space = try #require(group.mask?.layers.first)
    Self.expectClose(Self.scene(space.base), Self.scene(group.base))
    Self.expectClose(Self.scene(space.base), [0.5, 0, 0, 1, 75, 50])
  }

  @Test("A 2-D layer keeps its plain translation (no baked matrix)")
  func flat() throws {
    let text = Self.file([Transform(a: [50, 50, 0], p: [100, 100, 0], rz: 30)])
    let yaml = try LottieImporter.translate(text: text, file: "flat.json").yaml
    #expect(!yaml.contains("skew"))
    #expect(yaml.contains("rotation: 30"))
  }
}
