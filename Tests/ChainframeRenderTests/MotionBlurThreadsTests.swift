import ChainframeCore
import ChainframeRender
import ChainframeRendering
import Foundation
import Testing

@Suite("Motion blur on several threads")
struct MotionBlurThreadsTests {
  /// A still backdrop, a moving ball and a sliding title (text drawn on helper threads too);
  /// everything stops at 0.6 s, so frames from 15 on are static.
  static func scene(samples: Int) -> String {
    """
    canvas: {width: 96, height: 48, fps: 25, duration: 1, background: "#102030", motionBlur: {samples: \(samples)}}
    layers:
      - {type: rect, id: backdrop, position: [48, 24], size: [80, 30], fill: "#3b82f6"}
      - {type: ellipse, id: ball, position: [10, 24], size: [16, 16], fill: "#f97316",
         animations: [{property: position.x, from: 10, to: 86, duration: 0.6, easing: ease-in}]}
      - {type: text, id: title, text: "Blur", position: [48, 12], font: {family: DejaVu Sans, size: 12},
         fill: "#ffffff", animations: [{property: rotation, from: 0, to: 90, duration: 0.6}]}
    """
  }

  /// Counts the renderers it makes: one per borrowed thread.
  final class Counter: Sendable {
    let made = Locked(0)
  }

  static func helpers(idle: Int, counter: Counter) -> SubframeHelpers {
    SubframeHelpers(idle: idle) { () throws(RenderError) in
      counter.made.withLock { $0 += 1 }
      return try FrameRenderer(width: 96, height: 48)
    }
  }

  @Test(
    "Samples drawn on 1 to 8 threads average to the same bytes as on one thread, static frames included",
    arguments: [2, 3, 5, 16, 32])
  func sameBytes(samples: Int) throws {
    let compiled = SceneCompiler.compile(try SceneLoader.load(text: Self.scene(samples: samples), file: "t.yaml"))
    let single = MotionBlurRenderer(renderer: try FrameRenderer(width: 96, height: 48))
    for idle in [1, 3, 7] {
      let counter = Counter()
      let helpers = Self.helpers(idle: idle, counter: counter)
      let shared = MotionBlurRenderer(renderer: try FrameRenderer(width: 96, height: 48), helpers: helpers)
      for n in [0, 3, 9, 14, 20] {
        let expected = try single.render(compiled, frame: n).withUnsafeBytes { Array($0) }
        let made = counter.made.withLock { $0 }
        let actual = try shared.render(compiled, frame: n).withUnsafeBytes { Array($0) }
        #expect(actual == expected, "samples \(samples), \(idle + 1) threads, frame \(n)")
        // A moving frame borrows min(idle, samples − 1) threads; a static one none.
        let borrowed = counter.made.withLock { $0 } - made
        let images = compiled.imageCount(ofFrame: n)
        #expect(borrowed == (images > 1 ? min(idle, images - 1) : 0), "samples \(samples), frame \(n)")
        #expect(images == (n < 15 ? samples : 1), "frame \(n)")
      }
      // Every borrowed thread was given back.
      #expect(helpers.take(upTo: 100) == idle)
    }
  }

  @Test("A frame drawn by a composition (still, preview) has the single-thread bytes")
  func compositionStill() throws {
    let text = Self.scene(samples: 32)
    let composition = try Composition.load(text: text)
    let compiled = SceneCompiler.compile(try SceneLoader.load(text: text, file: "t.yaml"))
    let single = MotionBlurRenderer(renderer: try FrameRenderer(width: 96, height: 48))
    for n in [4, 20] {
      let expected = try single.render(compiled, frame: n).withUnsafeBytes { Array($0) }
      #expect(try composition.image(atFrame: n).withUnsafeBytes { Array($0) } == expected, "frame \(n)")
    }
  }

  @Test("A render of fewer frames than workers lends the idle workers to the samples, same bytes")
  func pipelineTail() async throws {
    // One worker draws every sample itself (nothing idle); of four, three run out of frames.
    let composition = try Composition.load(text: Self.scene(samples: 8))
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("blur-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for threads in [1, 4] {
      var options = RenderOptions()
      options.threads = threads
      options.frames = 3...5
      let pattern = dir.appendingPathComponent("t\(threads)-%02d.png").path
      _ = try await composition.render(to: pattern, options: options)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    let one = names.filter { $0.hasPrefix("t1-") }
    let four = names.filter { $0.hasPrefix("t4-") }
    #expect(one.count == 3 && four.count == 3, "\(names)")
    for (k, n) in (3...5).enumerated() where k < one.count && k < four.count {
      let a = try Data(contentsOf: dir.appendingPathComponent(one[k]))
      let b = try Data(contentsOf: dir.appendingPathComponent(four[k]))
      #expect(a == b, "frame \(n)")
    }
  }
}
