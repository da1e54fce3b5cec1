import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

extension GIFBudgetSearch {
  /// Runs a search over `frames` (rendered once, at `settings`' size and rate) in a private
  /// temporary folder, which is removed afterwards; writes the chosen GIF to `output`.
  static func run(
    _ budget: GIFBudget, frames: [PixelBuffer], scene: CompiledScene, sceneFrames: [Int], settings: VideoSettings,
    baseWidth: Int, fit: FrameRenderer.Fit, output: String, check: () throws -> Void
  ) throws -> GIFBudgetChoice {
    switch budget {
    case .maxBytes(let limit) where limit <= 0:
      throw RenderOptionError(.maxBytes, "\(limit) is not a size; give bytes, more than 0")
    case .targetSSIM(let target) where !(target > 0 && target <= 1):
      throw RenderOptionError(.targetSSIM, "\(target) is not an SSIM; give a value above 0, at most 1")
    default: break
    }
    let folder = NSTemporaryDirectory() + "chainframe-gif-budget-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var search = GIFBudgetSearch(
      frames: frames, scene: scene, sceneFrames: sceneFrames, settings: settings, baseWidth: baseWidth, fit: fit,
      folder: folder)
    return try search.run(budget, output: output, check: check)
  }
}
