import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// A budget render reports its trial encodes and their frames as it goes, and real stage times
/// (summed over the trials) like a plain render.
@Suite("GIF budget events and stage times")
struct GIFBudgetEventTests {
  /// A gradient background and a moving ball: small enough for many trial encodes.
  static let scene = (try? String(contentsOfFile: Fixtures.path("Scenes/gif-budget-ball.yaml"), encoding: .utf8)) ?? ""

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
