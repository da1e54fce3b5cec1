import ChainframeRender
import ChainframeTestSupport
import Testing

/// A budget render reports its trial encodes and their frames as it goes, and real stage times
/// (summed over the trials) like a plain render.
@Suite("GIF budget events and stage times")
struct GIFBudgetEventTests {
  static let scene = """
    canvas: {width: 96, height: 64, fps: 10, duration: 0.8, background: "#0d1117"}
    layers:
      - {type: rect, size: [96, 64], position: [48, 32],
         fill: {type: linear, from: [0, 0], to: [1, 1], stops: ["#ff5500", "#ffee88"]}}
      - {type: ellipse, id: ball, size: [20, 20], position: [10, 32], fill: "#58a6ff",
         animations: [{property: position.x, from: 10, to: 86, duration: 0.8}]}
    """

  @Test(
    "Every trial encode is announced, numbered from 1, and followed by progress for each of its frames",
    arguments: [GIFBudget.maxBytes(5000), .targetSSIM(0.9)])
  func trialsAndProgress(_ budget: GIFBudget) async throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: dir.path)
    var options = RenderOptions()
    options.gifBudget = budget
    let recorder = EventRecorder()
    let summary = try await c.render(to: dir.file("b.gif"), options: options) { recorder.add($0) }
    let choice = try #require(summary.gifChoice)
    var trials: [Int] = []
    var expected = 0
    var done = 0
    for event in recorder.events {
      switch event {
      case .trial(let number, let settings, let frames):
        #expect(done == expected, "trial \(trials.count) ended after \(done) of \(expected) frames")
        trials.append(number)
        #expect(settings.contains("colours") && settings.contains("dither") && frames > 0)
        (expected, done) = (frames, 0)
      case .progress(let d, let total):
        #expect(total == expected && d == done + 1)
        done = d
      default: break
      }
    }
    #expect(done == expected)
    #expect(trials == Array(1...max(1, choice.trials)))
    guard case .finished = recorder.events.last else {
      Issue.record("no finish")
      return
    }
    // Stage times are measured, not left at zero: trials encode and score frames.
    #expect(summary.renderSeconds + summary.convertSeconds + summary.encodeSeconds > 0)
    #expect(summary.scoreSeconds > 0)
  }
}
