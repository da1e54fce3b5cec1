import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// Compares a composition (drawn in memory) or a video with a reference video, frame by frame,
/// aligned by timestamp: frame *i* of the reference is compared with the frame shown at its
/// time.
package struct ReferenceComparison: Sendable {
  /// Sizes or frame rates that differ (the frames are not compared then).
  package var mismatches: [String] = []
  /// Reference frames beyond the candidate's end.
  package var extraReferenceFrames = 0
  /// Candidate frames beyond the reference's end.
  package var missingReferenceFrames = 0
  /// Frames compared.
  package var compared = 0

  /// Compares `composition` with the video at `reference`; `visit` sees every score with the
  /// expected and actual pixels (valid only during the call). Checks `Task.isCancelled`.
  package static func compare(
    _ composition: Composition, reference: String,
    visit: (FrameScore, _ expected: PixelBuffer, _ actual: PixelBuffer) throws -> Void
  ) throws -> ReferenceComparison {
    let renderer = try SceneRenderer.make(width: composition.canvas.width, height: composition.canvas.height)
    return try run(.scene(composition, renderer), name: composition.file, reference: reference, visit: visit)
  }

  /// Compares the video at `candidate` with the video at `reference`.
  package static func compare(
    video candidate: String, reference: String,
    visit: (FrameScore, _ expected: PixelBuffer, _ actual: PixelBuffer) throws -> Void
  ) throws -> ReferenceComparison {
    try run(.video(try VideoDecoder(path: candidate)), name: candidate, reference: reference, visit: visit)
  }

  private static func run(
    _ candidate: FrameSource, name: String, reference: String,
    visit: (FrameScore, PixelBuffer, PixelBuffer) throws -> Void
  ) throws -> ReferenceComparison {
    let ref = try VideoDecoder(path: reference)
    var result = ReferenceComparison()
    let (w, h) = candidate.size
    if (w, h) != (ref.info.width, ref.info.height) {
      result.mismatches.append(
        "size differs: \(name) is \(w)x\(h), the reference is \(ref.info.width)x\(ref.info.height)")
    }
    if let a = candidate.frameRate, let b = ref.info.frameRate, a != b {
      result.mismatches.append("frame rate differs: \(name) is \(a) fps, the reference is \(b) fps")
    }
    guard result.mismatches.isEmpty else { return result }
    // A drawn scene is compared as it would look in the reference's pixel format; a video
    // candidate already went through one.
    let yuvLayout = ReferenceRoundTrip(like: ref.info)
    let roundTrip: ReferenceRoundTrip? = {
      if case .scene = candidate { return yuvLayout }
      return nil
    }()
    let isYUVReference = yuvLayout != nil
    var index = 0
    while let refFrame = try ref.nextFrame() {
      if Task.isCancelled { throw RenderCancelled() }
      let actual: PixelBuffer
      var time = refFrame.time
      switch candidate {
      case .scene(let composition, let renderer):
        let compiled = composition.compiled
        // Align by timestamp: the scene frame shown at the reference frame's time.
        let n = Int((refFrame.time * compiled.clock.fps.doubleValue).rounded())
        guard n < compiled.frameCount else {
          result.extraReferenceFrames += 1
          continue
        }
        time = compiled.clock.time(ofFrame: n)
        let drawn = try MotionBlurRenderer(renderer: renderer).render(compiled, frame: n)
        actual = try roundTrip?.apply(drawn) ?? drawn
      case .video(let decoder):
        guard let frame = try decoder.nextFrame() else {
          result.extraReferenceFrames += 1
          continue
        }
        actual = frame.pixels
        time = frame.time
      }
      let score = FrameScore(
        index: index, time: time, psnr: ImageMetrics.psnr(actual, refFrame.pixels),
        ssim: isYUVReference
          ? ImageMetrics.ssimVideo(actual, refFrame.pixels) : ImageMetrics.ssim(actual, refFrame.pixels))
      try visit(score, refFrame.pixels, actual)
      index += 1
    }
    result.compared = index
    switch candidate {
    case .scene(let composition, _):
      if index < composition.frameCount { result.missingReferenceFrames = composition.frameCount - index }
    case .video(let decoder):
      while try decoder.nextFrame() != nil { result.missingReferenceFrames += 1 }
    }
    return result
  }
}
