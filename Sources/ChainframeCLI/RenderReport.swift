import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// `--report report.json`: what was rendered, how fast, with what.
struct RenderReport {
  let scene: String
  let output: String
  let settings: VideoSettings
  let frames: ClosedRange<Int>
  let threads: Int
  let seconds: Double
  let bytes: Int
  let stats: RenderStats

  func write(to path: String) throws {
    func q(_ s: String) -> String { JSONText.quote(s) }
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    let count = frames.count
    var lines: [String] = []
    lines.append("  \"tool\": \(q("chainframe " + ChainframeVersion.string)),")
    lines.append("  \"scene\": \(q(scene)),")
    lines.append("  \"output\": \(q(output)),")
    lines.append("  \"frames\": {\"first\": \(frames.lowerBound), \"last\": \(frames.upperBound), \"count\": \(count), \"repeated\": \(stats.repeatedFrames)},")
    lines.append("  \"threads\": \(threads),")
    lines.append("  \"seconds\": \(f(seconds)),")
    lines.append("  \"fps\": \(f(seconds > 0 ? Double(count) / seconds : 0)),")
    lines.append("  \"bytes\": \(bytes),")
    lines.append("  \"stages\": {\"render\": \(f(stats.renderSeconds)), \"convert\": \(f(stats.convertSeconds)), \"encode\": \(f(stats.encodeSeconds))},")
    let s = settings
    var encoder = "\"format\": \(q(s.format.rawValue)), \"width\": \(s.width), \"height\": \(s.height), \"fps\": \(q(s.fps.description)), "
    encoder += "\"crf\": \(s.crf.map(String.init) ?? "null"), \"preset\": \(q(s.preset)), \"alpha\": \(s.alpha), "
    encoder += "\"colorMatrix\": \(q(s.colorMatrix.rawValue)), \"threads\": \(s.threads), \"audio\": \(s.audio != nil)"
    lines.append("  \"encoder\": {\(encoder)},")
    var libraries = [("ffmpeg", LibraryVersions.ffmpeg), ("cairo", RenderingVersions.cairo), ("pango", RenderingVersions.pango)]
    libraries += LibraryVersions.libraries.map { ($0.name, $0.version) }
    lines.append("  \"libraries\": {" + libraries.map { "\(q($0.0)): \(q($0.1))" }.joined(separator: ", ") + "}")
    let text = "{\n" + lines.joined(separator: "\n") + "\n}\n"
    try AtomicOutputFile.write(text: text, to: path)
  }
}
