extension SceneDocument {
  /// A copy that names its scene-format version (`version: 1`); optional, checked when set.
  public func version(_ version: Int) -> SceneDocument { setText("version", .number(Double(version))) }

  /// A copy declaring variables with their default values; strings elsewhere use them as
  /// `"${name}"` (override with `LoadOptions/variables`).
  public func vars(_ values: KeyValuePairs<String, SceneValue>) -> SceneDocument {
    setText("vars", .map(values.map { (SceneKey(rawValue: $0.key), $0.value.text) }))
  }

  /// A copy registering font files (`.ttf`, `.otf`, `.ttc`, relative to the scene's folder)
  /// before drawing, so ``Font/family`` finds them by name.
  public func fonts(_ paths: [String]) -> SceneDocument { asset("fonts", .list(paths.map { .string($0) })) }

  /// A copy naming images and SVGs (name → path) that layers can use as `src`.
  public func images(_ named: KeyValuePairs<String, String>) -> SceneDocument {
    asset("images", .map(named.map { (SceneKey(rawValue: $0.key), .string($0.value)) }))
  }

  private func asset(_ key: String, _ value: SceneText) -> SceneDocument {
    var entries: [(SceneKey, SceneText)] = []
    if case .map(let existing)? = self.value("assets") { entries = existing.filter { $0.0.rawValue != key } }
    entries.append((SceneKey(rawValue: key), value))
    return setText("assets", .map(entries))
  }

  /// A copy with one soundtrack (the single `audio:` form).
  ///
  /// - Parameters:
  ///   - file: audio file relative to the scene's folder.
  ///   - volume: linear gain, 0…10. Default 1.
  ///   - fadeIn: seconds from the start. Default 0.
  ///   - fadeOut: seconds before the end. Default 0.
  ///   - offset: video time of the file's first sample, seconds (negative skips in). Default 0.
  public func audio(
    file: String, volume: Double? = nil, fadeIn: Double? = nil, fadeOut: Double? = nil, offset: Double? = nil
  ) -> SceneDocument {
    var entries: [(SceneKey, SceneText)] = [("file", .string(file))]
    if let volume { entries.append(("volume", .number(volume))) }
    if let fadeIn { entries.append(("fadeIn", .number(fadeIn))) }
    if let fadeOut { entries.append(("fadeOut", .number(fadeOut))) }
    if let offset { entries.append(("offset", .number(offset))) }
    return setText("audio", .map(entries))
  }

  /// A copy with one more timed audio clip (the list `audio:` form; at most 64); it replaces a
  /// soundtrack set with ``audio(file:volume:fadeIn:fadeOut:offset:)``.
  ///
  /// - Parameters:
  ///   - file: audio file relative to the scene's folder.
  ///   - start: scene time of the clip's first sample, seconds. Default 0.
  ///   - trim: `[in, out]` or `[in]`, seconds of the file. Default the whole file.
  ///   - volume: linear gain, 0…10. Default 1.
  ///   - fadeIn: seconds. Default 0.
  ///   - fadeOut: seconds, ending where the clip stops. Default 0.
  ///   - loop: repeat until the scene ends. Default false.
  public func audioClip(
    file: String, start: Double? = nil, trim: [Double]? = nil, volume: Double? = nil, fadeIn: Double? = nil,
    fadeOut: Double? = nil, loop: Bool? = nil
  ) -> SceneDocument {
    var entries: [(SceneKey, SceneText)] = [("file", .string(file))]
    if let start { entries.append(("start", .number(start))) }
    if let trim { entries.append(("trim", .numbers(trim))) }
    if let volume { entries.append(("volume", .number(volume))) }
    if let fadeIn { entries.append(("fadeIn", .number(fadeIn))) }
    if let fadeOut { entries.append(("fadeOut", .number(fadeOut))) }
    if let loop { entries.append(("loop", .bool(loop))) }
    switch value("audio") {
    case .list(let clips)?:
      return setText("audio", .list(clips + [.map(entries)]))
    case .map(let options)? where options.contains(where: { $0.0 == "clips" }):
      // The `{clips: [...], loudness: …}` form: add the clip to its list.
      return setText(
        "audio",
        .map(
          options.map { key, value in
            guard key == "clips", case .list(let clips) = value else { return (key, value) }
            return (key, .list(clips + [.map(entries)]))
          }))
    default:
      return setText("audio", .list([.map(entries)]))
    }
  }

  /// A copy that normalises the mixed audio to `lufs` EBU R128 integrated loudness
  /// (−70…−5); it needs ``audio(file:volume:fadeIn:fadeOut:offset:)`` or clips first.
  public func loudness(_ lufs: Double) -> SceneDocument {
    switch value("audio") {
    case .map(let entries)?
    where !entries.contains(where: { $0.0 == "clips" }) && entries.contains(where: { $0.0 == "file" }):
      return setText("audio", .map(entries.filter { $0.0 != "loudness" } + [("loudness", .number(lufs))]))
    case .list(let clips)?:
      return setText("audio", .map([("clips", .list(clips)), ("loudness", .number(lufs))]))
    default:
      return setText("audio", .map([("clips", .list([])), ("loudness", .number(lufs))]))
    }
  }

  /// A copy with captions burned in from an SRT or WebVTT `file` (relative to the scene's
  /// folder), styled by `style` (default white, centred, `height / 18` px, outlined).
  public func captions(file: String, style: (CaptionStyle) -> CaptionStyle = { $0 }) -> SceneDocument {
    var entries: [(SceneKey, SceneText)] = [("file", .string(file))]
    let styled = style(CaptionStyle()).node.entries
    if !styled.isEmpty { entries.append(("style", .map(styled.map { (SceneKey(rawValue: $0.key), $0.value) }))) }
    return setText("captions", .map(entries))
  }
}
