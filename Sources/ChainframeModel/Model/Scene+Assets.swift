extension Scene {
  /// Every file the scene reads (fonts, soundtrack, component files, images and SVGs of all
  /// layers, children and masks), absolute, in scene order without repeats. Images embedded
  /// as `data:` URIs are part of the scene text and are not listed.
  ///
  /// Outputs are checked against this list so a render never overwrites its own inputs.
  public var assetPaths: [String] {
    var paths = fonts
    if let audio { paths.append(audio.path) }
    paths += audioClips.map(\.path)
    paths += components
    if let captionFile { paths.append(captionFile) }
    func visit(_ layers: [Layer]) {
      for layer in layers {
        if let asset = layer.style.geometry.asset, !EmbeddedImage.isDataURI(asset) { paths.append(asset) }
        visit(layer.children)
        if let mask = layer.mask { visit(mask.layers) }
      }
    }
    visit(layers)
    var seen = Set<String>()
    return paths.filter { seen.insert($0).inserted }
  }
}
