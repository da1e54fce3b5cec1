import ChainframeModel

/// Builds the ``DisplayList`` of one frame of a ``CompiledScene``.
package enum DisplayListBuilder {
  /// The display list of frame `n`.
  package static func build(_ scene: CompiledScene, frame n: Int) -> DisplayList {
    build(scene, state: scene.frameState(n))
  }

  /// The display list of image `k` of frame `n` under motion blur
  /// (``CompiledScene/frameState(_:image:)``).
  package static func build(_ scene: CompiledScene, frame n: Int, image k: Int) -> DisplayList {
    build(scene, state: scene.frameState(n, image: k))
  }

  /// The display list of frame `n`, with the frame's states written into `workspace` (one
  /// per worker) over the previous frame's instead of allocated anew. The same list as
  /// ``build(_:frame:)``.
  package static func build(_ scene: CompiledScene, frame n: Int, workspace: inout FrameWorkspace) -> DisplayList {
    workspace.update(scene, frame: n)
    return build(scene, state: workspace.state)
  }

  /// The display list of `state`, a state of `scene`.
  static func build(_ scene: CompiledScene, state: FrameState) -> DisplayList {
    var commands: [DrawCommand] = []
    commands.reserveCapacity(scene.roots.count)
    var staticPrefix = 0
    // Layers and states are read in place through buffer pointers: binding
    // `scene.layers[i]` to a local copies the whole layer (a dozen references retained and
    // released) for every layer of every frame.
    scene.layers.withUnsafeBufferPointer { layers in
      state.layers.withUnsafeBufferPointer { states in
        guard let base = layers.baseAddress, let states = states.baseAddress else { return }
        let input = Input(layers: base, states: states, time: state.time)
        for (k, index) in scene.roots.enumerated() {
          if let command = command(index, input) { commands.append(command) }
          if k < scene.staticRoots { staticPrefix = commands.count }
        }
      }
    }
    return DisplayList(
      width: scene.canvas.width, height: scene.canvas.height,
      background: scene.canvas.background, commands: commands, staticPrefix: staticPrefix,
      antialias: scene.canvas.antialias)
  }

  /// What every command of one frame reads.
  struct Input {
    let layers: UnsafePointer<CompiledLayer>
    let states: UnsafePointer<LayerState>
    let time: Double
  }

  /// The command for layer `index`, or nil when it would draw nothing.
  static func command(_ index: Int, _ input: Input) -> DrawCommand? {
    let layer = input.layers + index
    // Read in place: a `LayerState` copy retains and releases its slots.
    let s = input.states + index
    if let visible = layer.pointee.style.visible, !visible.contains(input.time) { return nil }
    let opacity = min(max(s.pointee.opacity, 0), 1)
    // Invisible layers cost nothing downstream.
    if opacity <= 0 { return nil }
    let transform = LayerTransform(s.pointee)
    // A zero scale draws nothing, children included. Skipping it here keeps Cairo from drawing
    // through a degenerate matrix (its gradients and masks then fail: "out of memory").
    if transform.scale.x == 0 || transform.scale.y == 0 { return nil }
    if let rect = plainRect(layer, s, transform: transform, opacity: opacity) { return rect }
    var paint = Paint(
      fill: s.pointee.fill, stroke: s.pointee.stroke, strokeWidth: max(s.pointee.strokeWidth, 0),
      strokeStyle: layer.pointee.style.stroke,
      dashOffset: s.pointee.dashOffset)
    if let gradient = layer.pointee.style.gradient {
      paint.gradient = GradientPaint(
        gradient: gradient,
        stops: (0..<gradient.stopCount).map {
          .init(offset: s.pointee.gradientOffset($0), color: s.pointee.gradientColor($0))
        })
    }
    // A fully transparent shadow draws nothing: no effects pass for it.
    // Colour, offset and blur come from the state, where they animate.
    let shadow = layer.pointee.style.shadow.flatMap { style -> Shadow? in
      let color = s.pointee.shadowColor
      guard color.alpha > 0 else { return nil }
      return Shadow(
        color: color, offset: s.pointee.shadowOffset, blur: max(s.pointee.shadowBlur, 0), local: style.local,
        clip: style.clip)
    }
    var effects = Effects(blend: layer.pointee.style.blend, blur: max(s.pointee.blur, 0), shadow: shadow)
    effects.tint = layer.pointee.style.tint
    effects.tritone = layer.pointee.style.tritone
    effects.levels = layer.pointee.style.levels
    if let mode = layer.pointee.maskMode {
      effects.mask = MaskCommand(
        mode: mode, commands: layer.pointee.maskLayers.compactMap { command($0, input) })
    }
    let content: LayerContent
    switch layer.pointee.shape {
    case .rect, .ellipse, .polygon, .star, .line, .path:
      if !paint.hasFill && !paint.hasStroke { return nil }
      if layer.pointee.shape == .rect, layer.pointee.style.geometry.cornerRatios == nil, !paint.hasStroke,
        paint.gradient == nil,
        effects.isEmpty
      {
        return .rect(
          RectCommand(
            transform: transform, size: s.pointee.size, cornerRadius: s.pointee.cornerRadius, fill: s.pointee.fill,
            opacity: opacity))
      }
      content = .outline(
        Outline(
          shape: layer.pointee.shape, geometry: layer.pointee.style.geometry, cornerRadius: s.pointee.cornerRadius,
          fillRule: layer.pointee.style.fillRule,
          trimStart: s.pointee.trimStart, trimEnd: s.pointee.trimEnd, trimOffset: s.pointee.trimOffset))
    case .text:
      guard let text = layer.pointee.style.text else { return nil }
      if !layer.pointee.children.isEmpty {
        // Split text: the pieces draw, each at its place in the whole layout.
        content = .group(children: layer.pointee.children.compactMap { command($0, input) }, clip: false)
      } else {
        if !paint.hasFill && !paint.hasStroke { return nil }
        if !paint.hasStroke, paint.gradient == nil, effects.isEmpty {
          return .text(TextCommand(transform: transform, style: text, fill: s.pointee.fill, opacity: opacity))
        }
        content = .text(text)
      }
    case .image:
      guard let path = layer.pointee.style.geometry.asset else { return nil }
      content = .image(path: path, fit: layer.pointee.style.geometry.fit)
    case .svg:
      guard let path = layer.pointee.style.geometry.asset else { return nil }
      content = .svg(path: path, fit: layer.pointee.style.geometry.fit)
    case .video:
      guard let path = layer.pointee.style.geometry.asset,
        let request = layer.pointee.style.video?.request(at: input.time)
      else { return nil }
      content = .video(path: path, request: request, fit: layer.pointee.style.geometry.fit)
    case .group:
      let children = layer.pointee.children.compactMap { command($0, input) }
      if children.isEmpty { return nil }
      content = .group(children: children, clip: layer.pointee.style.clipsChildren)
    }
    return .layer(
      LayerCommand(
        transform: transform, size: s.pointee.size, opacity: opacity, content: content, paint: paint, effects: effects))
  }
}
