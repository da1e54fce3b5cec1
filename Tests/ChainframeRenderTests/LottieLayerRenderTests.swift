import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// `type: lottie` layers drawn: a scene frame holds exactly the Lottie file's frame at the
/// same instant of the animation's own clock (shifted by `start`, stretched by `speed`,
/// repeated by `loop`, cut by `segment`).
@Suite("Lottie layers drawn")
struct LottieLayerRenderTests {
  /// 100 × 100 at 10 fps, frames 0…10: a red 20 × 20 square moving linearly from x 10 to 90
  /// (its centre), y 50; a marker `second` on frames 5…10.
  static let animation = """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": [],
     "markers": [{"cm": "second", "tm": 5, "dr": 5}],
     "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
       "ks": {"a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0},
              "o": {"a": 0, "k": 100},
              "p": {"a": 1, "k": [{"t": 0, "s": [10, 50], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                                  {"t": 10, "s": [90, 50]}]}},
       "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
                  {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}]}]}
    """

  /// A scene of `size` at 10 fps, 3 s, transparent, with one Lottie layer with `keys`.
  static func scene(_ keys: String, size: (Int, Int) = (100, 100)) -> String {
    """
    canvas: {width: \(size.0), height: \(size.1), fps: 10, duration: 3, background: transparent}
    layers:
      - {type: lottie, src: anim.json\(keys.isEmpty ? "" : ", " + keys)}
    """
  }

  /// Every byte of two images of the same size differs by at most 1.
  static func same(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height {
      for x in 0..<a.width {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        let d = [(p.r, q.r), (p.g, q.g), (p.b, q.b), (p.a, q.a)].map { abs(Int($0.0) - Int($0.1)) }
        if d.contains(where: { $0 > 1 }) { return false }
      }
    }
    return true
  }

  /// Whether every pixel is transparent.
  static func empty(_ image: PixelBuffer) -> Bool {
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x: x, y: y).a != 0 { return false }
    }
    return true
  }

  /// A case: the layer's keys, then (scene frame, Lottie frame or nil for nothing drawn).
  static let timings: [(keys: String, frames: [(Int, Int?)])] = [
    ("", [(0, 0), (4, 4), (9, 9), (10, nil), (20, nil)]),
    ("start: 0.5", [(0, nil), (4, nil), (5, 0), (6, 1), (10, 5), (14, 9), (15, nil)]),
    ("speed: 2", [(0, 0), (2, 4), (4, 8), (5, nil)]),
    ("loop: true", [(0, 0), (3, 3), (10, 0), (13, 3), (29, 9)]),
    ("start: 0.5, loop: true", [(4, nil), (5, 0), (15, 0), (22, 7)]),
    ("segment: second", [(0, 5), (4, 9), (5, nil)]),
    ("segment: [0.2, 0.6], loop: true", [(0, 2), (3, 5), (4, 2), (9, 3)]),
    ("segment: second, start: 1, speed: 0.5", [(9, nil), (10, 5), (12, 6), (18, 9), (20, nil)]),
  ]

  @Test("A lottie layer's frame n is the Lottie file's own frame at the same animation time", arguments: timings)
  func timing(_ c: (keys: String, frames: [(Int, Int?)])) throws {
    let dir = TemporaryDirectory()
    let alone = try Composition.load(contentsOf: dir.write("anim.json", Self.animation))
    let placed = try Composition.load(contentsOf: dir.write("scene.yaml", Self.scene(c.keys)))
    for (n, lottieFrame) in c.frames {
      let image = try placed.image(atFrame: n)
      if let lottieFrame {
        #expect(!Self.empty(image), "\(c.keys): frame \(n) is empty")
        #expect(Self.same(image, try alone.image(atFrame: lottieFrame)), "\(c.keys): frame \(n) vs \(lottieFrame)")
      } else {
        #expect(Self.empty(image), "\(c.keys): frame \(n) should be empty")
      }
    }
  }

  /// A case: the layer's keys in a 200 × 100 scene, then pixels that are red and clear in frame 0.
  static let fits: [(keys: String, red: [(Int, Int)], clear: [(Int, Int)])] = [
    // Contain: 100 × 100 centred (x 50…150): the square at x 50…70.
    ("size: [200, 100]", [(60, 50)], [(10, 50), (45, 50), (75, 50)]),
    // Fill: stretched ×2 across: the square at x 0…40, y 40…60.
    ("size: [200, 100], fit: fill", [(5, 50), (35, 50)], [(45, 50), (5, 35)]),
    // Cover: ×2 both ways, centred (y −50…150) and clipped: the square at x 0…40, y 30…70.
    ("size: [200, 100], fit: cover", [(5, 32), (35, 68)], [(45, 50), (5, 25)]),
    // No size: the canvas at the origin, the box's top-left corner there.
    ("", [(5, 50)], [(25, 50), (150, 50)]),
    // Positioned and scaled like any layer: the canvas's centre at (150, 50), half size
    // (x 125…175): the square at x 125…135, y 45…55.
    ("position: [150, 50], scale: 0.5", [(130, 50)], [(5, 50), (140, 50), (130, 58)]),
  ]

  @Test("A lottie layer fits its canvas into its size like an image", arguments: fits)
  func fit(_ c: (keys: String, red: [(Int, Int)], clear: [(Int, Int)])) throws {
    let dir = TemporaryDirectory()
    dir.write("anim.json", Self.animation)
    let placed = try Composition.load(contentsOf: dir.write("scene.yaml", Self.scene(c.keys, size: (200, 100))))
    let image = try placed.image(atFrame: 0)
    for (x, y) in c.red {
      let p = image.pixel(x: x, y: y)
      #expect(p.r > 200 && p.a > 200 && p.g < 50, "\(c.keys): (\(x), \(y)) is \(p)")
    }
    for (x, y) in c.clear { #expect(image.pixel(x: x, y: y).a == 0, "\(c.keys): (\(x), \(y))") }
  }

  @Test("A file whose in-point is not 0 starts at its in-point, with its markers in file frames")
  func laterInPoint() throws {
    let dir = TemporaryDirectory()
    // The same motion on frames 5…15 (ip 5, op 15), the marker on frames 10…15.
    let later = Self.animation.replacingOccurrences(of: #""ip": 0, "op": 10"#, with: #""ip": 5, "op": 15"#)
      .replacingOccurrences(of: #""t": 0,"#, with: #""t": 5,"#).replacingOccurrences(
        of: #""t": 10,"#, with: #""t": 15,"#
      )
      .replacingOccurrences(of: #""tm": 5"#, with: #""tm": 10"#)
    let alone = try Composition.load(contentsOf: dir.write("anim.json", later))
    let placed = try Composition.load(contentsOf: dir.write("scene.yaml", Self.scene("start: 0.5")))
    #expect(Self.empty(try placed.image(atFrame: 4)))
    for n in [5, 8, 14] { #expect(Self.same(try placed.image(atFrame: n), try alone.image(atFrame: n - 5)), "\(n)") }
    #expect(Self.empty(try placed.image(atFrame: 15)))
    let marked = try Composition.load(contentsOf: dir.write("marked.yaml", Self.scene("segment: second")))
    #expect(Self.same(try marked.image(atFrame: 1), try alone.image(atFrame: 6)))
  }

  @Test("A lottie layer is clipped to the Lottie canvas, as lottie-web clips it")
  func clipped() throws {
    let dir = TemporaryDirectory()
    // The square's centre at frame 0 is (10, 50); moved to (5, 50) it straddles the edge.
    dir.write("anim.json", Self.animation.replacingOccurrences(of: #""s": [10, 50]"#, with: #""s": [5, 50]"#))
    let placed = try Composition.load(
      contentsOf: dir.write("scene.yaml", Self.scene("position: [150, 50]", size: (200, 100))))
    let image = try placed.image(atFrame: 0)
    // The canvas spans x 100…200; the square x 95…115.
    #expect(image.pixel(x: 97, y: 50).a == 0)
    #expect(image.pixel(x: 105, y: 50).a > 200)
  }

  @Test("A lottie layer inside an included component plays on the component's shifted clock")
  func insideInclude() throws {
    let dir = TemporaryDirectory()
    let alone = try Composition.load(contentsOf: dir.write("anim.json", Self.animation))
    dir.write(
      "part.yaml",
      "canvas: {width: 100, height: 100, fps: 10, duration: 2}\nlayers:\n  - {type: lottie, src: anim.json}\n")
    let placed = try Composition.load(
      contentsOf: dir.write(
        "scene.yaml",
        "canvas: {width: 100, height: 100, fps: 10, duration: 3, background: transparent}\n"
          + "layers:\n  - {type: include, src: part.yaml, start: 1}\n"))
    #expect(Self.empty(try placed.image(atFrame: 5)))
    #expect(Self.same(try placed.image(atFrame: 13), try alone.image(atFrame: 3)))
    #expect(Self.empty(try placed.image(atFrame: 20)))
  }
}
