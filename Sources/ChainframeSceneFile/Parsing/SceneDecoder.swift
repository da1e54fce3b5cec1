import ChainframeModel

/// Decodes a ``SceneNode`` tree into a ``Scene``, collecting every problem.
package enum SceneDecoder {
  static let rootKeys = ["version", "canvas", "assets", "layers", "audio", "captions"]
  static let canvasKeys = ["width", "height", "fps", "duration", "background", "motionBlur", "antialias"]
  static let maxDuration = SceneLimits.maxDuration
  static let maxFrames = SceneLimits.maxFrames

  package static func decode(_ root: SceneNode, context: DecodingContext, assets resolver: AssetResolver)
    -> DecodedScene?
  {
    guard let object = ObjectReader(root, path: "", allowed: rootKeys, context: context, what: "a scene")
    else { return nil }
    if let node = object["version"] { decodeVersion(node, context: context) }
    let canvas = object.required("canvas", "{width: 1280, height: 720, fps: 60, duration: 5}")
      .flatMap { decodeCanvas($0, context: context) }
    var assets = SceneAssets(resolver: resolver)
    if let node = object["assets"] { assets.decode(node, context: context) }
    var layers: [Layer] = []
    if let canvas {
      // `duration: auto` is at most maxAutoDuration long.
      let seconds = canvas.duration.isNaN ? SceneLimits.maxAutoDuration : canvas.duration
      context.frameCount = FrameClock(fps: canvas.fps, duration: seconds).frameCount
      context.fps = canvas.fps
    }
    if let node = object.required("layers", "[...]") {
      let scope = LayerDecoder.Scope(assets: assets, depth: 0, defaultID: "")
      if case .sequence(let items) = node.kind {
        for (index, item) in items.enumerated() {
          var inner = scope
          inner.defaultID = "layer\(index)"
          if let layer = LayerDecoder.decode(item, path: "layers[\(index)]", scope: inner, context: context) {
            layers.append(layer)
          }
        }
      } else {
        context.report(
          node, "layers", "expected a list of layers, found \(node.summary)",
          hint: "write 'layers:' followed by '- type: rect' items")
      }
    }
    var cues: [CaptionCue] = []
    if let node = object["captions"], let canvas {
      let scope = LayerDecoder.Scope(assets: assets, depth: 0, defaultID: "")
      let captions = CaptionDecoder.decode(node, canvas: canvas, scope: scope, context: context)
      layers += captions.layers
      cues = captions.cues
    }
    let audio = object["audio"].map { AudioDecoder.decode($0, context: context, assets: resolver) }
    guard let canvas, context.diagnostics.isEmpty else { return nil }
    var seen = Set<String>()
    var scene = Scene(
      canvas: canvas, layers: layers, audio: audio?.track,
      fonts: (assets.fonts + context.componentFonts).filter { seen.insert($0).inserted },
      components: context.componentFiles.filter { seen.insert($0).inserted })
    scene.audioClips = audio?.clips ?? []
    scene.loudness = audio?.loudness
    scene.captions = cues
    scene.captionFile = context.captionFile
    guard canvas.duration.isNaN else { return DecodedScene(scene: scene) }
    // `duration: auto` is resolved after decoding (it follows the animations, which is the
    // compiler's business); keep where it was written for that stage's diagnostics.
    let durationNode = object["canvas"].flatMap { node -> SceneNode? in
      if case .mapping(let entries) = node.kind { return entries.first { $0.key == "duration" }?.value }
      return nil
    }
    return DecodedScene(scene: scene, autoDurationLocation: durationNode?.location)
  }

  /// `version: 1`: a whole number this build knows (``SceneFormat/supportedVersions``).
  static func decodeVersion(_ node: SceneNode, context: DecodingContext) {
    let known = SceneFormat.supportedVersions
    guard let version = context.integer(node, "version", in: 1...Int(Int32.max)) else { return }
    guard known.contains(version) else {
      context.report(
        node, "version",
        "scene format version \(version) is newer than this Chainframe reads (\(known.upperBound))",
        hint: "upgrade Chainframe, or write 'version: \(known.upperBound)' if the scene uses only that format")
      return
    }
  }

  static func decodeCanvas(_ node: SceneNode, context: DecodingContext) -> Canvas? {
    guard
      let object = ObjectReader(
        node, path: "canvas", allowed: canvasKeys, context: context, what: "the canvas")
    else { return nil }
    let width = object.required("width", "1280").flatMap {
      context.integer($0, "canvas.width", in: SceneLimits.canvasSides)
    }
    let height = object.required("height", "720").flatMap {
      context.integer($0, "canvas.height", in: SceneLimits.canvasSides)
    }
    let fps = object.required("fps", "60").flatMap { decodeFPS($0, context: context) }
    let duration = object.required("duration", "5").flatMap { node -> Double? in
      // NaN marks `auto`, resolved once the layers are known.
      if case .scalar("auto", false) = node.kind { return .nan }
      return context.number(node, "canvas.duration", in: 0...maxDuration)
    }
    if let duration, !duration.isNaN, duration <= 0 {
      context.report(
        object["duration"], "canvas.duration", "duration must be greater than 0 seconds",
        hint: "for example 'duration: 2.5'")
    }
    let background = object["background"].flatMap { context.color($0, "canvas.background") }
    let blur = object["motionBlur"].flatMap {
      MotionBlurDecoder.decode($0, path: "canvas.motionBlur", context: context)
    }
    var antialias = Antialias.standard
    if let node = object["antialias"] {
      guard let value = context.choice(node, "canvas.antialias", Antialias.self, noun: "antialias mode") else {
        return nil
      }
      antialias = value
    }
    guard let width, let height, let fps, let duration, duration.isNaN || duration > 0 else { return nil }
    let frames = duration * fps.doubleValue
    if frames > Double(maxFrames) {
      context.report(
        object["duration"], "canvas.duration",
        "\(CheckedConversion.saturating(frames)) frames is more than the limit of \(maxFrames)",
        hint: "shorten the duration or lower fps")
      return nil
    }
    return Canvas(
      width: width, height: height, fps: fps, duration: duration,
      background: background ?? .black, motionBlur: blur.flatMap { if case .on(let b) = $0 { b } else { nil } },
      antialias: antialias)
  }

  static func decodeFPS(_ node: SceneNode, context: DecodingContext) -> Rational? {
    guard case .scalar(let text, _) = node.kind, let fps = Rational(parsing: text) else {
      context.report(
        node, "canvas.fps", "expected a frame rate, found \(node.summary)",
        hint: "write a whole number such as 60 or a fraction such as \"30000/1001\"")
      return nil
    }
    guard fps.isUsableFrameRate else {
      context.report(
        node, "canvas.fps", "frame rate \(fps) is out of range",
        hint:
          "use \(SceneLimits.minFrameRate) to \(SceneLimits.maxFrameRate) fps, as a whole number or a fraction whose terms are at most \(Rational.maxFrameRateTerm)"
      )
      return nil
    }
    return fps
  }
}
