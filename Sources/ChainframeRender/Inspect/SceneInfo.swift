import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// What `chainframe info` reports about a scene without rendering it: timing, layers and their
/// animated properties, assets, fonts as fontconfig resolves them, and an estimate of the
/// output size for every preset.
package struct SceneInfo: Codable, Sendable {
  /// One layer of the compiled scene.
  package struct LayerInfo: Codable, Sendable {
    package var id: String
    package var type: String
    package var parent: String?
    package var animated: [String]
  }

  /// One file the scene reads.
  package struct AssetInfo: Codable, Sendable {
    package var path: String
    package var kind: String
    package var bytes: Int
  }

  /// A font family the scene's text asks for and what fontconfig gives for it.
  package struct FontInfo: Codable, Sendable {
    package var family: String
    package var resolvedFamily: String?
    package var file: String?
    package var pinned: Bool
    package var ok: Bool
  }

  /// A rough size of the output each preset would write.
  package struct Estimate: Codable, Sendable {
    package var preset: String
    package var format: String
    package var width: Int
    package var height: Int
    package var frames: Int
    package var bytes: Int
  }

  package var file: String
  package var width: Int
  package var height: Int
  package var fps: String
  package var duration: Double
  package var frameCount: Int
  package var lastFrame: Int
  package var lastFrameTime: Double
  package var layers: [LayerInfo]
  package var assets: [AssetInfo]
  package var fonts: [FontInfo]
  package var estimates: [Estimate]

  /// Gathers everything from a loaded composition (its fonts are registered by loading).
  package init(_ composition: Composition, presets: [EncodingPreset]) {
    let compiled = composition.compiled
    let scene = composition.scene
    file = composition.file
    width = scene.canvas.width
    height = scene.canvas.height
    fps = "\(compiled.clock.fps)"
    frameCount = compiled.frameCount
    duration = composition.duration
    lastFrame = max(compiled.frameCount - 1, 0)
    lastFrameTime = compiled.clock.time(ofFrame: lastFrame)
    layers = compiled.layers.map { layer in
      LayerInfo(
        id: layer.id, type: layer.shape.rawValue, parent: layer.parent.map { compiled.layers[$0].id },
        animated: layer.tracks.map(\.property.name))
    }
    let fontFiles = Set(scene.fonts)
    assets = scene.assetPaths.map { path in
      let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
      return AssetInfo(path: path, kind: SceneInfo.kind(of: path, fonts: fontFiles, scene: scene), bytes: size ?? 0)
    }
    var families: [String] = []
    for layer in compiled.layers {
      if let family = layer.style.text?.family, !families.contains(family) { families.append(family) }
    }
    fonts = families.map { family in
      let face = FontCatalog.resolve(family: family)
      return FontInfo(
        family: family, resolvedFamily: face?.family, file: face?.file,
        pinned: face.map { fontFiles.contains($0.file) } ?? false,
        ok: face?.family.lowercased() == family.lowercased())
    }
    estimates = presets.map { SceneInfo.estimate($0, scene: scene, duration: composition.duration) }
  }

  private static func kind(of path: String, fonts: Set<String>, scene: Scene) -> String {
    if fonts.contains(path) { return "font" }
    if scene.audio?.path == path { return "audio" }
    return URL(fileURLWithPath: path).pathExtension.lowercased() == "svg" ? "svg" : "image"
  }

  /// Bits per pixel per frame that motion graphics typically take in each format: flat colour
  /// and smooth motion compress far below photographic footage. Calibrated on Examples/
  /// (hello, lower-third, kinetic-type: H.264 0.003–0.013, VP9 0.004–0.011, GIF 0.09–0.18);
  /// a rough guide, not a promise.
  static func bitsPerPixel(_ format: OutputFormat) -> Double {
    switch format {
    case .mp4, .mov: return 0.01
    case .hevc, .webm, .av1: return 0.008
    case .prores4444: return 6
    case .prores422hq: return 4
    case .gif: return 0.15
    case .apng, .pngSequence: return 1.5
    case .webp: return 0.3
    case .y4m: return 12
    case .raw: return 32
    }
  }

  static func estimate(_ preset: EncodingPreset, scene: Scene, duration: Double) -> Estimate {
    let format = preset.format ?? .mp4
    var w = scene.canvas.width
    var h = scene.canvas.height
    if let size = preset.size {
      w = size.width
      h = size.height
    } else if let width = preset.width, width > 0 {
      h = max(1, Int((Double(h) * Double(width) / Double(w)).rounded()))
      w = width
    }
    let rate = preset.fps?.doubleValue ?? scene.canvas.fps.doubleValue
    let frames = max(1, Int((duration * rate).rounded(.up)))
    let bytes = Double(w * h) * Double(frames) * bitsPerPixel(format) / 8
    return Estimate(
      preset: preset.name, format: format.rawValue, width: w, height: h, frames: frames, bytes: Int(bytes))
  }
}
