import Chainframe
import Testing

/// The comparison the twin tests rely on notices a difference.
@Suite("Model comparison")
struct ModelDifferenceTests {
  @Test(
    "A twin changed in one place is reported as different, with the path of the change",
    arguments: [
      ("position", "layers[0]"), ("easing", "layers[0].animations[0]"), ("chain", "layers[0].chains"),
      ("fill", "layers[0].base"),
    ])
  func noticesChanges(change: String, pathPrefix: String) throws {
    let base = Rectangle(id: "card", size: [10, 10], fill: "#2f8cff").position(10, 10)
      .animation(.basic(.positionX, to: 20, duration: 1, easing: .linear))
      .chain { $0.moveY(5).animate(0.5) }
    let changed: Rectangle
    switch change {
    case "position": changed = base.position(11, 10)
    case "easing":
      changed = Rectangle(id: "card", size: [10, 10], fill: "#2f8cff").position(10, 10)
        .animation(.basic(.positionX, to: 20, duration: 1, easing: .easeOut))
        .chain { $0.moveY(5).animate(0.5) }
    case "chain": changed = base.set("chain", "moveY(6).animate(0.5)")
    default: changed = base.fill("#2f8cfe")
    }
    let a = try SceneDocument(width: 64, height: 48, fps: 10, duration: 1) { base }.scene()
    let b = try SceneDocument(width: 64, height: 48, fps: 10, duration: 1) { changed }.scene()
    let difference = try #require(ModelDifference.first(a, b))
    #expect(difference.hasPrefix("scene." + pathPrefix), "\(change): \(difference)")
    #expect(ModelDifference.first(a, a) == nil)
  }
}
