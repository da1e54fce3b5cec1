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

  /// The size of the output each preset would write.
  package struct Estimate: Codable, Sendable {
    package var preset: String
    package var format: String
    package var width: Int
    package var height: Int
    package var frames: Int
    package var bytes: Int
    /// `sampled` (encoded windows, ``SizeSampler``) or `model` (the calibrated formula).
    package var method = "model"
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
    // Microseconds: 60 frames at 30000/1001 fps last 2.002 s, not 2.0020000000000002 s.
    duration = SceneInfo.microseconds(composition.duration)
    lastFrame = max(compiled.frameCount - 1, 0)
    lastFrameTime = SceneInfo.microseconds(compiled.clock.time(ofFrame: lastFrame))
    layers = compiled.layers.map { layer in
      LayerInfo(
        id: layer.id, type: layer.shape.rawValue, parent: layer.parent.map { compiled.layers[$0].id },
        animated: layer.tracks.map(\.property.name))
    }
    let fontFiles = Set(scene.fonts)
    let kinds = SceneInfo.assetKinds(of: scene)
    assets = scene.assetPaths.map { path in
      let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
      return AssetInfo(path: path, kind: kinds[path] ?? SceneInfo.kind(ofExtension: path), bytes: size ?? 0)
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

  /// Replaces each preset's model estimate with one measured by encoding samples of the scene
  /// (``SizeSampler``); a preset whose samples fail keeps the model's figure.
  package mutating func measureSizes(
    _ composition: Composition, presets: [EncodingPreset], isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws {
    for (i, estimate) in estimates.enumerated() {
      guard let preset = presets.first(where: { $0.name == estimate.preset }) else { continue }
      do {
        estimates[i].bytes = try SizeSampler.bytes(
          of: composition, preset: preset, frames: estimate.frames, isCancelled: isCancelled)
        estimates[i].method = "sampled"
      } catch let cancelled as RenderCancelled {
        throw cancelled
      } catch {
        continue
      }
    }
  }

  /// `seconds` rounded to the microsecond, so that it prints without floating-point noise.
  static func microseconds(_ seconds: Double) -> Double {
    seconds.isFinite ? (seconds * 1_000_000).rounded() / 1_000_000 : seconds
  }

  /// Bytes per output frame for `pixels` of drawn content (the scene's area in the frame; a
  /// preset's letterbox bars cost almost nothing). Calibrated on the 20 scenes of Examples/ and
  /// Examples/gallery/ against real renders with each built-in preset (docs/cli.md): the sum
  /// over the examples is within 25 % of the real sum for every preset, but one scene can be
  /// several times off (footage and gradients cost more, flat colour less).
  static func bytesPerFrame(_ format: OutputFormat, pixels: Double, framePixels: Double, crf: Int?) -> Double {
    switch format {
    case .mp4, .mov, .hevc:
      // H.264 grows slower than the pixel count; each crf step of 6 halves the size.
      return 0.171 * pow(pixels, 0.6) * pow(2, Double(21 - (crf ?? 20)) / 6)
    case .webm, .av1: return 25 + 0.0104 / 8 * pixels
    case .prores4444: return 12_000 + 1.32 / 8 * pixels
    case .prores422hq: return 8_000 + 0.88 / 8 * pixels
    case .gif: return 0.114 / 8 * pixels
    case .apng, .pngSequence: return 2_000 + 0.55 / 8 * pixels
    case .webp: return 0.3 / 8 * pixels
    case .y4m: return framePixels * 1.5 + 6
    case .raw: return framePixels * 4
    }
  }

  static func estimate(_ preset: EncodingPreset, scene: Scene, duration: Double) -> Estimate {
    let format = preset.format ?? .mp4
    var w = scene.canvas.width
    var h = scene.canvas.height
    var content = Double(w * h)
    if let size = preset.size {
      // The scene is scaled to fit inside the preset's frame and centred.
      let fit = min(Double(size.width) / Double(w), Double(size.height) / Double(h))
      content = Double(w) * fit * Double(h) * fit
      w = size.width
      h = size.height
    } else if let width = preset.width, width > 0 {
      h = max(1, Int((Double(h) * Double(width) / Double(w)).rounded()))
      w = width
      content = Double(w * h)
    }
    let rate = preset.fps?.doubleValue ?? scene.canvas.fps.doubleValue
    let frames = max(1, Int((duration * rate).rounded()))
    let perFrame = bytesPerFrame(format, pixels: content, framePixels: Double(w * h), crf: preset.crf)
    return Estimate(
      preset: preset.name, format: format.rawValue, width: w, height: h, frames: frames,
      bytes: Int((perFrame * Double(frames)).rounded()))
  }
}
