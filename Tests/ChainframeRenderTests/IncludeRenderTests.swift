import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Components (`type: include`) draw exactly as their layers written inline, time-shifted.
@Suite("Included components")
struct IncludeRenderTests {
  /// A component's layers, with `${accent}` for its variable.
  static let componentLayers = """
      - {type: rect, id: bar, position: [60, 40], size: [100, 30], cornerRadius: 6, fill: "${accent}",
         animations: [{property: position.x, from: 20, to: 120, duration: 1, easing: easeOut}]}
      - type: group
        id: dots
        opacity: 0.6
        children:
          - {type: ellipse, position: [20, 70], size: [16, 16], fill: white}
          - {type: star, position: [60, 70], size: [20, 20], fill: "#ffcc00", rotation: 10}
        chain: "rotate(20).easeInOut.animate(0.8)"
      - {type: path, d: "M 150 10 L 190 50 L 150 90 Z", stroke: {color: "#00ffaa", width: 3}, trimEnd: 0.5,
         animations: [{property: trimEnd, from: 0.1, to: 1, duration: 1.5}]}

    """

  static func component(duration: Double) -> String {
    """
    version: 1
    vars: {accent: "#ff0000"}
    canvas: {width: 200, height: 100, fps: 10, duration: \(duration), background: transparent}
    layers:

    """ + componentLayers
  }

  static let header = "canvas: {width: 320, height: 180, fps: 10, duration: 2, background: \"#203040\"}\nlayers:\n"

  static func bytes(_ c: Composition, _ frame: Int) throws -> [UInt8] {
    try c.image(atFrame: frame).withUnsafeBytes { Array($0) }
  }

  @Test("An include without a transform renders byte-identical to its layers written inline")
  func inlineIdentical() throws {
    let dir = TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir.file("brand"), withIntermediateDirectories: true)
    dir.write("brand/lt.yaml", Self.component(duration: 2))
    let included = try Composition.load(
      text: Self.header + "  - {type: include, src: brand/lt.yaml, vars: {accent: \"#3366ff\"}}\n", folder: dir.path)
    let inline = try Composition.load(
      text: Self.header + Self.componentLayers.replacingOccurrences(of: "${accent}", with: "#3366ff"),
      folder: dir.path)
    #expect(included.frameCount == 20)
    for frame in [0, 3, 7, 12, 19] {
      #expect(try Self.bytes(included, frame) == Self.bytes(inline, frame), "frame \(frame)")
    }
    #expect(
      included.scene.components == [URL(fileURLWithPath: dir.file("brand/lt.yaml")).resolvingSymlinksInPath().path])
  }

  @Test("start shifts the component in time; it shows only for its own duration")
  func timeShift() throws {
    let dir = TemporaryDirectory()
    dir.write("lt.yaml", Self.component(duration: 1))
    let transparent = "canvas: {width: 200, height: 100, fps: 10, duration: 2, background: transparent}\nlayers:\n"
    let shifted = try Composition.load(
      text: transparent + "  - {type: include, src: lt.yaml, start: 0.5}\n", folder: dir.path)
    let alone = try Composition.load(text: Self.component(duration: 1), name: "alone.yaml", folder: dir.path)
    let empty = [UInt8](repeating: 0, count: try Self.bytes(alone, 0).count)
    for frame in 0..<20 {
      let expected = (5..<15).contains(frame) ? try Self.bytes(alone, frame - 5) : empty
      #expect(try Self.bytes(shifted, frame) == expected, "frame \(frame)")
    }
  }

  @Test("position moves the component's centre; scale and opacity apply to it as a whole")
  func transformed() throws {
    let dir = TemporaryDirectory()
    dir.write("lt.yaml", Self.component(duration: 2))
    let moved = try Composition.load(
      text: Self.header + "  - {type: include, src: lt.yaml, position: [200, 130]}\n", folder: dir.path)
    let inline = try Composition.load(
      text: Self.header + "  - {type: group, size: [200, 100], position: [200, 130], children: [\n"
        + "    {type: include, src: lt.yaml, position: [100, 50]}]}\n", folder: dir.path)
    #expect(try Self.bytes(moved, 5) == Self.bytes(inline, 5))
  }
}
