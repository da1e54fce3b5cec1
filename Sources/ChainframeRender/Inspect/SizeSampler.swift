import ChainframeCore
import ChainframeEncoding
import Foundation

/// Measures what a preset's output of a scene weighs by encoding a few short windows of it
/// with that preset, then extrapolating: `chainframe info`'s size estimates.
///
/// The frames are split into moving ones (something differs from the previous frame, or a
/// video plays) and holds (nothing does: encoders spend almost nothing on them, except intra
/// formats). Up to three windows are taken among the moving frames (at 1/6, 1/2 and 5/6 of
/// them; five for inter-frame codecs) and one in the holds; each is encoded twice, its first frame alone (a keyframe and the
/// container's overhead) and `windowFrames` + 1 frames from there. The difference per frame is
/// what one more frame of that kind costs; the estimate is the mean single-frame size plus each
/// kind's cost times its number of frames. The soundtrack is encoded with each window, so it is
/// counted too. Accuracy per preset on the examples: docs/cli.md.
package enum SizeSampler {
  /// Frames after each window's first one.
  package static let windowFrames = 6
  /// Frames after each window's first one for inter-frame codecs (H.264, H.265, VP9, AV1).
  package static let interWindowFrames = 18
  /// Windows spread over the moving frames.
  package static let windows = 3
  /// Windows spread over the moving frames for inter-frame codecs, whose cost per frame
  /// follows the motion more closely.
  package static let interWindows = 5

  /// The estimated bytes of `composition` rendered with `preset` (`frames` output frames);
  /// encodes into a temporary folder that is removed afterwards.
  package static func bytes(
    of composition: Composition, preset: EncodingPreset, frames: Int,
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws -> Int {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("chainframe-info-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let compiled = composition.compiled(at: preset.fps ?? composition.scene.canvas.fps)
    let count = min(frames, compiled.frameCount)
    // Inter-frame codecs spend more on the frames just after a keyframe: measure the frames
    // after the first `windowFrames` instead (the cost of `interWindowFrames` more).
    let inter = isInterFrame(preset.format ?? .mp4)
    let k = min(inter ? interWindowFrames : windowFrames, max(count - 1, 0))
    let skip = inter ? min(windowFrames, k / 2) : 0
    let isRepeat = try RepeatDetector.flags(compiled, frames: Array(0..<count)) {
      if isCancelled() { throw RenderCancelled() }
    }
    let moving = (1..<max(count, 1)).filter { !isRepeat[$0] }
    let holds = (1..<max(count, 1)).filter { isRepeat[$0] }
    func starts(_ positions: [Int], windows: Int) -> [Int] {
      guard !positions.isEmpty else { return [] }
      let picked = (0..<windows).map { i in
        positions[min(positions.count - 1, Int(Double(positions.count) * (Double(i) + 0.5) / Double(windows)))]
      }
      return Array(Set(picked.map { max(0, min(count - 1 - k, $0 - k / 2)) })).sorted()
    }
    var singles: [Double] = []
    func perFrame(_ windowStarts: [Int]) throws -> Double {
      var costs: [Double] = []
      for start in windowStarts {
        let one = try encode(composition, preset: preset, frames: start...start, in: folder, isCancelled: isCancelled)
        singles.append(Double(one))
        guard k > skip else { continue }
        let base =
          skip == 0
          ? one
          : try encode(
            composition, preset: preset, frames: start...(start + skip), in: folder, isCancelled: isCancelled)
        let window = try encode(
          composition, preset: preset, frames: start...(start + k), in: folder, isCancelled: isCancelled)
        costs.append(max(0, Double(window - base) / Double(k - skip)))
      }
      return costs.isEmpty ? 0 : costs.reduce(0, +) / Double(costs.count)
    }
    let movingCost = try perFrame(starts(moving.isEmpty ? [0] : moving, windows: inter ? interWindows : windows))
    let holdCost = holds.isEmpty ? 0 : try perFrame(starts(holds, windows: 1))
    let single = singles.reduce(0, +) / Double(max(singles.count, 1))
    let total = single + movingCost * Double(moving.count) + holdCost * Double(holds.count)
    return Int(total.rounded())
  }

  /// Bytes of one render of `frames` with `preset` into `folder` (the files are removed).
  static func encode(
    _ composition: Composition, preset: EncodingPreset, frames: ClosedRange<Int>, in folder: String,
    isCancelled: @escaping @Sendable () -> Bool
  ) throws -> Int {
    var options = RenderOptions()
    options.preset = preset.name
    options.frames = frames
    options.overwrite = true
    let format = preset.format ?? .mp4
    let output =
      format == .pngSequence
      ? folder + "/sample/%05d.png" : folder + "/sample." + (format.extensions.first ?? "out")
    let summary = try RenderJob(composition: composition, output: output, options: options)
      .run(isCancelled: isCancelled, events: { _ in })
    let written = summary.bytes
    try? FileManager.default.removeItem(atPath: folder + "/sample")
    try? FileManager.default.removeItem(atPath: output)
    return written
  }

  /// Whether `format` codes frames as differences from others (the first frames of a clip then
  /// cost more than the rest).
  static func isInterFrame(_ format: OutputFormat) -> Bool {
    switch format {
    case .mp4, .mov, .hevc, .webm, .av1: return true
    case .prores4444, .prores422hq, .gif, .apng, .webp, .pngSequence, .y4m, .raw: return false
    }
  }
}
