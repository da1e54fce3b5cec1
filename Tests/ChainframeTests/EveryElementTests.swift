import Chainframe
import ChainframeTestSupport
import Foundation
import Testing

/// Each DSL element and modifier lands in the model field a scene file's key fills.
@Suite("DSL elements and modifiers")
struct EveryElementTests {
  static func scene() throws -> Scene {
    try EveryElement.document.scene(file: Fixtures.repositoryPath("Examples/gallery/every.yaml"))
  }

  static func layer(_ id: String) throws -> Layer {
    try #require(try scene().layers.first { $0.id == id })
  }

  @Test("Every element becomes the layer type it names, in order")
  func shapes() throws {
    let shapes = try Self.scene().layers.map(\.shape)
    #expect(shapes == [.rect, .ellipse, .polygon, .star, .line, .path, .text, .image, .svg, .group, .rect])
  }

  @Test("Canvas parameters keep an exact frame rate and an automatic duration")
  func canvas() throws {
    let scene = try Self.scene()
    #expect(scene.canvas.fps == Rational(30000, 1001))
    #expect(scene.canvas.width == 320 && scene.canvas.height == 240)
    #expect(scene.canvas.background == .transparent)
  }

  @Test("Transform, compositing and paint modifiers set the base state and style")
  func transformAndPaint() throws {
    let rect = try Self.layer("rect")
    #expect(rect.base.position == Vector2(20, 20))
    #expect(rect.base.anchor == Vector2(0, 0))
    #expect(rect.base.rotation == 5)
    #expect(rect.base.scale == Vector2(1.5, 0.5))
    #expect(rect.base.skew == Vector2(10, 0))
    #expect(rect.base.opacity == 0.5)
    #expect(rect.base.blur == 2)
    #expect(rect.base.strokeWidth == 3)
    #expect(rect.base.trimStart == 0.1 && rect.base.trimEnd == 0.9 && rect.base.trimOffset == 0.2)
    #expect(rect.base.fill == ColorParser.parse("#ff000080"))
    #expect(rect.style.blend == .multiply)
    #expect(rect.style.shadow != nil)
    #expect(rect.style.visible != nil)
    #expect(rect.style.stroke.dash == [4, 2])
    #expect(rect.style.stroke.cap == .round && rect.style.stroke.join == .bevel)
    #expect(rect.style.geometry.cornerRatios != nil)
    #expect(rect.motionBlur != nil)
  }

  @Test("Shape parameters reach the outline geometry")
  func geometry() throws {
    #expect(try Self.layer("polygon").style.geometry.sides == 5)
    #expect(try Self.layer("star").style.geometry.points == 7)
    #expect(try Self.layer("path").style.fillRule == .evenOdd)
    #expect(try Self.layer("ellipse").style.gradient?.kind == .radial)
    #expect(try Self.layer("image").style.geometry.fit == .cover)
    #expect(try Self.layer("svg").style.geometry.asset?.hasSuffix("badge.svg") == true)
  }

  @Test("Text modifiers set the text style")
  func text() throws {
    let text = try #require(try Self.layer("text").text)
    #expect(text.content == "Split me")
    #expect(text.size == 20 && text.align == .right)
    #expect(text.lineHeight == 1.2 && text.letterSpacing == 1 && text.wrapWidth == 200)
    #expect(text.fontFeatures == ["-kern", "smcp=1"])
  }

  @Test("A group keeps its children, clip and stagger")
  func group() throws {
    let group = try Self.layer("group")
    #expect(group.children.map(\.id) == ["child0", "child1", "child2"])
    #expect(group.style.clipsChildren)
    #expect(group.children.allSatisfy { $0.chains.count == 1 })
  }

  @Test("POP-style animations keep their kind and options, and chains run side by side")
  func animations() throws {
    let layer = try Self.layer("animated")
    #expect(layer.animations.count == 5)
    guard layer.animations.count == 5 else { return }
    if case .basic = layer.animations[0].kind {} else { Issue.record("basic: \(layer.animations[0].kind)") }
    #expect(layer.animations[0].options.additive && layer.animations[0].options.clamp == .end)
    if case .spring = layer.animations[1].kind {} else { Issue.record("spring: \(layer.animations[1].kind)") }
    if case .decay = layer.animations[2].kind {} else { Issue.record("decay: \(layer.animations[2].kind)") }
    #expect(layer.animations[2].delay == 0.1)
    if case .keyframes(let stops) = layer.animations[3].kind {
      #expect(stops.count == 2)
    } else {
      Issue.record("keyframes: \(layer.animations[3].kind)")
    }
    #expect(layer.animations[3].options.repeatCount == 2)
    #expect(layer.animations[4].property == .opacity)
    #expect(layer.chains.count == 2)
  }
}
