import ChainframeCore
import ChainframeRendering
import Testing

/// The Tint effect on pixels, against values worked out from lottie-web's filter (a linearRGB
/// grey, an sRGB colour map, merged over the source in linear light).
@Suite("Tint effect")
struct TintTests {
  static func pixel(fill: String, tint: String, opacity: Double = 1) throws -> (r: Int, g: Int, b: Int, a: Int) {
    let scene = try SceneLoader.load(
      text: """
        canvas: {width: 20, height: 20, fps: 10, duration: 0.1, background: transparent}
        layers:
          - {type: rect, size: [20, 20], position: [10, 10], fill: "\(fill)", opacity: \(opacity), tint: \(tint)}
        """, file: "t.yaml")
    let list = DisplayListBuilder.build(SceneCompiler.compile(scene), frame: 0)
    let p = try FrameRenderer(width: 20, height: 20).render(list).pixel(x: 10, y: 10)
    return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
  }

  @Test(
    "A full tint maps the linear-light grey onto the ramp",
    arguments: [
      // Red: linear grey 1/3 × 0.9999 → sRGB 0.6135 (156); black→white ramp: (156, 156, 156).
      ("#ff0000", "{amount: 1}", (156, 156, 156)),
      // White stays white, black stays black on the default ramp.
      ("#ffffff", "{amount: 1}", (255, 255, 255)), ("#000000", "{amount: 1}", (0, 0, 0)),
      // Red on a black→#ff8000 ramp: (0.6135 × 255, 0.6135 × 128, 0).
      ("#ff0000", "{white: \"#ff8000\"}", (156, 79, 0)),
    ] as [(String, String, (Int, Int, Int))])
  func full(_ fill: String, _ tint: String, _ expected: (Int, Int, Int)) throws {
    let p = try Self.pixel(fill: fill, tint: tint)
    #expect(abs(p.r - expected.0) <= 1 && abs(p.g - expected.1) <= 1 && abs(p.b - expected.2) <= 1, "\(p)")
    #expect(p.a == 255)
  }

  @Test("Half a tint merges source, grey and mapped colour in linear light, as lottie-web's feMerge does")
  func half() throws {
    // Red, amount 0.5: linear = 0.5 × grey + 0.5 × (0.5 × grey + 0.5 × red), grey = 0.3333 (the
    // ramp is black→white, so mapped = grey): R = 0.75 × 0.3333 + 0.25 = 0.5 → sRGB 188;
    // G = B = 0.75 × 0.3333 = 0.25 → sRGB 137.
    let p = try Self.pixel(fill: "#ff0000", tint: "{amount: 0.5}")
    #expect(abs(p.r - 188) <= 1 && abs(p.g - 137) <= 1 && abs(p.b - 137) <= 1, "\(p)")
  }

  @Test("A tint out of range or with an unknown key is refused at its key path")
  func invalid() throws {
    for (tint, message) in [
      ("{amount: 2}", "layers[0].tint.amount"), ("{gray: red}", "layers[0].tint"),
      ("{black: nope}", "layers[0].tint.black"),
    ] {
      let error = #expect(throws: SceneFileError.self) { _ = try Self.pixel(fill: "#ff0000", tint: tint) }
      #expect("\(error.map { "\($0)" } ?? "")".contains(message), "\(tint)")
    }
  }
}
