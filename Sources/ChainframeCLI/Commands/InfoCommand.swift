import ArgumentParser
import ChainframeCore
import ChainframeRender
import Foundation

/// `chainframe info SCENE [--json]`: what a scene is, without rendering it.
struct InfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Describe a scene without rendering it: timing, layers, animated properties, assets, fonts, sizes.",
    discussion: """
      Output sizes are estimated by encoding three short windows of the scene with each preset and \
      extrapolating (within 25 % of real renders on the examples, docs/cli.md); --quick uses a formula \
      instead (instant, but one scene can be several times off).
      """)

  @OptionGroup var options: SceneOptions

  @Flag(help: "Print JSON instead of text.")
  var json = false

  @Flag(
    help: ArgumentHelp(
      "Estimate output sizes with a formula instead of encoding samples.",
      discussion: "Instant, but one scene can be several times off (docs/cli.md)."))
  var quick = false

  func run() throws {
    let composition = try options.load(quiet: json)
    let presets = (try? EncodingPreset.all()) ?? []
    var info = SceneInfo(composition, presets: presets)
    if !quick { try info.measureSizes(composition, presets: presets) }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(info)
      print(String(decoding: data, as: UTF8.self))
    } else {
      // Names come from the scene and its folder: escaped line by line (bidi overrides too).
      let lines = InfoCommand.text(info).split(separator: "\n", omittingEmptySubsequences: false)
      print(lines.map { UserText.escaped($0, limit: 100_000) }.joined(separator: "\n"), terminator: "")
    }
  }

  /// The text report.
  static func text(_ info: SceneInfo) -> String {
    var out = "scene      \(info.file)\n"
    out += "canvas     \(info.width)x\(info.height) at \(info.fps) fps\n"
    out += "duration   \(NumberFormat.json(info.duration)) s, \(info.frameCount) frames (0...\(info.lastFrame))\n"
    out += "last frame \(info.lastFrame) at \(String(format: "%.3f", info.lastFrameTime)) s\n"
    out += "layers     \(info.layers.count)\n"
    for layer in info.layers {
      let parent = layer.parent.map { " in \($0)" } ?? ""
      let animated = layer.animated.isEmpty ? "static" : "animates " + layer.animated.joined(separator: ", ")
      out += "  \(layer.id) (\(layer.type)\(parent)): \(animated)\n"
    }
    out += "assets     \(info.assets.count)\n"
    for asset in info.assets { out += "  \(asset.kind) \(asset.path) (\(byteText(asset.bytes)))\n" }
    out += "fonts      \(info.fonts.count)\n"
    for font in info.fonts {
      let resolved = font.resolvedFamily.map { "'\($0)'" } ?? "nothing"
      let status = font.ok ? (font.pinned ? "pinned" : "installed") : "MISSING, drawn with \(resolved)"
      out += "  '\(font.family)': \(status)\(font.file.map { " \($0)" } ?? "")\n"
    }
    let sampled = info.estimates.contains { $0.method == "sampled" }
    out += "estimated output size per preset (\(sampled ? "from encoded samples" : "formula, --quick"))\n"
    let width = info.estimates.map(\.preset.count).max() ?? 0
    for e in info.estimates {
      let name = e.preset.padding(toLength: width, withPad: " ", startingAt: 0)
      out += "  \(name)  \(e.format) \(e.width)x\(e.height), \(e.frames) frames: ~\(byteText(e.bytes))\n"
    }
    return out
  }

  static func byteText(_ bytes: Int) -> String {
    if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1_000_000) }
    if bytes >= 1_000 { return String(format: "%.0f kB", Double(bytes) / 1_000) }
    return "\(bytes) B"
  }
}
