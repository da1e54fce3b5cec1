// Builds a scene in code — no scene file — with JH-style chains, then draws one frame and
// renders an MP4 into the current folder. Run from this folder: `swift run`.
import Chainframe
import Foundation

/// A rounded card at `x`, `y` whose chain runs after `delay` seconds.
func card(_ id: String, x: Double, y: Double, fill: String, chain: Chain) -> Layer {
  var base = LayerState.default
  base.position = Vector2(x, y)
  base.size = Vector2(120, 120)
  base.cornerRadius = 20
  base.fill = ColorParser.parse(fill) ?? .black
  return Layer(id: id, shape: .rect, base: base, chains: [chain])
}

// moveX(360).easeOut.thenAfter(0.8).rotate(90) with a physics spring, .animate(1.2), in Swift.
let slide = ChainBuilder(name: "slide")
  .moveX(360).easeOut
  .thenAfter(0.8)
  .rotate(90).spring(SpringParameters(bounciness: 12, speed: 10))
  .animate(1.2)
let fade = ChainBuilder(name: "fade")
  .wait(0.4)
  .moveY(-80).easeInOut
  .animate(1.0)

let scene = Scene(
  canvas: Canvas(
    width: 640, height: 360, fps: Rational(30), duration: 3, background: ColorParser.parse("#14161c") ?? .black),
  layers: [
    card("left", x: 140, y: 180, fill: "#2f8cff", chain: slide),
    card("right", x: 500, y: 260, fill: "#ffb02e", chain: fade),
  ])

let composition = try Composition.make(scene, file: "built-in-code")
print("\(composition.frameCount) frames at \(composition.frameRate) fps; layers \(composition.layerIDs)")
try composition.pngData(atFrame: 45).write(to: URL(fileURLWithPath: "swift-api-frame45.png"))
let summary = try await composition.render(to: "swift-api.mp4") { event in
  if case .progress(let done, let total) = event, done == total { print("rendered \(done) frames") }
}
print("wrote swift-api.mp4: \(summary.bytes) bytes")
