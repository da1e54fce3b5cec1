import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// The public Swift API: load, inspect, draw, render with progress, cancel, typed errors.
@Suite("Composition API")
struct CompositionTests {
  static let scene = """
    canvas: {width: 64, height: 48, fps: 10, duration: 1, background: "#14161c"}
    layers:
      - {type: rect, id: card, position: [16, 24], size: [16, 16], fill: "#2f8cff",
         animations: [{property: position.x, from: 16, to: 48, duration: 1}]}
    """

  @Test("A scene loaded from text reports its canvas, duration, frame count and layers")
  func inspect() throws {
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: NSTemporaryDirectory())
    #expect(c.canvas.width == 64 && c.canvas.height == 48)
    #expect(c.frameCount == 10)
    #expect(c.duration == 1)
    #expect(c.layerIDs == ["card"])
  }

  @Test("Loading data that is not UTF-8 is a data error with a location")
  func badData() throws {
    #expect {
      _ = try Composition.load(data: Data([0xFF, 0xFE, 0x00]), name: "x.yaml")
    } throws: { error in
      (error as? any CategorizedError)?.category == .data
    }
  }

  @Test("Every problem of a bad scene comes back at once, typed, with locations")
  func everyProblem() throws {
    let text =
      "canvas: {width: 64, height: 48, fps: 10, duration: 1}\nlayers:\n  - {type: rect, fill: reed}\n  - {type: blob}\n"
    do {
      _ = try Composition.load(text: text, name: "bad.yaml", folder: NSTemporaryDirectory())
      Issue.record("loaded a bad scene")
    } catch let error as SceneFileError {
      #expect(error.category == .data)
      #expect(error.diagnostics.count >= 2)
      #expect(error.diagnostics.allSatisfy { $0.location != nil })
    }
  }

  @Test("A frame drawn to PNG bytes decodes to the canvas size; JPEG starts with its marker")
  func drawFrame() throws {
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: NSTemporaryDirectory())
    let image = try c.image(atFrame: 5)
    #expect(image.width == 64 && image.height == 48)
    let png = try c.pngData(atFrame: 5)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let jpeg = try c.jpegData(atFrame: 5)
    #expect(jpeg.starts(with: [0xFF, 0xD8]))
    #expect(throws: RenderOptionError.self) { _ = try c.image(atFrame: 10) }
  }

  @Test("render(to:) writes the file and reports started, progress for every frame and finished")
  func renderWithProgress() async throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: dir.path)
    let recorder = EventRecorder()
    let summary = try await c.render(to: dir.file("o.mp4")) { recorder.add($0) }
    #expect(summary.frames == 0...9)
    #expect(summary.bytes > 0)
    let events = recorder.events
    guard case .started(let frames, let format, _) = events.first else {
      Issue.record("no start")
      return
    }
    #expect(frames == 10 && format == "mp4")
    #expect(events.filter { if case .progress = $0 { return true } else { return false } }.count == 10)
    guard case .finished = events.last else {
      Issue.record("no finish")
      return
    }
    #expect(try FFprobe.videoStream(dir.file("o.mp4"))["nb_read_frames"] == "10")
  }

  @Test("Events arrive as an AsyncSequence ending with finished")
  func eventStream() async throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: dir.path)
    var progress = 0
    var finished = false
    for try await event in c.renderEvents(to: dir.file("o.gif")) {
      if case .progress = event { progress += 1 }
      if case .finished = event { finished = true }
    }
    #expect(progress == 10 && finished)
  }

  @Test("Cancelling the task stops the render with a cancelled error and leaves nothing")
  func cancel() async throws {
    let dir = TemporaryDirectory()
    let long = Self.scene.replacingOccurrences(of: "duration: 1,", with: "duration: 3600,")
    let c = try Composition.load(text: long, name: "s.yaml", folder: dir.path)
    // Cancel once the render has started drawing (its `started` event), not after a guess at
    // how long loading takes; the stream ends with the render, so a failed start cannot hang.
    // An hour of frames: with the whole suite running on two cores this task may wait more
    // than a minute to be scheduled after `started`, and 600 s of frames once finished first.
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let task = Task {
      defer { startedContinuation.finish() }
      return try await c.render(
        to: dir.file("o.mp4"),
        options: {
          var o = RenderOptions()
          o.threads = 1
          return o
        }(),
        progress: { event in
          if case .started = event { startedContinuation.yield() }
        })
    }
    var events = started.makeAsyncIterator()
    #expect(await events.next() != nil, "the render never started")
    task.cancel()
    do {
      _ = try await task.value
      Issue.record("a 3600 s render finished before it was cancelled")
    } catch {
      #expect((error as? any CategorizedError)?.category == .cancelled, "\(error)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test("Options are checked with the option's name, never a command-line flag")
  func optionErrors() async throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: dir.path)
    var o = RenderOptions()
    o.size = PixelSize(width: 16000, height: 16000)
    do {
      _ = try await c.render(to: dir.file("o.mp4"), options: o)
      Issue.record("rendered 16000x16000")
    } catch let error as RenderOptionError {
      #expect(error.option == .size)
      #expect(error.category == .usage)
      #expect(!error.description.contains("--"))
    }
  }
}

/// Collects events from the render thread.
final class EventRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [RenderEvent] = []
  func add(_ e: RenderEvent) { lock.withLock { list.append(e) } }
  var events: [RenderEvent] { lock.withLock { list } }
}
