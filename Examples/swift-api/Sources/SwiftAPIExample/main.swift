// Builds a scene in code — no scene file — with the result-builder DSL and JH-style chains,
// then draws one frame and renders an MP4 into the current folder. Run from this folder:
// `swift run`.
import Chainframe
import Foundation

/// A rounded card with id `id` centred at `x`, `y`.
func card(_ id: String, x: Double, y: Double, fill: SceneColor) -> Rectangle {
  Rectangle(id: id, size: [120, 120], cornerRadius: 20, fill: fill).position(x, y)
}

// The scene file this builds is `document.yaml()`; loading it checks it like a scene file.
let document = SceneDocument(width: 640, height: 360, fps: 30, duration: 3, background: "#14161c") {
  // moveX(360).easeOut.thenAfter(0.8).rotate(90) with a physics spring, .animate(1.2).
  card("left", x: 140, y: 180, fill: "#2f8cff")
    .chain { $0.moveX(360).easeOut.thenAfter(0.8).rotate(90).spring(bounciness: 12, speed: 10).animate(1.2) }
  card("right", x: 500, y: 260, fill: "#ffb02e")
    .chain { $0.wait(0.4).moveY(-80).easeInOut.animate(1.0) }
}

do {
  let composition = try document.composition(name: "built-in-code.yaml")
  print("\(composition.frameCount) frames at \(composition.frameRate) fps; layers \(composition.layerIDs)")
  try composition.pngData(atFrame: 45).write(to: URL(fileURLWithPath: "swift-api-frame45.png"))
  let summary = try await composition.render(to: "swift-api.mp4") { event in
    if case .progress(let done, let total) = event, done == total { print("rendered \(done) frames") }
  }
  print("wrote swift-api.mp4: \(summary.bytes) bytes")
} catch let error as SceneFileError {
  // Every problem at once, each with the key path of the element (`layers[0].fill`).
  for diagnostic in error.diagnostics { print(diagnostic) }
  exit(65)
}
