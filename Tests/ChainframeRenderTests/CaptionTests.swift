import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Captions from SRT and WebVTT files, burned in as text layers.
@Suite("Captions")
struct CaptionTests {
  static let srt = """
    1
    00:00:00,500 --> 00:00:01,200
    <i>Hello</i> there

    2
    00:00:01,500 --> 00:00:02,000
    Second line
    and a third

    """

  static let vtt = """
    WEBVTT

    intro
    00:00.500 --> 00:01.200 align:center
    <v Ada>Hello</v> there

    00:01.500 --> 00:02.000
    Second line
    and a third

    """

  /// Whether anything but the black background is drawn in the bottom fifth.
  static func captionShows(_ c: Composition, _ frame: Int) throws -> Bool {
    let image = try c.image(atFrame: frame)
    for y in (image.height * 4 / 5)..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        if p.r > 40 || p.g > 40 || p.b > 40 { return true }
      }
    }
    return false
  }

  @Test("A cue is visible exactly in its time range", arguments: ["talk.srt", "talk.vtt"])
  func timing(_ name: String) throws {
    let dir = TemporaryDirectory()
    dir.write(name, name.hasSuffix("srt") ? Self.srt : Self.vtt)
    let c = try Composition.load(
      text: "canvas: {width: 320, height: 180, fps: 10, duration: 2.5}\nlayers: []\ncaptions: {file: \(name)}\n",
      folder: dir.path)
    let visible = Set([5, 6, 7, 8, 9, 10, 11, 15, 16, 17, 18, 19])
    for frame in 0..<25 {
      #expect(try Self.captionShows(c, frame) == visible.contains(frame), "frame \(frame)")
    }
    let texts = c.scene.layers.compactMap { $0.text?.content }
    #expect(texts == ["Hello there", "Second line\nand a third"])
  }

  @Test("Styles are text layer keys; mistakes are located")
  func style() throws {
    let dir = TemporaryDirectory()
    dir.write("talk.srt", Self.srt)
    let c = try Composition.load(
      text: "canvas: {width: 320, height: 180, fps: 10, duration: 2.5}\nlayers: []\n"
        + "captions: {file: talk.srt, style: {fill: \"#ffcc00\", font: {size: 20}, position: [160, 40]}}\n",
      folder: dir.path)
    #expect(c.scene.layers.count == 2)
    #expect(c.scene.layers[0].base.position == Vector2(160, 40))
    #expect(c.scene.layers[0].text?.size == 20)
    let error = try #require(throws: SceneFileError.self) {
      try Composition.load(
        text: "canvas: {width: 320, height: 180, fps: 10, duration: 2.5}\nlayers: []\n"
          + "captions: {file: talk.srt, style: {fil: red, text: x}}\n",
        folder: dir.path)
    }
    #expect(error.diagnostics.map(\.keyPath).contains("captions.style.text"), "\(error.diagnostics)")
    #expect(error.diagnostics.contains { $0.message.contains("fil") && $0.location?.line == 3 }, "\(error.diagnostics)")
    dir.write("bad.srt", "1\n00:00:01,000 --> 00:00:00,500\nBackwards\n")
    let bad = try #require(throws: SceneFileError.self) {
      try Composition.load(
        text: "canvas: {width: 320, height: 180, fps: 10, duration: 2.5}\nlayers: []\ncaptions: {file: bad.srt}\n",
        folder: dir.path)
    }
    #expect(bad.diagnostics.first?.message.contains("bad.srt:2") == true, "\(bad.diagnostics)")
  }

  @Test("The cues round-trip to a WebVTT sidecar, shifted and clipped to a frame range")
  func sidecar() throws {
    let dir = TemporaryDirectory()
    dir.write("talk.srt", Self.srt)
    let c = try Composition.load(
      text: "canvas: {width: 320, height: 180, fps: 10, duration: 2.5}\nlayers: []\ncaptions: {file: talk.srt}\n",
      folder: dir.path)
    #expect(
      c.webVTT() == """
        WEBVTT

        00:00:00.500 --> 00:00:01.200
        Hello there

        00:00:01.500 --> 00:00:02.000
        Second line
        and a third

        """)
    #expect(
      c.webVTT(frames: 10...16)
        == "WEBVTT\n\n00:00:00.000 --> 00:00:00.200\nHello there\n\n00:00:00.500 --> 00:00:00.700\nSecond line\nand a third\n"
    )
    #expect(c.scene.assetPaths.contains { $0.hasSuffix("talk.srt") })
  }
}
