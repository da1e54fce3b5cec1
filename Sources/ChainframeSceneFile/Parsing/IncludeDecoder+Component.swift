import ChainframeModel

extension IncludeDecoder {
  /// The component file's content as a group layer: its canvas is the group's box, shown for
  /// its duration from time 0 (the include shifts it to `start`); a `background` written in
  /// its canvas is drawn behind its layers.
  static func component(
    _ root: SceneNode, file: String, id: String, scope: LayerDecoder.Scope, context: DecodingContext
  ) -> Layer? {
    guard
      let object = ObjectReader(root, path: "", allowed: componentKeys, context: context, what: "a component")
    else { return nil }
    if let node = object["version"] { SceneDecoder.decodeVersion(node, context: context) }
    guard let canvasNode = object.required("canvas", "{width: 1280, height: 720, fps: 60, duration: 5}") else {
      return nil
    }
    let canvas = SceneDecoder.decodeCanvas(canvasNode, context: context)
    if let canvas, canvas.duration.isNaN {
      context.report(
        canvasNode, "canvas.duration", "a component needs a duration in seconds, not 'auto'",
        hint: "write how long the component lasts, for example 'duration: 4'")
      return nil
    }
    var assets = SceneAssets(resolver: AssetResolver(componentFile: file, parent: scope.assets.resolver))
    if let node = object["assets"] { assets.decode(node, context: context) }
    context.componentFonts += assets.fonts
    context.componentFiles.append(file)
    var children: [Layer] = []
    if let list = object.required("layers", "[...]") {
      var inner = scope
      inner.assets = assets
      inner.idPrefix = id + "/"
      children = GroupDecoder.layers(list, path: "layers", idPrefix: id, scope: inner, context: context)
    }
    guard let canvas else { return nil }
    let size = Vector2(Double(canvas.width), Double(canvas.height))
    var base = LayerState.default
    base.size = size
    // Centre anchor at the canvas centre: the component's top-left corner at the origin.
    base.position = Vector2(size.x / 2, size.y / 2)
    if background(canvasNode), canvas.background.alpha > 0 {
      var fill = LayerState.default
      fill.size = size
      fill.position = base.position
      fill.fill = canvas.background
      children.insert(Layer(id: id + "/background", shape: .rect, base: fill), at: 0)
    }
    var style = LayerStyle()
    style.visible = TimeRange(start: 0, end: canvas.duration)
    return Layer(id: id, shape: .group, base: base, style: style, children: children)
  }

  /// Whether the component's canvas writes a `background` (an unwritten one, black when the
  /// component renders alone, is not drawn: components are overlays).
  static func background(_ canvas: SceneNode) -> Bool {
    if case .mapping(let entries) = canvas.kind { return entries.contains { $0.key == "background" } }
    return false
  }
}
