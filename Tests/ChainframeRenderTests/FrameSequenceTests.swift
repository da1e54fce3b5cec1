import ChainframeCore
import ChainframeRender
import Foundation
import Testing

/// `Composition.frames(in:threads:)`: frames in order, the same pixels as `image(atFrame:)`,
/// bounded look-ahead, cancellation and typed errors.
@Suite("Frame sequence")
struct FrameSequenceTests {
  static let scene = """
    canvas: {width: 64, height: 48, fps: 10, duration: 2, background: "#14161c80"}
    layers:
      - {type: rect, id: card, position: [16, 24], size: [16, 16], fill: "#2f8cff",
         animations: [{property: position.x, from: 16, to: 48, duration: 2}]}
    """

  static func composition() throws -> Composition {
    try Composition.load(text: scene, name: "frames.yaml", folder: NSTemporaryDirectory())
  }

  static func bytes(_ pixels: PixelBuffer) -> [UInt8] {
    pixels.withUnsafeBytes { Array($0) }
  }

  @Test(
    "Every frame of the sequence has the pixels image(atFrame:) draws, in order, for any worker count",
    arguments: [1, 2, 4])
  func samePixels(threads: Int) async throws {
    let c = try Self.composition()
    var indices: [Int] = []
    for try await frame in c.frames(threads: threads) {
      indices.append(frame.index)
      #expect(frame.time == Double(frame.index) / 10)
      #expect(Self.bytes(frame.pixels) == Self.bytes(try c.image(atFrame: frame.index)))
    }
    #expect(indices == Array(0..<20))
  }

  @Test("A sub-range gives exactly its frames; an empty range gives none")
  func subRange() async throws {
    let c = try Self.composition()
    var indices: [Int] = []
    for try await frame in c.frames(in: 5..<9, threads: 2) { indices.append(frame.index) }
    #expect(indices == [5, 6, 7, 8])
    var count = 0
    for try await _ in c.frames(in: 3..<3) { count += 1 }
    #expect(count == 0)
  }

  @Test("Leaving the loop early stops the render and a new iteration starts again from the first frame")
  func breakEarly() async throws {
    let c = try Self.composition()
    let sequence = c.frames(threads: 2)
    for try await frame in sequence {
      #expect(frame.index == 0)
      break
    }
    var first: Int?
    for try await frame in sequence {
      first = frame.index
      break
    }
    #expect(first == 0)
  }

  @Test("A cancelled task's iteration throws RenderCancelled")
  func cancelled() async throws {
    let c = try Self.composition()
    let task = Task {
      var count = 0
      for try await _ in c.frames(threads: 2) {
        count += 1
        if count == 2 { withUnsafeCurrentTask { $0?.cancel() } }
      }
      return count
    }
    await #expect(throws: RenderCancelled.self) { _ = try await task.value }
  }

  @Test("A range outside the scene and a bad thread count are option errors naming the option")
  func badRequests() async throws {
    let c = try Self.composition()
    let cases: [(Range<Int>, Int?, RenderOptionError.Option)] = [(18..<25, nil, .frames), (0..<2, 0, .threads)]
    for (range, threads, option) in cases {
      do {
        for try await _ in c.frames(in: range, threads: threads) {}
        Issue.record("no error for \(range), \(String(describing: threads))")
      } catch let error as RenderOptionError {
        #expect(error.option == option)
      }
    }
  }

  @Test("Straight RGBA bytes undo premultiplication and PNG data matches pngData(atFrame:)")
  func conversions() async throws {
    let c = try Self.composition()
    for try await frame in c.frames(in: 4..<5) {
      let rgba = frame.rgbaData()
      #expect(rgba.count == 64 * 48 * 4)
      let p = frame.pixels.pixel(x: 0, y: 0)
      // Background #14161c at alpha 0x80, premultiplied in the buffer, straight in RGBA.
      #expect(p.a == 0x80)
      #expect(
        Array(rgba.prefix(4)).map(Int.init).enumerated().allSatisfy { i, v in
          abs(v - [0x14, 0x16, 0x1c, 0x80][i]) <= 1
        })
      #expect(try frame.pngData() == c.pngData(atFrame: 4))
    }
  }
}
