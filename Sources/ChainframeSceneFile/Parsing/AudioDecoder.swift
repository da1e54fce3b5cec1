import ChainframeModel

/// Decodes `audio:`: the single form `{file, volume, fadeIn, fadeOut, offset, loudness}`, a
/// list of timed clips, or `{clips: [...], loudness: -16}`.
enum AudioDecoder {
  static let singleKeys = ["file", "volume", "fadeIn", "fadeOut", "offset", "loudness"]
  static let mixKeys = ["clips", "loudness"]
  static let clipKeys = ["file", "start", "trim", "volume", "fadeIn", "fadeOut", "loop"]
  static let maxDuration = SceneLimits.maxDuration

  struct Decoded {
    var track: AudioTrack?
    var clips: [AudioClip] = []
    var loudness: Double?
  }

  static func decode(_ node: SceneNode, context: DecodingContext, assets: AssetResolver) -> Decoded {
    switch node.kind {
    case .sequence:
      return Decoded(clips: clips(node, path: "audio", context: context, assets: assets))
    case .mapping(let entries) where entries.contains(where: { $0.key == "clips" }):
      guard let object = ObjectReader(node, path: "audio", allowed: mixKeys, context: context, what: "the audio mix")
      else { return Decoded() }
      var decoded = Decoded()
      if let list = object["clips"] {
        decoded.clips = clips(list, path: "audio.clips", context: context, assets: assets)
      }
      decoded.loudness = object["loudness"].flatMap { loudness($0, context: context) }
      return decoded
    default:
      guard let object = ObjectReader(node, path: "audio", allowed: singleKeys, context: context, what: "the audio")
      else { return Decoded() }
      return Decoded(
        track: single(object, context: context, assets: assets),
        loudness: object["loudness"].flatMap { loudness($0, context: context) })
    }
  }

  static func loudness(_ node: SceneNode, context: DecodingContext) -> Double? {
    context.number(node, "audio.loudness", in: -70 ... -5)
  }

  static func single(_ object: ObjectReader, context: DecodingContext, assets: AssetResolver) -> AudioTrack? {
    guard let fileNode = object.required("file", "music.m4a"), let written = context.string(fileNode, "audio.file"),
      let path = assets.resolve(written, node: fileNode, path: "audio.file", context: context)
    else { return nil }
    var track = AudioTrack(path: path)
    if let n = object["volume"], let v = context.number(n, "audio.volume", in: 0...10) { track.volume = v }
    if let n = object["fadeIn"], let v = context.number(n, "audio.fadeIn", in: 0...maxDuration) { track.fadeIn = v }
    if let n = object["fadeOut"], let v = context.number(n, "audio.fadeOut", in: 0...maxDuration) { track.fadeOut = v }
    if let n = object["offset"], let v = context.number(n, "audio.offset", in: -maxDuration...maxDuration) {
      track.offset = v
    }
    return track
  }

  static func clips(_ node: SceneNode, path: String, context: DecodingContext, assets: AssetResolver) -> [AudioClip] {
    guard case .sequence(let items) = node.kind else {
      context.report(
        node, path, "expected a list of audio clips, found \(node.summary)",
        hint: "write '- {file: voice.wav, start: 1}' items")
      return []
    }
    guard items.count <= SceneLimits.maxAudioClips else {
      context.report(
        node, path, "\(items.count) audio clips is more than the limit of \(SceneLimits.maxAudioClips)",
        hint: "mix some clips into one file first")
      return []
    }
    return items.enumerated().compactMap { i, item in
      clip(item, path: "\(path)[\(i)]", context: context, assets: assets)
    }
  }

  static func clip(_ node: SceneNode, path: String, context: DecodingContext, assets: AssetResolver) -> AudioClip? {
    guard let object = ObjectReader(node, path: path, allowed: clipKeys, context: context, what: "an audio clip")
    else { return nil }
    guard let fileNode = object.required("file", "voice.wav"),
      let written = context.string(fileNode, object.childPath("file")),
      let file = assets.resolve(written, node: fileNode, path: object.childPath("file"), context: context)
    else { return nil }
    var clip = AudioClip(path: file)
    func number(_ key: String, _ range: ClosedRange<Double>) -> Double? {
      object[key].flatMap { context.number($0, object.childPath(key), in: range) }
    }
    if let v = number("start", 0...maxDuration) { clip.start = v }
    if let v = number("volume", 0...10) { clip.volume = v }
    if let v = number("fadeIn", 0...maxDuration) { clip.fadeIn = v }
    if let v = number("fadeOut", 0...maxDuration) { clip.fadeOut = v }
    if let n = object["loop"], let v = context.bool(n, object.childPath("loop")) { clip.loop = v }
    if let n = object["trim"], let range = trim(n, path: object.childPath("trim"), context: context) {
      clip.trimIn = range.start
      clip.trimOut = range.end.isFinite ? range.end : nil
    }
    if clip.loop, let out = clip.trimOut, out - clip.trimIn > SceneLimits.maxLoopedAudio {
      context.report(
        object["trim"], object.childPath("trim"),
        "a looping clip repeats at most \(Int(SceneLimits.maxLoopedAudio)) s of its file",
        hint: "trim the looped part shorter, or loop a shorter file")
    }
    return clip
  }

  /// `trim: [in, out]` (seconds of the file; `out` may be omitted as `[in]`).
  static func trim(_ node: SceneNode, path: String, context: DecodingContext) -> TimeRange? {
    guard case .sequence(let items) = node.kind, (1...2).contains(items.count) else {
      context.report(node, path, "expected [in, out] in seconds, found \(node.summary)", hint: "write 'trim: [1.5, 4]'")
      return nil
    }
    guard let start = context.number(items[0], "\(path)[0]", in: 0...maxDuration) else { return nil }
    guard items.count == 2 else { return TimeRange(start: start, end: .infinity) }
    guard let end = context.number(items[1], "\(path)[1]", in: 0...maxDuration) else { return nil }
    guard end > start else {
      context.report(
        items[1], "\(path)[1]", "the trim ends before it starts", hint: "write 'trim: [in, out]' with out > in")
      return nil
    }
    return TimeRange(start: start, end: end)
  }
}
