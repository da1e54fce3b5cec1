import Chainframe
import Testing

/// The example of issue 35 (with `Rectangle` for `Rect`) builds the scene it describes.
@Suite("The issue's example")
struct IssueExampleTests {
  @Test("The issue's example scene loads with its layers, chain and fade")
  func example() throws {
    let scene = try Scene(width: 640, height: 360, fps: 30, duration: 3, background: "#14161c") {
      Rectangle(id: "card", size: [120, 120], cornerRadius: 20, fill: "#2f8cff")
        .position(140, 180)
        .chain { $0.moveX(360).easeOut.thenAfter(0.8).rotate(90).spring(bounciness: 12, speed: 10).animate(1.2) }
      Text("Hello", font: .init("DejaVu Sans", size: 32)).position(320, 60).fadeIn(0.6)
    }
    #expect(scene.canvas.fps == Rational(30))
    #expect(scene.layers.map(\.id) == ["card", "layer1"])
    #expect(scene.layers.first?.chains.first?.links.count == 2)
    #expect(scene.layers.last?.animations.first?.property == .opacity)
    let composition = try Composition.make(scene, file: "issue.swift")
    #expect(composition.frameCount == 90)
  }
}
