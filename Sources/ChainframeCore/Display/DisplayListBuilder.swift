/// Builds the ``DisplayList`` of one frame of a ``CompiledScene``.
public enum DisplayListBuilder {
  /// The display list of frame `n`.
  public static func build(_ scene: CompiledScene, frame n: Int) -> DisplayList {
    build(scene, state: scene.frameState(n))
  }

  /// The display list of image `k` of frame `n` under motion blur
  /// (``CompiledScene/frameState(_:image:)``).
  public static func build(_ scene: CompiledScene, frame n: Int, image k: Int) -> DisplayList {
    build(scene, state: scene.frameState(n, image: k))
  }

  /// The display list of `state`, a state of `scene`.
  static func build(_ scene: CompiledScene, state: FrameState) -> DisplayList {
    var commands: [DrawCommand] = []
    commands.reserveCapacity(scene.layers.count)
    var staticPrefix = 0
    var inPrefix = true
    for (index, layer) in scene.layers.enumerated() where layer.parent == nil {
      inPrefix = inPrefix && isStatic(index, in: scene)
      if let command = command(index, scene: scene, state: state) { commands.append(command) }
      if inPrefix { staticPrefix = commands.count }
    }
    return DisplayList(
      width: scene.canvas.width, height: scene.canvas.height,
      background: scene.canvas.background, commands: commands, staticPrefix: staticPrefix)
  }

  /// Whether a layer and everything under it look the same on every frame.
  static func isStatic(_ index: Int, in scene: CompiledScene) -> Bool {
    let layer = scene.layers[index]
    guard layer.tracks.isEmpty, layer.style.visible == nil, layer.shape != .video else { return false }
    return (layer.children + layer.maskLayers).allSatisfy { isStatic($0, in: scene) }
  }

  /// The command for layer `index`, or nil when it would draw nothing.
  static func command(_ index: Int, scene: CompiledScene, state: FrameState) -> DrawCommand? {
    let layer = scene.layers[index]
    let s = state.layers[index]
    if let visible = layer.style.visible, !visible.contains(state.time) { return nil }
    let opacity = min(max(s.opacity, 0), 1)
    // Invisible layers cost nothing downstream.
    if opacity <= 0 { return nil }
    let style = layer.style
    let transform = LayerTransform(s)
    var paint = Paint(
      fill: s.fill, stroke: s.stroke, strokeWidth: max(s.strokeWidth, 0), strokeStyle: style.stroke,
      dashOffset: s.dashOffset)
    if let gradient = style.gradient {
      paint.gradient = GradientPaint(
        gradient: gradient,
        stops: (0..<gradient.stopCount).map { .init(offset: s.gradientOffset($0), color: s.gradientColor($0)) })
    }
    var effects = Effects(blend: style.blend, blur: max(s.blur, 0), shadow: style.shadow)
    if let mode = layer.maskMode {
      effects.mask = MaskCommand(
        mode: mode, commands: layer.maskLayers.compactMap { command($0, scene: scene, state: state) })
    }
    let content: LayerContent
    switch layer.shape {
    case .rect, .ellipse, .polygon, .star, .line, .path:
      if !paint.hasFill && !paint.hasStroke { return nil }
      if layer.shape == .rect, style.geometry.cornerRatios == nil, !paint.hasStroke, paint.gradient == nil,
        effects.isEmpty
      {
        return .rect(
          RectCommand(transform: transform, size: s.size, cornerRadius: s.cornerRadius, fill: s.fill, opacity: opacity))
      }
      content = .outline(
        Outline(
          shape: layer.shape, geometry: style.geometry, cornerRadius: s.cornerRadius, fillRule: style.fillRule,
          trimStart: s.trimStart, trimEnd: s.trimEnd, trimOffset: s.trimOffset))
    case .text:
      guard let text = style.text else { return nil }
      if !layer.children.isEmpty {
        // Split text: the pieces draw, each at its place in the whole layout.
        content = .group(children: layer.children.compactMap { command($0, scene: scene, state: state) }, clip: false)
      } else {
        if !paint.hasFill && !paint.hasStroke { return nil }
        if !paint.hasStroke, paint.gradient == nil, effects.isEmpty {
          return .text(TextCommand(transform: transform, style: text, fill: s.fill, opacity: opacity))
        }
        content = .text(text)
      }
    case .image:
      guard let path = style.geometry.asset else { return nil }
      content = .image(path: path, fit: style.geometry.fit)
    case .svg:
      guard let path = style.geometry.asset else { return nil }
      content = .svg(path: path, fit: style.geometry.fit)
    case .video:
      guard let path = style.geometry.asset, let request = style.video?.request(at: state.time) else { return nil }
      content = .video(path: path, request: request, fit: style.geometry.fit)
    case .group:
      let children = layer.children.compactMap { command($0, scene: scene, state: state) }
      if children.isEmpty { return nil }
      content = .group(children: children, clip: style.clipsChildren)
    }
    return .layer(
      LayerCommand(
        transform: transform, size: s.size, opacity: opacity, content: content, paint: paint, effects: effects))
  }
}
