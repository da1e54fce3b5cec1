import ChainframeCore
import ChainframeRendering
import Foundation
import Testing

/// Zero-length dashes: under round and square caps each is a dot (the dotted-line idiom, and
/// what lottie-web's SVG draws for Lottie's `d, g, d` patterns), under butt caps nothing. Cairo
/// drops zeros inside a pattern, so these dots went missing.
@Suite("Dots from zero-length dashes")
struct DashDotTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var dash: String
    var cap: String
    /// The dot's centre on the line (y 20), pixels; the line starts at x 10.
    var dotX: Int
    /// An x between the dot and the dash before it, which stays empty.
    var emptyX: Int
    var dot: Bool
    var testDescription: String { "\(dash) \(cap)" }
  }

  static let cases: [Case] = [
    // On 20, off 0, on 10, off 20, on 0 (the dot at 50), off 10.
    Case(dash: "[20, 0, 10, 20, 0, 10]", cap: "round", dotX: 60, emptyX: 50, dot: true),
    Case(dash: "[20, 0, 10, 20, 0, 10]", cap: "square", dotX: 60, emptyX: 50, dot: true),
    Case(dash: "[20, 0, 10, 20, 0, 10]", cap: "butt", dotX: 60, emptyX: 50, dot: false),
    // An odd pattern repeats with dashes and gaps swapped: on 30, off 0, on 20, off 30, on 0
    // (the dot at 80), off 20.
    Case(dash: "[30, 0, 20]", cap: "round", dotX: 90, emptyX: 75, dot: true),
    Case(dash: "[30, 0, 20]", cap: "butt", dotX: 90, emptyX: 75, dot: false),
  ]

  @Test(
    "a zero-length dash between two gaps is a dot under round and square caps",
    arguments: DashDotTests.cases, ["standard", "browser"])
  func zeroDashIsADot(c: Case, antialias: String) throws {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 200, height: 40, fps: 10, duration: 0.1, background: transparent, antialias: \(antialias)}
        layers:
          - {type: path, d: "M10 20 L190 20", stroke: {color: "#ffffff", width: 8, cap: \(c.cap), dash: \(c.dash)}}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let pixels = try FrameRenderer(width: 200, height: 40).render(list)
    let centre = pixels.pixel(x: c.dotX, y: 20).a
    if c.dot { #expect(centre > 200, "dot centre alpha \(centre)") } else { #expect(centre == 0) }
    #expect(pixels.pixel(x: c.emptyX, y: 20).a == 0)
    // The dash before the gap still draws.
    #expect(pixels.pixel(x: 15, y: 20).a > 200)
  }
}
