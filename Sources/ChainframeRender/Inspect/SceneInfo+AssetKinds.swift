import ChainframeCore
import Foundation

extension SceneInfo {
  /// What each file of `scene.assetPaths` is, by how the scene uses it: `font`, `audio`,
  /// `scene` (an included component), `captions`, or the kind of the layer that draws it
  /// (`image`, `svg`, `video`); a file used nowhere else is named by its extension
  /// (`lottie` for `.json`).
  static func assetKinds(of scene: Scene) -> [String: String] {
    var kinds: [String: String] = [:]
    for font in scene.fonts { kinds[font] = "font" }
    if let audio = scene.audio { kinds[audio.path] = kinds[audio.path] ?? "audio" }
    for clip in scene.audioClips { kinds[clip.path] = kinds[clip.path] ?? "audio" }
    for component in scene.components { kinds[component] = kinds[component] ?? "scene" }
    if let captions = scene.captionFile { kinds[captions] = kinds[captions] ?? "captions" }
    func visit(_ layers: [Layer]) {
      for layer in layers {
        if let asset = layer.style.geometry.asset {
          // A video layer's file is a video even when its sound also joins the mix.
          kinds[asset] = layer.shape == .video ? "video" : (kinds[asset] ?? layer.shape.rawValue)
        }
        visit(layer.children)
        if let mask = layer.mask { visit(mask.layers) }
      }
    }
    visit(scene.layers)
    return kinds
  }

  /// The kind of a file from its extension, for files the scene does not say how it uses.
  package static func kind(ofExtension path: String) -> String {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "svg": return "svg"
    case "mp4", "mov", "m4v", "webm", "mkv": return "video"
    case "wav", "mp3", "flac", "ogg", "oga", "opus", "aac", "m4a", "aif", "aiff", "caf": return "audio"
    case "ttf", "otf", "ttc": return "font"
    case "json": return "lottie"
    case "yaml", "yml": return "scene"
    case "srt", "vtt": return "captions"
    default: return "image"
    }
  }
}
