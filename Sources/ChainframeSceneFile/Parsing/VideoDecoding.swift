import ChainframeModel

/// Decodes a video layer's `src`, `fit`, `start`, `trim`, `speed`, `loop` and `muted`.
enum VideoDecoding {
  static let extensions = ["mp4", "mov", "m4v", "webm", "mkv"]

  static func decode(
    _ object: ObjectReader, style: inout LayerStyle, scope: LayerDecoder.Scope, context: DecodingContext
  ) {
    if let n = object.required("src", "clips/demo.mp4") {
      style.geometry.asset = scope.assets.source(
        n, path: object.childPath("src"), extensions: extensions, context: context)
    }
    if let n = object["fit"], let v = context.choice(n, object.childPath("fit"), ImageFit.self, noun: "fit mode") {
      style.geometry.fit = v
    }
    var timing = VideoTiming()
    func number(_ key: String, _ range: ClosedRange<Double>) -> Double? {
      object[key].flatMap { context.number($0, object.childPath(key), in: range) }
    }
    if let v = number("start", 0...SceneLimits.maxDuration) { timing.start = v }
    if let v = number("speed", 0.01...100) { timing.speed = v }
    if let n = object["loop"], let v = context.bool(n, object.childPath("loop")) { timing.loop = v }
    if let n = object["muted"], let v = context.bool(n, object.childPath("muted")) { timing.muted = v }
    if let n = object["trim"], let range = AudioDecoder.trim(n, path: object.childPath("trim"), context: context) {
      timing.trimIn = range.start
      timing.trimOut = range.end.isFinite ? range.end : nil
    }
    style.video = timing
  }
}
