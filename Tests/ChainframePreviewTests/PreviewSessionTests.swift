import ChainframePreview
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// The preview's state without a browser: frames, cache, reload on change, broken edits.
@Suite("Preview session")
struct PreviewSessionTests {
  static let scene = """
    canvas: {width: 32, height: 24, fps: 10, duration: 1, background: "#14161c"}
    layers:
      - {type: rect, id: card, position: [8, 12], size: [8, 8], fill: "#2f8cff",
         animations: [{property: position.x, from: 8, to: 24, duration: 1}]}
    """

  @Test("A frame is the same PNG as the library draws, and is cached")
  func frames() throws {
    let dir = TemporaryDirectory()
    let path = dir.write("s.yaml", Self.scene)
    let session = PreviewSession(path: path)
    let png = try #require(try session.png(frame: 5))
    #expect(png == (try Composition.load(contentsOf: path).pngData(atFrame: 5)))
    #expect(session.cachedFrameCount == 1)
    #expect(try session.png(frame: 99) == (try session.png(frame: 9)))
  }

  @Test("A broken edit keeps the last good scene and reports the error's location; a fix reloads")
  func brokenEdit() throws {
    let dir = TemporaryDirectory()
    let path = dir.write("s.yaml", Self.scene)
    let session = PreviewSession(path: path)
    let first = session.status
    #expect(first.error == nil && first.composition?.frameCount == 10)
    dir.write(
      "s.yaml", Self.scene.replacingOccurrences(of: "fps: 10, duration: 1", with: "fps: 10, duration: [1") + "\n")
    let broken = session.refresh()
    #expect(broken.generation > first.generation)
    #expect(broken.error?.contains(dir.file("s.yaml") + ":") == true, "\(broken.error ?? "no error")")
    #expect(broken.composition?.frameCount == 10)
    #expect(try session.png(frame: 3) != nil)
    dir.write(
      "s.yaml", Self.scene.replacingOccurrences(of: "fps: 10, duration: 1", with: "fps: 10, duration: 2") + "  \n")
    let fixed = session.refresh()
    #expect(fixed.error == nil && fixed.composition?.frameCount == 20)
    #expect(session.cachedFrameCount == 0)
  }

  @Test("The status JSON names the timing, the layers and the error")
  func statusJSON() throws {
    let dir = TemporaryDirectory()
    let session = PreviewSession(path: dir.write("s.yaml", Self.scene))
    let object = try JSONSerialization.jsonObject(with: Data(session.status.json.utf8)) as? [String: Any]
    #expect(object?["frameCount"] as? Int == 10)
    #expect(object?["fpsNum"] as? Int == 10 && object?["fpsDen"] as? Int == 1)
    #expect((object?["layers"] as? [[String: Any]])?.first?["id"] as? String == "card")
    #expect(object?["error"] is NSNull)
  }

  @Test("Curves of a layer are an SVG with a playhead line; a missing file is an error, not a crash")
  func curvesAndMissing() throws {
    let dir = TemporaryDirectory()
    let session = PreviewSession(path: dir.write("s.yaml", Self.scene))
    let svg = session.curves(layer: "card", frame: 4)
    #expect(svg.contains("card.position.x") && svg.contains("class=\"playhead\""))
    let missing = PreviewSession(path: dir.file("nope.yaml"))
    #expect(missing.status.error != nil && missing.status.composition == nil)
    #expect(try missing.png(frame: 0) == nil)
  }
}
