import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import ChainframeRendering
import Foundation

/// `--report report.json`: what was rendered, how fast, with what.
struct RenderReport {
  let scene: String
  let summary: RenderSummary

  /// JSON fields (`"stages": {…}`, repeats) for progress events and reports.
  static func stageFields(_ s: RenderSummary) -> [(String, String)] {
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    // A GIF budget adds the time spent scoring its trials.
    let score = s.gifChoice == nil ? "" : ", \"score\": \(f(s.scoreSeconds))"
    return [
      (
        "stages",
        "{\"render\": \(f(s.renderSeconds)), \"convert\": \(f(s.convertSeconds)), \"encode\": \(f(s.encodeSeconds))\(score)}"
      ),
      ("repeatedFrames", "\(s.repeatedFrames)"),
    ]
  }

  func write(to path: String) throws {
    func q(_ s: String) -> String { JSONText.quote(s) }
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    let frames = summary.frames
    let count = frames.count
    let seconds = summary.seconds
    var lines: [String] = []
    lines.append("  \"tool\": \(q("chainframe " + ChainframeVersion.string)),")
    lines.append("  \"scene\": \(q(scene)),")
    lines.append("  \"output\": \(q(summary.output)),")
    lines.append(
      "  \"frames\": {\"first\": \(frames.lowerBound), \"last\": \(frames.upperBound), \"count\": \(count), \"repeated\": \(summary.repeatedFrames)},"
    )
    lines.append("  \"threads\": \(summary.threads),")
    lines.append("  \"seconds\": \(f(seconds)),")
    lines.append("  \"fps\": \(f(seconds > 0 ? Double(count) / seconds : 0)),")
    lines.append("  \"bytes\": \(summary.bytes),")
    if let stages = Self.stageFields(summary).first { lines.append("  \"\(stages.0)\": \(stages.1),") }
    let s = summary.settings
    var encoder =
      "\"format\": \(q(s.format.rawValue)), \"width\": \(s.width), \"height\": \(s.height), \"fps\": \(q(s.fps.description)), "
    encoder += "\"crf\": \(s.crf.map(String.init) ?? "null"), \"preset\": \(q(s.preset)), \"alpha\": \(s.alpha), "
    encoder += "\"colorMatrix\": \(q(s.colorMatrix.rawValue)), \"threads\": \(s.threads), \"audio\": \(s.audio != nil)"
    lines.append("  \"encoder\": {\(encoder)},")
    if let c = summary.gifChoice {
      lines.append(
        "  \"gifBudget\": {\"fps\": \(f(c.fps)), \"width\": \(c.width), \"height\": \(c.height), \"colors\": \(c.colors), "
          + "\"dither\": \(q(c.dither)), \"paletteStats\": \(q(c.paletteStats)), \"bytes\": \(c.bytes), \"ssim\": \(String(format: "%.6f", c.ssim)), \"trials\": \(c.trials)},"
      )
    }
    var libraries = [
      ("ffmpeg", LibraryVersions.ffmpeg), ("cairo", RenderingVersions.cairo), ("pango", RenderingVersions.pango),
    ]
    libraries += LibraryVersions.libraries.map { ($0.name, $0.version) }
    lines.append("  \"libraries\": {" + libraries.map { "\(q($0.0)): \(q($0.1))" }.joined(separator: ", ") + "}")
    let text = "{\n" + lines.joined(separator: "\n") + "\n}\n"
    try AtomicOutputFile.write(text: text, to: path)
  }

  /// One line for the terminal: the GIF budget search's choice and what it reached.
  static func describe(_ c: GIFBudgetChoice) -> String {
    "\(c.width)x\(c.height), " + String(format: "%.4g", c.fps) + " fps, \(c.colors) colours, dither \(c.dither), "
      + "palette stats \(c.paletteStats): "
      + "\(c.bytes) bytes, SSIM " + String(format: "%.4f", c.ssim) + " (\(c.trials) trial encodes)"
  }
}
