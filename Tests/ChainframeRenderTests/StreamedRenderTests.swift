import ChainframeCore
import ChainframeEncoding
import Foundation
import Testing

@testable import ChainframeRender

/// Renders to a `FileHandle` and to an async sequence of bytes: the same bytes as a file
/// render, typed errors for formats that cannot stream, and no temporary files left.
@Suite("Streamed render")
struct StreamedRenderTests {
  static let scene = """
    canvas: {width: 64, height: 48, fps: 10, duration: 1, background: "#14161c"}
    layers:
      - {type: rect, id: card, position: [16, 24], size: [16, 16], fill: "#2f8cff",
         animations: [{property: position.x, from: 16, to: 48, duration: 1}]}
    """

  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func fileBytes(_ c: Composition, format: OutputFormat, in folder: URL) async throws -> Data {
    let path = folder.appendingPathComponent("reference.\(format.extensions[0])").path
    var options = RenderOptions()
    options.threads = 2
    _ = try await c.render(to: path, options: options)
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test("Bytes streamed as chunks and written to a handle equal a file render", arguments: [OutputFormat.mp4, .gif])
  func sameBytes(format: OutputFormat) async throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: folder.path)
    let reference = try await Self.fileBytes(c, format: format, in: folder)
    var options = RenderOptions()
    options.threads = 2
    var streamed = Data()
    for try await chunk in c.renderData(format: format, options: options) { streamed.append(chunk) }
    #expect(streamed == reference)
    let handlePath = folder.appendingPathComponent("handle.bin").path
    #expect(FileManager.default.createFile(atPath: handlePath, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: handlePath))
    _ = try await c.render(to: handle, format: format, options: options)
    try handle.close()
    #expect(try Data(contentsOf: URL(fileURLWithPath: handlePath)) == reference)
  }

  @Test("An image sequence cannot be streamed: a format error, and nothing is rendered")
  func sequenceRefused() async throws {
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: NSTemporaryDirectory())
    do {
      for try await _ in c.renderData(format: .pngSequence) {}
      Issue.record("streamed a PNG sequence")
    } catch let error as RenderOptionError {
      #expect(error.option == .format)
      #expect(error.message.contains("cannot be streamed"))
    }
  }

  @Test("A cancelled streamed render throws RenderCancelled and leaves its temporary folder empty")
  func cancelLeavesNothing() async throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: NSTemporaryDirectory())
    let reached = CancellationFlag()
    let cancelled = CancellationFlag()
    let task = Task {
      try await StreamedRender.render(
        c, format: .mp4, options: RenderOptions(), folder: folder,
        progress: { event in
          // Stop the render thread after its first frames until the task is cancelled, so the
          // cancellation lands mid-render on any machine, with no timing involved.
          guard case .progress(let done, _) = event, done == 2 else { return }
          reached.set()
          while !cancelled.isSet { usleep(1000) }
        })
    }
    let waiter = Task {
      while !reached.isSet { await Task.yield() }
      task.cancel()
      cancelled.set()
    }
    await #expect(throws: RenderCancelled.self) { _ = try await task.value }
    await waiter.value
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("A finished streamed render leaves its temporary folder empty while the bytes stay readable")
  func successLeavesNothing() async throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let c = try Composition.load(text: Self.scene, name: "s.yaml", folder: NSTemporaryDirectory())
    let (file, _) = try await StreamedRender.render(
      c, format: .gif, options: RenderOptions(), folder: folder, progress: nil)
    defer { try? file.close() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let bytes = try file.readToEnd() ?? Data()
    #expect(bytes.starts(with: Array("GIF89a".utf8)))
  }
}
