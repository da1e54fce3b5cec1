import ChainframeCore
import ChainframeEncoding
import Testing

@testable import ChainframeRender

/// The budget search tries frame rates on the scene's own frame grid, so every GIF frame is a
/// frame of the scene (a `palettegen` of the same frames at that rate picks the same ones).
@Suite("GIF budget frame grid")
struct GIFBudgetGridTests {
  @Test(
    "Rates are every k-th scene frame, at most the GIF's rate, and the clip's time range is kept",
    arguments: [
      // scene fps, GIF fps, GIF frames (first, last), scene frames (first, end), steps
      (60, 50, 0, 249, 0, 300, [2, 3, 4]),
      (60, 50, 25, 49, 30, 60, [2, 3, 4]),
      (60, 25, 0, 124, 0, 300, [3, 4, 5]),
      (30, 30, 0, 89, 0, 90, [1, 2, 3]),
      (10, 10, 0, 7, 0, 8, [1, 2]),
      (24, 24, 0, 0, 0, 1, [1]),
    ] as [(Int, Int, Int, Int, Int, Int, [Int])])
  func grid(
    sceneFPS: Int, gifFPS: Int, first: Int, last: Int, sceneFirst: Int, sceneEnd: Int, steps: [Int]
  ) throws {
    let text = """
      canvas: {width: 64, height: 36, fps: \(sceneFPS), duration: 5, background: "#102030"}
      layers:
        - {type: rect, size: [10, 10], position: [5, 5], fill: "#ff0000"}
      """
    let scene = SceneCompiler.compile(try SceneLoader.load(text: text, file: "g.yaml"))
    let settings = VideoSettings(width: 64, height: 36, fps: Rational(gifFPS), format: .gif)
    let job = GIFBudgetSearch.Job(
      scene: scene, frames: Array(first...last), settings: settings, width: 64, fit: .contain, workers: 1,
      isCancelled: { false })
    let (frames, found) = GIFBudgetSearch.grid(job)
    #expect(frames == Array(sceneFirst..<sceneEnd))
    #expect(found == steps)
  }

  @Test(
    "SSIM samples meet every phase of the step equally, so a lower rate is not favoured",
    arguments: [(180, 3), (180, 2), (300, 4), (300, 5), (24, 1), (7, 3)] as [(Int, Int)])
  func samples(count: Int, step: Int) {
    let positions = GIFBudgetSearch.samples(count: count, step: step)
    #expect(positions == positions.sorted() && Set(positions).count == positions.count)
    #expect(positions.allSatisfy { (0..<count).contains($0) })
    #expect(positions.count >= min(60, count) - step)
    let perPhase = (0..<step).map { phase in positions.filter { $0 % step == phase }.count }
    #expect((perPhase.max() ?? 0) - (perPhase.min() ?? 0) <= 1, "\(perPhase)")
  }
}
