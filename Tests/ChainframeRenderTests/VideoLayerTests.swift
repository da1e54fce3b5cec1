import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// Video layers show, at every scene frame, the source frame whose span covers the layer's
/// time, with the source's own pixels.
@Suite("Video layers")
struct VideoLayerTests {
  static let width = 64
  static let height = 48
  static let sourceFrames = 48
  static let sourceRate = 24.0

  /// Source frame `k`: a pattern that differs strongly between frames.
  static func sourceFrame(_ k: Int) -> PixelBuffer {
    let p = PixelBuffer(width: width, height: height)
    p.withUnsafeMutableBytes { bytes in
      for y in 0..<height {
        for x in 0..<width {
          let i = y * p.stride + x * 4
          bytes[i] = UInt8((k * 13 + x + y) % 256)
          bytes[i + 1] = UInt8((k * 91 + y * 5) % 256)
          bytes[i + 2] = UInt8((k * 37 + x * 3) % 256)
          bytes[i + 3] = 255
        }
      }
    }
    return p
  }

  /// A lossless 24 fps FFV1 Matroska file of ``sourceFrames`` frames (ffmpeg's command line
  /// encodes it; Matroska stores times in milliseconds).
  static func makeSource(in dir: TemporaryDirectory) throws -> String {
    var raw = Data()
    for k in 0..<sourceFrames {
      let p = sourceFrame(k)
      for y in 0..<height {
        p.withUnsafeBytes { raw.append(contentsOf: $0[(y * p.stride)..<(y * p.stride + width * 4)]) }
      }
    }
    _ = FileManager.default.createFile(atPath: dir.file("src.bgra"), contents: raw)
    let r = try ProcessResult.run(
      "/usr/bin/ffmpeg",
      [
        "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", "24", "-i",
        dir.file("src.bgra"), "-c:v", "ffv1", "-pix_fmt", "bgr0", dir.file("src.mkv"),
      ])
    #expect(r.status == 0, "\(r.stderr)")
    return dir.file("src.mkv")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let keys: String
    let start: Double
    let trim: (Double, Double?)
    let speed: Double
    let loop: Bool
    var testDescription: String { keys.isEmpty ? "plain" : keys }
  }

  static let cases: [Case] = [
    Case(keys: "", start: 0, trim: (0, nil), speed: 1, loop: false),
    Case(keys: "start: 0.3, trim: [0.5, 1.4]", start: 0.3, trim: (0.5, 1.4), speed: 1, loop: false),
    Case(keys: "speed: 1.5", start: 0, trim: (0, nil), speed: 1.5, loop: false),
    Case(keys: "trim: [0.25, 0.9], loop: true, speed: 0.7", start: 0, trim: (0.25, 0.9), speed: 0.7, loop: true),
  ]

  /// The source frame expected at scene time `t`, or nil when nothing shows or `t` falls
  /// within a millisecond of a frame boundary (the test checks in-between frames).
  static func expectedFrame(_ c: Case, t: Double) -> Int? {
    let local = t - c.start
    guard local >= 0 else { return nil }
    var s = c.trim.0 + local * c.speed
    let end = min(c.trim.1 ?? 2.0, 2.0)
    if s >= end {
      guard c.loop else { return nil }
      s = c.trim.0 + (s - c.trim.0).truncatingRemainder(dividingBy: end - c.trim.0)
    }
    // Matroska timestamps: frame k at round(k × 1000 / 24) ms.
    let ms = s * 1000
    let stamps = (0..<sourceFrames).map { (Double($0) * 1000 / sourceRate).rounded() }
    guard !stamps.contains(where: { abs($0 - ms) < 1 }) else { return nil }
    return stamps.lastIndex { $0 <= ms }
  }

  @Test("Frames between source frames match the source (PSNR ≥ 45 dB) with trim, speed and loop", arguments: cases)
  func matchesSource(_ c: Case) throws {
    let dir = TemporaryDirectory()
    _ = try Self.makeSource(in: dir)
    let extra = c.keys.isEmpty ? "" : ", " + c.keys
    let scene = """
      canvas: {width: 64, height: 48, fps: 60, duration: 2.5}
      layers:
        - {type: video, src: src.mkv, size: [64, 48], position: [32, 24]\(extra)}
      """
    let composition = try Composition.load(text: scene, folder: dir.path)
    var checked = 0
    for n in stride(from: 1, to: composition.frameCount, by: 3) {
      let t = Double(n) / 60
      let image = try composition.image(atFrame: n)
      guard let k = Self.expectedFrame(c, t: t) else { continue }
      let psnr = ImageMetrics.psnr(image, Self.sourceFrame(k))
      #expect(psnr >= 45, "frame \(n) (t = \(t)): expected source frame \(k), PSNR \(psnr)")
      checked += 1
    }
    #expect(checked >= 15)
  }

  @Test("Before its start and after its end (without loop) a video layer draws nothing")
  func hidden() throws {
    let dir = TemporaryDirectory()
    _ = try Self.makeSource(in: dir)
    let scene = """
      canvas: {width: 64, height: 48, fps: 10, duration: 3, background: transparent}
      layers:
        - {type: video, src: src.mkv, size: [64, 48], position: [32, 24], start: 0.5, trim: [0, 1]}
      """
    let composition = try Composition.load(text: scene, folder: dir.path)
    for (frame, visible) in [(0, false), (4, false), (5, true), (14, true), (15, false), (29, false)] {
      let alpha = try composition.image(atFrame: frame).pixel(x: 10, y: 10).a
      #expect((alpha == 255) == visible, "frame \(frame)")
    }
  }

  @Test("A missing video is a located error; a non-video file is refused by the audit")
  func errors() throws {
    let dir = TemporaryDirectory()
    dir.write("fake.mp4", "not a video")
    let missing = try #require(throws: SceneFileError.self) {
      try Composition.load(
        text: "canvas: {width: 64, height: 48, fps: 10, duration: 1}\nlayers:\n  - {type: video, src: nope.mp4}\n",
        folder: dir.path)
    }
    #expect(missing.diagnostics.first?.keyPath == "layers[0].src")
    #expect(missing.diagnostics.first?.location?.line == 3)
    #expect(throws: (any Error).self) {
      try Composition.load(
        text: "canvas: {width: 64, height: 48, fps: 10, duration: 1}\nlayers:\n  - {type: video, src: fake.mp4}\n",
        folder: dir.path)
    }
  }
}
