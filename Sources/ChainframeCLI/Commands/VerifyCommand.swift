import ArgumentParser
import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import ChainframeRendering
import Foundation

/// `chainframe verify SCENE|VIDEO --reference REF`: compare frames with PSNR and SSIM.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Compare a scene (rendered in memory) or a video with a reference video, frame by frame.",
    discussion:
      "Frames are aligned by timestamp. Exit 0 when every frame passes, 1 when verification fails (first divergent frame reported), 64/65/66/74 for usage, scene or input errors."
  )

  @Argument(help: "Scene file (.yaml/.json, rendered without encoding) or video to check.")
  var input: String

  @Option(help: "Reference video: any container FFmpeg reads, a GIF, or a PNG pattern such as frames/%05d.png.")
  var reference: String

  @Option(help: "Minimum PSNR in dB for a frame to pass.")
  var minPsnr: Double = 35

  @Option(help: "Minimum SSIM (0…1) for a frame to pass.")
  var minSsim: Double = 0.97

  @Option(
    help: ArgumentHelp(
      "Write expected/actual/heatmap/side-by-side PNGs of the first divergent and the worst frame here.",
      valueName: "dir"))
  var artifacts: String?

  @Option(help: ArgumentHelp("Write a JSON report.", valueName: "file"))
  var report: String?

  @Option(help: ArgumentHelp("Write a JUnit XML report.", valueName: "file"))
  var junit: String?

  @Option(
    help: ArgumentHelp(
      "Write one self-contained HTML report: PSNR/SSIM over time and the worst frames.", valueName: "file"))
  var html: String?

  @Flag(help: "Allow asset paths outside the scene's folder.")
  var allowAssetsOutside = false

  func run() throws {
    var result = VerificationResult(minPSNR: minPsnr, minSSIM: minSsim)
    var keeper = ArtifactKeeper(directory: artifacts)
    var worst: [HTMLReport.Thumbnail] = []
    let visit = { (score: FrameScore, expected: PixelBuffer, actual: PixelBuffer) throws -> Void in
      try SignalWatcher.shared.check()
      result.add(score)
      try keeper.consider(score, expected: expected, actual: actual, result: result)
      if html != nil && score.psnr.isFinite && (worst.count < 3 || score.psnr < (worst.last?.score.psnr ?? .infinity)) {
        worst.append(HTMLReport.Thumbnail(score: score, expected: expected.copied(), actual: actual.copied()))
        worst.sort { $0.score.psnr < $1.score.psnr }
        if worst.count > 3 { worst.removeLast() }
      }
    }
    let ext = URL(fileURLWithPath: input).pathExtension.lowercased()
    let comparison: ReferenceComparison
    if ["yaml", "yml", "json"].contains(ext) {
      var sceneOptions = try SceneOptions.parse([input])
      sceneOptions.allowAssetsOutside = allowAssetsOutside
      comparison = try ReferenceComparison.compare(try sceneOptions.load(), reference: reference, visit: visit)
    } else {
      comparison = try ReferenceComparison.compare(video: input, reference: reference, visit: visit)
    }
    result.failures += comparison.mismatches
    result.extraReferenceFrames = comparison.extraReferenceFrames
    result.missingReferenceFrames = comparison.missingReferenceFrames
    if result.extraReferenceFrames > 0 {
      result.failures.append(
        "frame count differs: the reference has \(result.extraReferenceFrames) more frame(s) than \(input)")
    }
    if result.missingReferenceFrames > 0 {
      result.failures.append(
        "frame count differs: the reference has \(result.missingReferenceFrames) fewer frame(s) than \(input)")
    }
    try keeper.write()
    try emit(result, thumbnails: worst)
    if !result.passed { throw VerificationFailed(summary: "verification failed: " + result.headline) }
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
