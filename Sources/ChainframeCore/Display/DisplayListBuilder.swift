/// Builds the ``DisplayList`` of one frame of a ``CompiledScene``.
public enum DisplayListBuilder {
  /// The display list of frame `n`.
  public static func build(_ scene: CompiledScene, frame n: Int) -> DisplayList {
    let state = scene.frameState(n)
    var commands: [DrawCommand] = []
    commands.reserveCapacity(scene.layers.count)
    var staticPrefix = 0
    var inPrefix = true
    for (layer, layerState) in zip(scene.layers, state.layers) {
      inPrefix = inPrefix && layer.tracks.isEmpty
      defer { if inPrefix { staticPrefix = commands.count } }
      // Invisible layers cost nothing downstream.
      if layerState.opacity <= 0 || layerState.fill.alpha <= 0 { continue }
      switch layer.shape {
      case .text:
        guard let style = layer.text else { continue }
        commands.append(
          .text(TextCommand(transform: LayerTransform(layerState), style: style, fill: layerState.fill, opacity: min(max(layerState.opacity, 0), 1))))
      case .rect:
        commands.append(
          .rect(
            RectCommand(
              transform: LayerTransform(layerState), size: layerState.size,
              cornerRadius: layerState.cornerRadius, fill: layerState.fill,
              opacity: min(max(layerState.opacity, 0), 1))))
      }
    }
    return DisplayList(
      width: scene.canvas.width, height: scene.canvas.height,
      background: scene.canvas.background, commands: commands, staticPrefix: staticPrefix)
  }
}
