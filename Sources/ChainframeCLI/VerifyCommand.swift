import ArgumentParser
import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// `chainframe verify SCENE|VIDEO --reference REF`: compare frames with PSNR and SSIM.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Compare a scene (rendered in memory) or a video with a reference video, frame by frame.",
    discussion: "Frames are aligned by timestamp. Exit 0 when every frame passes, 1 when verification fails (first divergent frame reported), 64/65/66/74 for usage, scene or input errors.")

  @Argument(help: "Scene file (.yaml/.json, rendered without encoding) or video to check.")
  var input: String

  @Option(help: "Reference video: any container FFmpeg reads, a GIF, or a PNG pattern such as frames/%05d.png.")
  var reference: String

  @Option(help: "Minimum PSNR in dB for a frame to pass.")
  var minPsnr: Double = 35

  @Option(help: "Minimum SSIM (0…1) for a frame to pass.")
  var minSsim: Double = 0.97

  @Option(help: ArgumentHelp("Write expected/actual/heatmap/side-by-side PNGs of the first divergent and the worst frame here.", valueName: "dir"))
  var artifacts: String?

  @Option(help: ArgumentHelp("Write a JSON report.", valueName: "file"))
  var report: String?

  @Option(help: ArgumentHelp("Write a JUnit XML report.", valueName: "file"))
  var junit: String?

  @Option(help: ArgumentHelp("Write one self-contained HTML report: PSNR/SSIM over time and the worst frames.", valueName: "file"))
  var html: String?

  @Flag(help: "Allow asset paths outside the scene's folder.")
  var allowAssetsOutside = false

  func run() throws {
    var sceneOptions = try SceneOptions.parse([input])
    sceneOptions.allowAssetsOutside = allowAssetsOutside
    let candidate = try FrameSource.open(input, options: sceneOptions)
    let ref = try VideoDecoder(path: reference)
    var result = VerificationResult(minPSNR: minPsnr, minSSIM: minSsim)
    let (w, h) = candidate.size
    if (w, h) != (ref.info.width, ref.info.height) {
      result.failures.append("size differs: \(input) is \(w)x\(h), the reference is \(ref.info.width)x\(ref.info.height)")
    }
    if let a = candidate.frameRate, let b = ref.info.frameRate, a != b {
      result.failures.append("frame rate differs: \(input) is \(a) fps, the reference is \(b) fps")
    }
    var thumbnails: [HTMLReport.Thumbnail] = []
    if result.failures.isEmpty {
      thumbnails = try compare(candidate, ref, into: &result)
    }
    try emit(result, thumbnails: thumbnails)
    if !result.passed { throw VerificationFailed(summary: "verification failed: " + result.headline) }
  }

  /// Compares every frame; returns the worst frame pairs when an HTML report is wanted.
  private func compare(_ candidate: FrameSource, _ ref: VideoDecoder, into result: inout VerificationResult) throws
    -> [HTMLReport.Thumbnail]
  {
    var index = 0
    var keeper = ArtifactKeeper(directory: artifacts)
    var worst: [HTMLReport.Thumbnail] = []
    while let refFrame = try ref.nextFrame() {
      let actual: PixelBuffer
      var time = refFrame.time
      switch candidate {
      case .scene(let scene, let renderer):
        // Align by timestamp: the scene frame shown at the reference frame's time.
        let n = Int((refFrame.time * scene.clock.fps.doubleValue).rounded())
        guard n < scene.frameCount else {
          result.extraReferenceFrames += 1
          continue
        }
        time = scene.clock.time(ofFrame: n)
        let pixels = try renderer.render(DisplayListBuilder.build(scene, frame: n))
        actual = PixelBuffer(width: pixels.width, height: pixels.height)
        actual.copy(from: pixels)
      case .video(let decoder):
        guard let frame = try decoder.nextFrame() else {
          result.extraReferenceFrames += 1
          continue
        }
        actual = frame.pixels
        time = frame.time
      }
      let psnr = ImageMetrics.psnr(actual, refFrame.pixels)
      let ssim = ImageMetrics.ssim(actual, refFrame.pixels)
      let record = FrameScore(index: index, time: time, psnr: psnr, ssim: ssim)
      result.add(record)
      try keeper.consider(record, expected: refFrame.pixels, actual: actual, result: result)
      if html != nil && record.psnr.isFinite && (worst.count < 3 || record.psnr < (worst.last?.score.psnr ?? .infinity)) {
        let e = PixelBuffer(width: refFrame.pixels.width, height: refFrame.pixels.height)
        e.copy(from: refFrame.pixels)
        let a = PixelBuffer(width: actual.width, height: actual.height)
        a.copy(from: actual)
        worst.append(HTMLReport.Thumbnail(score: record, expected: e, actual: a))
        worst.sort { $0.score.psnr < $1.score.psnr }
        if worst.count > 3 { worst.removeLast() }
      }
      index += 1
    }
    switch candidate {
    case .scene(let scene, _):
      if index < scene.frameCount { result.missingReferenceFrames = scene.frameCount - index }
    case .video(let decoder):
      while try decoder.nextFrame() != nil { result.missingReferenceFrames += 1 }
    }
    if result.extraReferenceFrames > 0 {
      result.failures.append("frame count differs: the reference has \(result.extraReferenceFrames) more frame(s) than \(input)")
    }
    if result.missingReferenceFrames > 0 {
      result.failures.append("frame count differs: the reference has \(result.missingReferenceFrames) fewer frame(s) than \(input)")
    }
    try keeper.write()
    return worst
  }

  private func emit(_ result: VerificationResult, thumbnails: [HTMLReport.Thumbnail]) throws {
    print(result.text(input: input, reference: reference))
    if let html {
      try HTMLReport(result: result, input: input, reference: reference, thumbnails: thumbnails).write(to: html)
    }
    if let report { try VerifyReports.writeJSON(result, input: input, reference: reference, to: report) }
    if let junit { try VerifyReports.writeJUnit(result, input: input, reference: reference, to: junit) }
  }
}
