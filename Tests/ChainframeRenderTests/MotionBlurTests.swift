import ChainframeCore
import ChainframeRender
import ChainframeRendering
import Foundation
import Testing

@Suite("Motion blur")
struct MotionBlurTests {
  /// A white 40 px square on black moving right at `speed` px/s, at 25 fps.
  static func scene(speed: Double, blur: String, layerBlur: String? = nil) -> String {
    """
    canvas: {width: 240, height: 20, fps: 25, duration: 1, background: "#000000"\(blur.isEmpty ? "" : ", motionBlur: \(blur)")}
    layers:
      - type: rect
        id: box
        position: [40, 10]
        size: [40, 20]
        fill: "#ffffff"
        \(layerBlur.map { "motionBlur: \($0)" } ?? "")
        animations: [{property: position.x, from: 40, to: \(40 + speed), duration: 1, easing: linear}]
    """
  }

  /// Red channel of row 10 of frame `n` (premultiplied BGRA: byte 2).
  static func row(_ composition: Composition, _ n: Int) throws -> [Int] {
    let pixels = try composition.image(atFrame: n)
    return (0..<pixels.width).map { Int(pixels.pixel(x: $0, y: 10).r) }
  }

  /// The exact blurred value of pixel `[x, x+1)` for a left edge moving from `e0` to `e1` px
  /// while the shutter is open (the square covers x ≥ edge), 0…255.
  static func analytic(_ x: Int, from e0: Double, to e1: Double) -> Double {
    let steps = 20000
    var sum = 0.0
    for i in 0..<steps {
      let e = e0 + (e1 - e0) * (Double(i) + 0.5) / Double(steps)
      sum += min(max(Double(x + 1) - e, 0), 1)
    }
    return 255 * sum / Double(steps)
  }

  @Test(
    "A constant-speed edge blurs into a ramp of width speed × shutter time, within 1 code value at 32 samples",
    arguments: [(500.0, 180.0), (1000.0, 180.0), (750.0, 360.0), (500.0, 90.0)])
  func analyticRamp(speed: Double, angle: Double) throws {
    let composition = try Composition.load(
      text: Self.scene(speed: speed, blur: "{shutterAngle: \(angle), shutterPhase: \(-angle / 2), samples: 32}"))
    let n = 3
    let row = try Self.row(composition, n)
    // Frame n's left edge is at 20 + speed·n/25; the shutter spans ±angle/2 of a frame.
    let centre = 20 + speed * Double(n) / 25
    let half = speed / 25 * angle / 720
    let window = max(Int(centre - half) - 3, 0)..<min(Int(centre + half) + 4, row.count)
    var worst = 0.0
    for x in window {
      let expected = Self.analytic(x, from: centre - half, to: centre + half)
      worst = max(worst, abs(Double(row[x]) - expected))
    }
    #expect(worst <= 1, "worst difference \(worst) code values; row \(row[window])")
    // Ramp width: pixels strictly between black and white, ≈ speed × shutter time.
    let ramp = row[window].filter { $0 > 0 && $0 < 255 }.count
    #expect(abs(Double(ramp) - 2 * half) <= 1.5, "ramp \(ramp) px, expected \(2 * half)")
  }

  @Test(
    "Without blur, with motionBlur false on the moving layer, and when nothing moves, frames are the same as unblurred")
  func offIsUnchanged() throws {
    let plain = try Composition.load(text: Self.scene(speed: 500, blur: ""))
    let layerOff = try Composition.load(text: Self.scene(speed: 500, blur: "{samples: 8}", layerBlur: "false"))
    let still = try Composition.load(text: Self.scene(speed: 0, blur: "{samples: 8}"))
    let stillPlain = try Composition.load(text: Self.scene(speed: 0, blur: ""))
    for n in [0, 7, 24] {
      #expect(try Self.row(plain, n) == Self.row(layerOff, n))
      #expect(try Self.row(still, n) == Self.row(stillPlain, n))
    }
    // A layer-level blur turns it on even when the canvas has none.
    let layerOn = try Composition.load(text: Self.scene(speed: 500, blur: "", layerBlur: "{samples: 8}"))
    #expect(try Self.row(layerOn, 7) != Self.row(plain, 7))
  }

  @Test("Blurred frames are deterministic and depend only on their index")
  func deterministic() throws {
    let text = Self.scene(speed: 800, blur: "true")
    let a = try Composition.load(text: text)
    let b = try Composition.load(text: text)
    let forward = try [3, 9, 17].map { try Self.row(a, $0) }
    let backward = try [17, 9, 3].map { try Self.row(b, $0) }.reversed()
    #expect(forward == Array(backward))
  }
}

@Suite("Motion blur averaging")
struct MotionBlurAveragingTests {
  @Test("A blurred frame is the rounded mean of its images drawn from scratch, cached bottom layers or not")
  func meanOfImages() throws {
    // The backdrop moves only in the first half second: later frames keep it still within
    // the shutter, so it is drawn once per frame and copied for the other images.
    let text = """
      canvas: {width: 80, height: 40, fps: 25, duration: 1, background: "#102030", motionBlur: {samples: 4}}
      layers:
        - {type: rect, id: backdrop, position: [40, 20], size: [60, 30], fill: "#3b82f6",
           animations: [{property: position.y, from: 10, to: 20, duration: 0.5}]}
        - {type: ellipse, id: ball, position: [10, 20], size: [16, 16], fill: "#f97316",
           animations: [{property: position.x, from: 10, to: 70, duration: 1, easing: linear}]}
      """
    let composition = try Composition.load(text: text)
    let compiled = SceneCompiler.compile(try SceneLoader.load(text: text, file: "m.yaml"))
    let blur = MotionBlurRenderer(renderer: try FrameRenderer(width: 80, height: 40))
    for n in [2, 18, 19] {
      #expect(compiled.imageCount(ofFrame: n) == 4)
      var sums = [Int](repeating: 0, count: 0)
      for k in 0..<4 {
        let fresh = try FrameRenderer(width: 80, height: 40)
        let image = try fresh.render(DisplayListBuilder.build(compiled, frame: n, image: k))
        image.withUnsafeBytes { raw in
          if sums.isEmpty { sums = [Int](repeating: 0, count: raw.count) }
          for i in 0..<raw.count { sums[i] += Int(raw[i]) }
        }
      }
      let expected = sums.map { UInt8(($0 + 2) / 4) }
      let actual = try blur.render(compiled, frame: n)
      let bytes = actual.withUnsafeBytes { Array($0) }
      #expect(bytes == expected, "frame \(n)")
      #expect(try composition.image(atFrame: n).withUnsafeBytes { Array($0) } == expected, "frame \(n) via Composition")
    }
  }
}
