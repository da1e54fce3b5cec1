import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// A picture or video on whole pixels under one opaque rounded-rectangle alpha mask is drawn
/// clipped to the rectangle's path (one composite), and must give the pixels of the general
/// mask path, byte for byte (scaled pictures keep the general path: under a clip pixman starts
/// its filter at another origin). A white luma mask has the same coverage but always takes the
/// general path, so it is the reference.
@Suite("Masks drawn as clips")
struct MaskClipTests {
  static let photo = Fixtures.repositoryPath("Examples/gallery/assets/photo.png")

  static func scene(mode: String, position: String, size: String, maskRadius: Int) -> String {
    """
    canvas: {width: 200, height: 120, fps: 10, duration: 0.3, background: "#203040"}
    layers:
      - {type: image, src: "\(photo)", position: \(position), size: \(size), fit: cover,
         mask: {mode: \(mode), layers: [{type: rect, position: [50, 35], size: [90, 64], cornerRadius: \(maskRadius), fill: white}]}}
    """
  }

  @Test(
    "An image under a rounded-rectangle alpha mask draws the pixels of the general mask path",
    arguments: [
      ("[100, 60]", "[160, 90]", 12, 0), ("[100, 61]", "[160, 90]", 0, 0), ("[80, 60]", "[100, 70]", 12, 0),
      ("[71, 45]", "[100, 70]", 30, 0), ("[80.5, 60.25]", "[100, 70]", 8, 0),
    ])
  func sameAsGeneralPath(_ position: String, _ size: String, _ radius: Int, _ tolerance: Int) throws {
    let dir = TemporaryDirectory()
    var images: [[UInt8]] = []
    for mode in ["alpha", "luma"] {
      let file = dir.file("\(mode).yaml")
      try Self.scene(mode: mode, position: position, size: size, maskRadius: radius).write(
        toFile: file, atomically: true, encoding: .utf8)
      var options = LoadOptions()
      options.allowAssetsOutside = true
      let composition = try Composition.load(contentsOf: file, options: options)
      images.append(try composition.image(atFrame: 0, threads: 1).withUnsafeBytes { Array($0) })
    }
    let differences = zip(images[0], images[1]).map { abs(Int($0) - Int($1)) }
    let worst = differences.max() ?? 0
    let count = differences.filter { $0 > 0 }.count
    #expect(worst <= tolerance, "position \(position), radius \(radius): \(count) bytes differ, by up to \(worst)")
    #expect(count * 100 <= differences.count, "position \(position): \(count) bytes differ")
  }
}
