import ChainframeIO
import ChainframeModel
import Foundation

/// Decodes `{type: lottie, src: icons/check.json, start: 1, loop: true}`: a Lottie file drawn
/// as a layer, on the scene's clock.
///
/// The file is translated by the importer the load options list (this module cannot name
/// it), on the scene's clock: its first frame (of `segment`) shows at `start`, it plays at
/// `speed`, and disappears after its last frame unless it loops. Its canvas `w`×`h` is the
/// natural size, fitted into `size` like an image and clipped to the canvas; by default the
/// box's top-left corner is at the scene's origin, as for an include. A Lottie file cannot
/// include scene files, so nothing recurses.
enum LottieLayerDecoder {
  /// Keys a Lottie layer accepts: every common layer key but `visible` (the animation's time
  /// span decides that), plus its own.
  static let keys =
    LayerDecoder.commonKeys.filter { $0 != "visible" } + ["src", "size", "fit", "start", "speed", "loop", "segment"]
  /// The slowest and fastest playback rates.
  static let speeds = 0.01...100.0

  /// The layer: a group of the box's size holding the translated canvas (fitted, centred and
  /// clipped), shown from `start` for the animation's length (to the scene's end when it
  /// loops), with the layer's own transform, effects, mask, animations and chains.
  static func decode(_ node: SceneNode, path: String, scope: LayerDecoder.Scope, context: DecodingContext) -> Layer? {
    guard let object = ObjectReader(node, path: path, allowed: keys, context: context, what: "a lottie layer")
    else { return nil }
    let id = LayerDecoder.registerID(object, node: node, path: path, scope: scope, context: context)
    func number(_ key: String, _ range: ClosedRange<Double>) -> Double? {
      object[key].flatMap { context.number($0, object.childPath(key), in: range) }
    }
    // No frame rate: the canvas is invalid, which is already reported.
    guard let fps = context.fps else { return nil }
    var placement = ImportPlacement(fps: fps, frameCount: max(context.frameCount, 1))
    placement.start = number("start", 0...SceneLimits.maxDuration) ?? 0
    placement.speed = number("speed", speeds) ?? 1
    placement.loop = object["loop"].flatMap { context.bool($0, object.childPath("loop")) } ?? false
    if let n = object["segment"] {
      guard let segment = segment(n, path: object.childPath("segment"), context: context) else { return nil }
      placement.segment = segment
    }
    let box = object["size"].flatMap { context.pair($0, object.childPath("size"), in: SceneLimits.sizeRange) }
    let fit =
      object["fit"].flatMap { context.choice($0, object.childPath("fit"), ImageFit.self, noun: "fit mode") } ?? .contain
    guard let srcNode = object.required("src", "icons/check.json"),
      let imported = LottieLayerSource.load(
        srcNode, path: object.childPath("src"), segmentNode: object["segment"], placement: placement, scope: scope,
        context: context),
      var content = IncludeDecoder.component(
        imported.layer.tree, file: imported.file, id: id, scope: scope, context: context)
    else { return nil }
    let natural = content.base.size
    let size = box ?? natural
    let (sx, sy) = (size.x / natural.x, size.y / natural.y)
    let scale: Vector2
    switch fit {
    case .fill: scale = Vector2(sx, sy)
    case .contain: scale = Vector2(min(sx, sy), min(sx, sy))
    case .cover: scale = Vector2(max(sx, sy), max(sx, sy))
    }
    // The canvas, centred in the box and clipped to its own bounds as lottie-web does.
    content.id = id + "/canvas"
    content.style.visible = nil
    content.style.clipsChildren = true
    content.base.position = Vector2(size.x / 2, size.y / 2)
    content.base.scale = scale
    var base = LayerState.default
    base.size = size
    base.position = Vector2(size.x / 2, size.y / 2)
    var style = LayerStyle()
    style.clipsChildren = fit == .cover
    style.visible = TimeRange(
      start: placement.start, end: imported.layer.shownFor.map { placement.start + $0 } ?? .infinity)
    var layer = Layer(id: id, shape: .group, base: base, style: style, children: [content])
    // The layer's own keys: transform, effects, mask, animations and chains, in scene time.
    LayerDecoder.decodeTransform(object, into: &layer.base, context: context)
    EffectsDecoder.decode(object, base: &layer.base, style: &layer.style, context: context)
    LayerDecoder.decodeMotion(object, into: &layer, scope: scope, context: context)
    WorkBudget.charge(layer, node: node, path: path, context: context)
    return layer
  }

  /// `segment: [0.5, 1.5]` (seconds within the animation) or `segment: intro` (a marker).
  static func segment(_ node: SceneNode, path: String, context: DecodingContext) -> ImportPlacement.Segment? {
    if case .scalar(let text, _) = node.kind {
      return context.string(node, path).map { _ in .marker(text) }
    }
    guard let pair = context.numbers(node, path, in: 0...SceneLimits.maxDuration, count: 2...2) else { return nil }
    guard pair[0] < pair[1] else {
      context.report(
        node, path, "the segment [\(pair[0]), \(pair[1])] ends before it starts",
        hint: "write [from, to] in seconds within the animation, from < to, or a marker name")
      return nil
    }
    return .seconds(from: pair[0], to: pair[1])
  }
}
