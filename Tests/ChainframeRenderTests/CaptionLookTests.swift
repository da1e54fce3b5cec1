import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Captions look as subtitle renderers draw them: a black outline under white letters (so the
/// letters keep their full weight), a sharp shadow that `shadow: none` removes.
@Suite("Caption look")
struct CaptionLookTests {
  static let srt = "1\n00:00:00,000 --> 00:00:01,000\nIIII\n"

  static func load(style: String) throws -> Composition {
    let dir = TemporaryDirectory()
    dir.write("talk.srt", Self.srt)
    return try Composition.load(
      text: "canvas: {width: 320, height: 180, fps: 10, duration: 1, background: \"#808080\"}\nlayers: []\n"
        + "captions: {file: talk.srt, style: {font: {size: 40}, position: [160, 120]\(style)}}\n",
      folder: dir.path)
  }

  @Test("The default outline is black, under the fill, and the default shadow has no blur")
  func defaults() throws {
    let layer = try #require(try Self.load(style: "").scene.layers.first)
    #expect(layer.style.stroke.underFill)
    #expect(layer.base.stroke == Color(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(layer.base.strokeWidth == 8)
    #expect(layer.style.shadow?.blur == 0)
  }

  @Test("shadow: none removes the caption shadow")
  func noShadow() throws {
    let layer = try #require(try Self.load(style: ", shadow: none").scene.layers.first)
    #expect(layer.style.shadow == nil)
  }

  @Test("Under the fill, a wide outline leaves the letters' own pixels white; over it, it eats them")
  func strokeUnder() throws {
    func whiteCount(_ c: Composition) throws -> Int {
      let image = try c.image(atFrame: 0)
      var n = 0
      for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x: x, y: y).r > 240 { n += 1 }
      }
      return n
    }
    let under = try whiteCount(Self.load(style: ", shadow: none"))
    let over = try whiteCount(Self.load(style: ", shadow: none, stroke: {color: \"#000000\", width: 8}"))
    #expect(under > over * 2, "white pixels: under \(under), over \(over)")
  }
}
