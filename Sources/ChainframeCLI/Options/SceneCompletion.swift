import ChainframeCore
import ChainframeRender
import Foundation

/// Completion values read from the scene named on the command line being completed.
enum SceneCompletion {
  /// `layer.property` names (and, with `layers`, the ids of animated layers) of the first
  /// `.yaml`, `.yml` or `.json` word that loads; empty when none does (completion prints no errors).
  static func properties(_ words: [String], layers includeLayers: Bool = true) -> [String] {
    guard
      let scene = words.first(where: { word in
        [".yaml", ".yml", ".json"].contains { word.lowercased().hasSuffix($0) }
          && FileManager.default.isReadableFile(atPath: word)
      }),
      let composition = try? Composition.load(contentsOf: scene, options: LoadOptions(audit: false))
    else { return [] }
    let tracks = KeyframeDump.availableProperties(composition.compiled)
    var layers: [String] = []
    for layer in composition.compiled.layers
    where includeLayers && !layer.tracks.isEmpty && !layers.contains(layer.id) {
      layers.append(layer.id)
    }
    return layers + tracks
  }
}
