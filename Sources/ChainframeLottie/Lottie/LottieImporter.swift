import ChainframeModel
import ChainframeSceneFile
import Foundation

/// Lottie (Bodymovin JSON) files as scenes: detection and translation into scene text that
/// the ordinary scene parser reads, so a direct render and a render of the imported scene
/// file are the same scene.
package enum LottieImporter {
  /// Whether `text` is a Lottie document: a JSON object with `v`, `fr`, `ip`, `op`, `w`, `h`
  /// and `layers`. Cheap: looks at the keys only after a quick textual check.
  package static func isLottie(_ text: String) -> Bool {
    guard text.utf8.first(where: { !(0x09...0x0D ~= $0 || $0 == 0x20) }) == UInt8(ascii: "{") else { return false }
    for key: StaticString in ["\"fr\"", "\"ip\"", "\"op\"", "\"layers\""] where !TextSearch.contains(text, key) {
      return false
    }
    // One pass over the bytes: a Foundation parse of a large file costs seconds, and the
    // translation parses it again anyway.
    guard let keys = LottieTopLevel.keys(text) else { return false }
    let number = Set("-0123456789".utf8)
    return ["fr", "ip", "op", "w", "h"].allSatisfy { keys[$0].map(number.contains) ?? false }
      && keys["layers"] == UInt8(ascii: "[")
  }

  /// Translates Lottie text into scene text (YAML) and the features it could not draw
  /// exactly, each with its JSON path. `fontIsInstalled` tells whether a text layer's font
  /// family is installed (nil: every family is). With a `placement`, the translation is on
  /// the including scene's clock (`type: lottie`), and its canvas is that clock's; `images`
  /// are a `.lottie` archive's images by entry name, as `data:` URIs, for the image assets
  /// that name them.
  ///
  /// - Throws: `SceneFileError` when the text is not a Lottie document, nests deeper than
  ///   96 levels, or has a frame rate, size or range outside the scene limits.
  package static func translate(
    text: String, file: String, fontIsInstalled: ((String) -> Bool)? = nil, placement: ImportPlacement? = nil,
    images: [String: String] = [:]
  ) throws(SceneFileError) -> LottieImport {
    func fail(_ message: String, _ hint: String) -> SceneFileError {
      .syntax(
        SceneDiagnostic(
          location: SourceLocation(file: file, line: 1, column: 1), keyPath: "", message: message, hint: hint))
    }
    // One pass over the bytes for both limits, before anything is built.
    let measured = LottieJSON.measure(text, numberLimit: LottieBudget.maxNumbers)
    guard measured.depthIsSafe else {
      throw fail("the Lottie file nests deeper than \(LottieJSON.maxDepth) levels", "re-export it from the editor")
    }
    guard measured.numbers <= LottieBudget.maxNumbers else {
      throw fail(
        "the file holds more than \(LottieBudget.maxNumbers) numbers (paths and keyframes), more than an "
          + "animation this importer reads",
        "simplify the paths in the editor, or render it to a video first")
    }
    let parsed: LottieJSON
    switch LottieJSON.parseReporting(text) {
    case .success(let root?): parsed = root
    case .success(nil): throw fail("the file is not a JSON object", "give a Lottie (Bodymovin) .json file")
    case .failure(let failure):
      throw .syntax(
        SceneDiagnostic(
          location: StrictJSON.location(of: failure.offset, in: text.utf8, file: file), keyPath: "",
          message: "the file is not valid JSON: unexpected \(failure.found)",
          hint: "fix the JSON there (an editor's JSON check shows it), or re-export the file"))
    }
    // Files from old exporters are upgraded first, as lottie-web does when it loads them.
    let upgraded = LottieLegacy.completed(parsed)
    guard let fr = upgraded.number("fr"), let fps = LottieTimebase.rational(fr) else {
      throw fail(
        "the Lottie frame rate `fr` is missing or outside \(SceneLimits.minFrameRate)…\(SceneLimits.maxFrameRate)",
        "set `fr` to the animation's frame rate")
    }
    // Expressions of the evaluated subset become keyframes; the rest are reported below.
    let mayHoldExpressions = LottieExpressionScan.mayHoldExpressions(text)
    let root = mayHoldExpressions ? LottieExpressionBake.apply(upgraded, fr: fr) : upgraded
    let side = Double(SceneLimits.maxCanvasSide)
    guard let w = root.number("w"), let h = root.number("h"), w >= 1, h >= 1, w <= side, h <= side else {
      throw fail(
        "the Lottie size `w`×`h` is missing or outside 1…\(SceneLimits.maxCanvasSide)", "set `w` and `h` in pixels")
    }
    let ip = root.number("ip") ?? 0
    let op = root.number("op") ?? 0
    guard op > ip else { throw fail("the Lottie out-point `op` is not after the in-point `ip`", "set `op` > `ip`") }
    // A scene lasts at most 24 hours (and SceneLimits.maxFrames frames): longer files play
    // their first 24 hours, as far as a scene can say.
    let maxFrames = min(Double(SceneLimits.maxFrames), (SceneLimits.maxDuration * fps.doubleValue).rounded(.down))
    let frames = Int(min(max((op - ip - 1e-3).rounded(.up), 1), maxFrames))
    var assets: [String: LottieJSON] = [:]
    for asset in root["assets"]?.array ?? [] {
      if let id = asset["id"]?.string, assets[id] == nil { assets[id] = asset }
    }
    let expanded = LottieBudget.expandedLayers(root["layers"]?.array ?? [], assets: assets)
    guard expanded <= LottieBudget.maxExpandedLayers else {
      throw fail(
        "the precompositions expand to more than \(LottieBudget.maxExpandedLayers) layers "
          + "(each placement of a precomposition counts all of its layers again)",
        "place nested precompositions fewer times, or pre-render them to a video or image")
    }
    var timebase = LottieTimebase(fr: fps.doubleValue, rootIp: ip, frameCount: frames, fps: fps)
    var shownFor: Double?
    if let placement {
      (timebase, shownFor) = try LottiePlacement.timebase(
        placement, root: root, fr: fps.doubleValue, ip: ip, op: min(op, ip + maxFrames), file: file)
    }
    var translator = LottieTranslator(animator: LottieAnimator(timebase: timebase), assets: assets)
    if mayHoldExpressions { translator.animator.findings += LottieExpressions.findings(in: root) }
    if op - ip > maxFrames { translator.report(root["op"], "an out-point `op` beyond 24 hours", "cut at 24 hours") }
    translator.fonts = LottieFonts(root)
    translator.compSize = (w, h)
    translator.folder = file.isEmpty ? nil : (file as NSString).deletingLastPathComponent
    translator.fontIsInstalled = fontIsInstalled
    translator.archiveImages = images
    let layers = LottieRangeClamp.clamped(translator.composition(root["layers"]?.array ?? []))
    let outputFPS = timebase.fps
    let seconds = outputFPS.seconds(ofFrames: timebase.frameCount)
    // A fractional size (exporters write h 58.84) is cut to whole pixels, as lottie-web's
    // raster of the <svg> is: rounding up added a row lottie-web does not draw.
    let scene = SceneText.map([
      (
        .canvas,
        .map([
          (.width, .number(w.rounded(.down))), (.height, .number(h.rounded(.down))),
          (
            .fps,
            .string(
              outputFPS.denominator == 1
                ? "\(outputFPS.numerator)" : "\(outputFPS.numerator)/\(outputFPS.denominator)")
          ),
          (.duration, .number(seconds)), (.background, .string("transparent")),
          // Edges as lottie-web's page shows them in a browser.
          (.antialias, .string("browser")),
        ])
      ),
      (.layers, .list(layers)),
    ])
    // A precomposition used many times reports its features once per use; each is said once,
    // where it first came up.
    var seen = Set<LottieFinding>()
    let findings = translator.animator.findings.filter { seen.insert($0).inserted }
    var header =
      "# Imported from a Lottie file by chainframe import (\(root["nm"]?.string.map { JSONText.quote($0) } ?? "unnamed")).\n"
    for finding in findings {
      header += "# unsupported: \(finding.description.replacingOccurrences(of: "\n", with: " "))\n"
    }
    return LottieImport(scene: scene, header: header, findings: findings, shownFor: shownFor)
  }
}

extension LottieImporter {
  /// The name the translated scene text is parsed under: beside the Lottie file (so assets
  /// resolve in its folder), read as YAML.
  package static func sceneName(for file: String) -> String { file + " (imported).yaml" }

  /// Findings as located errors, for `--strict`.
  package static func diagnostics(_ findings: [LottieFinding], file: String) -> [SceneDiagnostic] {
    findings.map {
      SceneDiagnostic(
        location: SourceLocation(file: file, line: 1, column: 1), keyPath: $0.path,
        message: "unsupported Lottie feature: \($0.feature) (\($0.effect))",
        hint: "remove it in the editor, or render without --strict to draw the rest")
    }
  }
}

/// The result of translating a Lottie file.
package struct LottieImport: Sendable {
  /// The translated scene; the loader decodes its ``SceneText/node()`` tree directly.
  package var scene: SceneText
  /// Comment lines naming the file and every finding, written above the YAML text.
  package var header: String
  /// Features not drawn exactly, each with its JSON path, in file order.
  package var findings: [LottieFinding]
  /// Placed as a layer: how long it shows from its start (scene seconds); nil when looping
  /// or not placed.
  package var shownFor: Double? = nil

  /// The scene file text (YAML) `chainframe import` writes: editable, and decoding to the
  /// same scene as the Lottie file (a round-trip test holds them equal).
  package var yaml: String { header + scene.yaml() }
}
