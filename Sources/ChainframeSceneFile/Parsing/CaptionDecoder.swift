import ChainframeIO
import ChainframeModel
import Foundation

/// Decodes `captions: {file: talk.srt, style: {...}}` into one text layer per cue, on top of
/// the scene's layers, each visible exactly from its cue's start to its end.
///
/// `style` takes the keys of a text layer (font, fill, stroke, shadow, align, width,
/// lineHeight, position, …); by default captions are white, centred, wrapped to the middle
/// 80 % of the canvas (the title-safe area) with their last line's baseline at 90 % of the
/// height, and are drawn as subtitle renderers draw them: a black outline under the letters
/// and a sharp offset shadow (`style: {shadow: none}` removes it, `stroke` replaces the outline).
enum CaptionDecoder {
  static let keys = ["file", "style"]
  /// Largest caption file read, bytes (1 MiB: hours of subtitles).
  static let maxFileSize = 1 << 20
  /// Text layer keys a style may not set (each cue decides them).
  static let reserved = ["type", "id", "text", "visible", "split"]

  static func decode(_ node: SceneNode, canvas: Canvas, scope: LayerDecoder.Scope, context: DecodingContext) -> (
    layers: [Layer], cues: [CaptionCue]
  ) {
    let layers = decodeLayers(node, canvas: canvas, scope: scope, context: context)
    return (layers.layers, layers.cues.map { CaptionCue(start: $0.start, end: $0.end, text: $0.text) })
  }

  static func decodeLayers(
    _ node: SceneNode, canvas: Canvas, scope: LayerDecoder.Scope, context: DecodingContext
  ) -> (layers: [Layer], cues: [CaptionParser.Cue]) {
    guard let object = ObjectReader(node, path: "captions", allowed: keys, context: context, what: "the captions")
    else { return ([], []) }
    guard let fileNode = object.required("file", "talk.srt"),
      let written = context.string(fileNode, "captions.file")
    else { return ([], []) }
    let ext = written.split(separator: ".").last.map { $0.lowercased() } ?? ""
    guard ["srt", "vtt"].contains(ext) else {
      context.report(
        fileNode, "captions.file", "\(UserText.quoted(written)) is not a caption file", hint: "use .srt or .vtt")
      return ([], [])
    }
    guard let path = scope.assets.resolver.resolve(written, node: fileNode, path: "captions.file", context: context)
    else { return ([], []) }
    InputLedger.shared.record(path, label: "a captions file")
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maxFileSize, let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      context.report(
        fileNode, "captions.file", "\(UserText.quoted(written)) is not UTF-8 text of at most 1 MiB",
        hint: "save the captions as UTF-8")
      return ([], [])
    }
    let cues: [CaptionParser.Cue]
    do {
      cues = try CaptionParser.parse(text)
    } catch {
      context.report(
        fileNode, "captions.file", "\(written):\(error.line): \(error.message)",
        hint: "write cues as '00:00:01,000 --> 00:00:03,500' followed by their text")
      return ([], [])
    }
    var entries: [SceneNode.Entry] = []
    if let style = object["style"] {
      guard case .mapping(let written) = style.kind else {
        context.report(style, "captions.style", "expected a mapping of text layer keys, found \(style.summary)")
        return ([], [])
      }
      for entry in written where reserved.contains(entry.key) {
        context.report(
          at: entry.keyLocation, "captions.style.\(entry.key)",
          "captions set \(UserText.quoted(entry.key)) from each cue",
          hint: "remove it from the style")
      }
      entries = written.filter { !reserved.contains($0.key) }
    }
    let made = layers(cues, style: entries, at: object["style"] ?? node, canvas: canvas, scope: scope, context: context)
    context.captionFile = path
    return (made, made.isEmpty ? [] : cues)
  }

  static func layers(
    _ cues: [CaptionParser.Cue], style: [SceneNode.Entry], at anchor: SceneNode, canvas: Canvas,
    scope: LayerDecoder.Scope, context: DecodingContext
  ) -> [Layer] {
    let w = Double(canvas.width)
    let h = Double(canvas.height)
    let has = Set(style.map(\.key))
    let size = fontSize(style) ?? (h / 18).rounded()
    func scalar(_ v: Double) -> SceneNode {
      SceneNode(kind: .scalar("\(v)", isQuoted: false), location: anchor.location)
    }
    func entry(_ key: String, _ value: SceneNode) -> SceneNode.Entry {
      SceneNode.Entry(key: key, keyLocation: anchor.location, value: value)
    }
    var defaults: [SceneNode.Entry] = []
    if !has.contains("width") { defaults.append(entry("width", scalar((w * 0.8).rounded()))) }
    if !has.contains("align") {
      defaults.append(entry("align", SceneNode(kind: .scalar("center", isQuoted: false), location: anchor.location)))
    }
    if !has.contains("font") {
      let font = SceneNode(kind: .mapping([entry("size", scalar(size))]), location: anchor.location)
      defaults.append(entry("font", font))
    }
    if !has.contains("fill") {
      defaults.append(entry("fill", SceneNode(kind: .scalar("#ffffff", isQuoted: true), location: anchor.location)))
    }
    // As subtitle renderers draw them (libass's default style): a black outline under the
    // letters, a sharp offset shadow (no blur, so nothing is blurred per frame).
    if !has.contains("stroke") {
      let stroke = SceneNode(
        kind: .mapping([
          entry("color", SceneNode(kind: .scalar("#000000", isQuoted: true), location: anchor.location)),
          entry("width", scalar(max(2, (size / 5).rounded()))),
          entry("join", SceneNode(kind: .scalar("round", isQuoted: false), location: anchor.location)),
          entry("under", SceneNode(kind: .scalar("true", isQuoted: false), location: anchor.location)),
        ]), location: anchor.location)
      defaults.append(entry("stroke", stroke))
    }
    if !has.contains("shadow") {
      let offset = max(1, (size / 20).rounded())
      let shadow = SceneNode(
        kind: .mapping([
          entry("color", SceneNode(kind: .scalar("#00000080", isQuoted: true), location: anchor.location)),
          entry("offset", SceneNode(kind: .sequence([scalar(offset), scalar(offset)]), location: anchor.location)),
          entry("blur", scalar(0)),
        ]), location: anchor.location)
      defaults.append(entry("shadow", shadow))
    }
    var result: [Layer] = []
    let before = context.diagnostics.count
    for (i, cue) in cues.enumerated() {
      var cueEntries = style + defaults
      cueEntries.append(entry("type", SceneNode(kind: .scalar("text", isQuoted: false), location: anchor.location)))
      cueEntries.append(entry("id", SceneNode(kind: .scalar("caption\(i)", isQuoted: true), location: anchor.location)))
      cueEntries.append(entry("text", SceneNode(kind: .scalar(cue.text, isQuoted: true), location: anchor.location)))
      if !has.contains("position") {
        // The last written line's baseline at 90 % of the height.
        let lines = Double(cue.text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let y = (h * 0.9 - (lines - 1) * size * 1.2).rounded()
        cueEntries.append(
          entry("position", SceneNode(kind: .sequence([scalar(w / 2), scalar(y)]), location: anchor.location)))
      }
      cueEntries.append(
        entry("visible", SceneNode(kind: .sequence([scalar(cue.start), scalar(cue.end)]), location: anchor.location)))
      var inner = scope
      inner.defaultID = "caption\(i)"
      let node = SceneNode(kind: .mapping(cueEntries), location: anchor.location)
      if let layer = LayerDecoder.decode(node, path: "captions.style", scope: inner, context: context) {
        result.append(layer)
      }
      // A mistake in the style shows on the first cue; do not repeat it for every cue.
      if context.diagnostics.count > before { return [] }
    }
    return result
  }

  /// `font: {size: N}` written in the style, if it is a plain number.
  static func fontSize(_ style: [SceneNode.Entry]) -> Double? {
    guard let font = style.first(where: { $0.key == "font" })?.value, case .mapping(let entries) = font.kind,
      let size = entries.first(where: { $0.key == "size" })?.value, case .scalar(let text, _) = size.kind
    else { return nil }
    return Double(text)
  }
}
