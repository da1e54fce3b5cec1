import ChainframeCore
import ChainframeEncoding
import ChainframeTestSupport
import Foundation
import Testing

/// An SVG inside the scene's folder cannot pull in images from outside it (librsvg's policy:
/// only files beside the SVG or below), while images beside it still load.
@Suite("SVG confinement")
struct SVGConfinementTests {
  @Test("Images an SVG references outside its folder are not drawn; images beside it are")
  func confined() throws {
    let dir = TemporaryDirectory()
    let copy = try ProcessResult.run("/bin/cp", ["-a", Fixtures.path("SVGEscape") + "/.", dir.path])
    #expect(copy.status == 0)
    // An absolute file URL to a real image outside the folder.
    let svg = dir.file("scene/esc.svg")
    let text = try String(contentsOfFile: svg, encoding: .utf8)
      .replacingOccurrences(of: "OUTSIDE_ABSOLUTE", with: "file://" + dir.file("outside.png"))
    try text.write(toFile: svg, atomically: true, encoding: .utf8)
    let out = dir.file("f.png")
    let result = try BuiltBinary.runChainframe(["still", dir.file("scene/s.yaml"), "-o", out])
    #expect(result.status == 0, "\(result.stderr)")
    let frames = try VideoDecoder(path: out).readAll()
    let pixels = try #require(frames.first?.pixels)
    let relative = pixels.pixel(x: 16, y: 16)
    let absolute = pixels.pixel(x: 48, y: 16)
    let inside = pixels.pixel(x: 16, y: 48)
    #expect(relative.r > 240 && relative.g > 240, "a relative path outside the folder was drawn")
    #expect(absolute.r > 240 && absolute.g > 240, "an absolute file URL outside the folder was drawn")
    #expect(inside.r > 240 && inside.g < 20, "the image beside the SVG was not drawn")
  }
}
