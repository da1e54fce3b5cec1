import ChainframeCore
import Testing

@Suite("Motion blur in scenes: parsing and sub-frame tracks")
struct MotionBlurSceneTests {
  static func scene(canvasBlur: String?, layerBlur: String? = nil) -> String {
    """
    canvas: {width: 64, height: 64, fps: 25, duration: 1\(canvasBlur.map { ", motionBlur: \($0)" } ?? "")}
    layers:
      - type: rect
        id: a
        \(layerBlur.map { "motionBlur: \($0)" } ?? "")
        animations: [{property: position.x, from: 0, to: 100, duration: 1, easing: linear}]
      - {type: rect, id: still}
    """
  }

  @Test(
    "Settings parse: mapping, true, false and per-layer overrides",
    arguments: [
      (
        "{shutterAngle: 90, shutterPhase: 0, samples: 4}", nil,
        MotionBlur(shutterAngle: 90, shutterPhase: 0, samples: 4)
      ),
      ("true", nil, MotionBlur()),
      ("false", nil, nil),
      (nil, "{samples: 8}", MotionBlur(samples: 8)),
      ("true", "false", nil),
      ("{samples: 4}", "{samples: 8}", MotionBlur(samples: 8)),
    ] as [(String?, String?, MotionBlur?)])
  func parse(_ canvas: String?, _ layer: String?, _ expected: MotionBlur?) throws {
    let compiled = SceneCompiler.compile(
      try SceneLoader.load(text: Self.scene(canvasBlur: canvas, layerBlur: layer), file: "m.yaml"))
    #expect(compiled.subframes?.layers.first??.blur == expected)
    // The still layer never gets sub-frame tracks.
    #expect(compiled.subframes?.layers.last ?? nil == nil)
  }

  @Test(
    "Bad settings name the key and the fix",
    arguments: [
      ("{samples: 1}", "canvas.motionBlur.samples", "use a value from 2 to 64"),
      ("{samples: 65}", "canvas.motionBlur.samples", "use a value from 2 to 64"),
      ("{shutterAngle: 0}", "canvas.motionBlur.shutterAngle", "out of range"),
      ("{shutter: 180}", "canvas.motionBlur.shutter", "unknown key"),
      ("maybe", "canvas.motionBlur", "expected true or false"),
    ])
  func errors(_ blur: String, _ keyPath: String, _ message: String) throws {
    let error = #expect(throws: SceneFileError.self) {
      try SceneLoader.load(text: Self.scene(canvasBlur: blur), file: "bad.yaml")
    }
    let diagnostic = try #require(
      error?.diagnostics.first { $0.keyPath == keyPath }, "\(String(describing: error?.diagnostics))")
    #expect(diagnostic.description.contains(message), "\(diagnostic)")
  }

  @Test("Sub-frame values are the curve at the centres of equal parts of the shutter interval")
  func subframeValues() throws {
    let compiled = SceneCompiler.compile(
      try SceneLoader.load(
        text: Self.scene(canvasBlur: "{shutterAngle: 180, shutterPhase: -90, samples: 4}"), file: "m.yaml"))
    let layer = try #require(compiled.subframes?.layers.first ?? nil)
    let track = try #require(layer.tracks.first)
    #expect(track.frameCount == 25 * 4)
    // x = 100 t, t = (n + offset) / 25, offsets −0.25 + 0.5 (k + ½) / 4.
    for n in [3, 10, 24] {
      for k in 0..<4 {
        let expected = 100 * (Double(n) - 0.25 + 0.5 * (Double(k) + 0.5) / 4) / 25
        #expect(abs(track.values[n * 4 + k] - expected) < 1e-9, "frame \(n) sample \(k)")
      }
    }
    // Before 0 the values hold at time 0; frame states use the samples.
    #expect(track.values[0] == 0 && track.values[1] == 0)
    #expect(compiled.imageCount(ofFrame: 5) == 4)
    #expect(compiled.frameState(5, image: 2).layers[0].position.x == track.values[5 * 4 + 2])
    // Whole frames are unchanged by blur.
    let plain = SceneCompiler.compile(try SceneLoader.load(text: Self.scene(canvasBlur: nil), file: "p.yaml"))
    #expect(plain.subframes == nil)
    #expect(plain.layers[0].tracks == compiled.layers[0].tracks)
  }
}
