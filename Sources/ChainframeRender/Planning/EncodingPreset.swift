import ChainframeCore
import ChainframeEncoding
import Foundation

/// An encoding preset file (`Presets/encoding/NAME.yaml`): defaults for render options.
package struct EncodingPreset: Sendable {
  package var name: String
  package var description: String = ""
  package var format: OutputFormat?
  package var size: (width: Int, height: Int)?
  package var width: Int?
  package var fps: Rational?
  package var crf: Int?
  package var encoderPreset: String?
  package var tune: String?
  package var profile: String?
  package var bitrate: Int?
  package var keyint: Int?
  package var segmentSeconds: Double?
  package var alpha: Bool?
  package var colorMatrix: ColorMatrix?
  package var gif = GIFOptions()
  /// Where the preset came from: `built-in` or the file's path.
  package var origin = "built-in"

  /// Reads and parses a preset file; its name is the file name without `.yaml`.
  package static func load(path: String) throws -> EncodingPreset {
    InputLedger.shared.record(path, label: "a preset file")
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      throw PresetError.unreadable(path: path)
    }
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    var preset = try parse(text, name: name, path: path)
    preset.origin = path
    return preset
  }

  /// Parses a preset's text; `path` names it in errors (a file path, or `built-in:NAME`).
  package static func parse(_ text: String, name: String, path: String) throws -> EncodingPreset {
    let root = try SceneNodeParser.parse(text, file: path)
    var preset = EncodingPreset(name: name)
    guard case .mapping(let entries) = root.kind else {
      throw PresetError.invalid(path: path, message: "expected key: value lines")
    }
    func fail(_ entry: SceneNode.Entry, _ message: String) -> PresetError {
      .invalid(path: path, message: "\(entry.keyLocation.map { "line \($0.line): " } ?? "")\(entry.key): \(message)")
    }
    func scalar(_ entry: SceneNode.Entry) throws -> String {
      guard case .scalar(let text, _) = entry.value.kind else { throw fail(entry, "expected a single value") }
      return text
    }
    func int(_ entry: SceneNode.Entry) throws -> Int {
      guard let v = Int(try scalar(entry)) else { throw fail(entry, "expected a whole number") }
      return v
    }
    for entry in entries {
      switch entry.key {
      case "description": preset.description = try scalar(entry)
      case "format":
        let text = try scalar(entry)
        guard let f = OutputFormat(rawValue: text) else {
          throw fail(
            entry,
            "unknown format '\(text)'; "
              + Suggestion.hint(for: text, in: OutputFormat.allCases.map(\.rawValue), noun: "formats"))
        }
        preset.format = f
      case "size":
        guard case .sequence(let items) = entry.value.kind, items.count == 2,
          case .scalar(let w, _) = items[0].kind, case .scalar(let h, _) = items[1].kind, let wi = Int(w),
          let hi = Int(h), wi > 0, hi > 0
        else { throw fail(entry, "expected [width, height]") }
        preset.size = (wi, hi)
      case "width": preset.width = try int(entry)
      case "fps":
        guard let r = Rational(parsing: try scalar(entry)) else { throw fail(entry, "expected a frame rate") }
        preset.fps = r
      case "crf": preset.crf = try int(entry)
      case "encoderPreset": preset.encoderPreset = try scalar(entry)
      case "tune": preset.tune = try scalar(entry)
      case "profile": preset.profile = try scalar(entry)
      case "bitrate":
        guard let v = BitrateParser.parse(try scalar(entry)) else {
          throw fail(entry, "expected a bitrate such as 5M, 800k or 1500000")
        }
        preset.bitrate = v
      case "keyint": preset.keyint = try int(entry)
      case "segmentSeconds":
        guard let v = Double(try scalar(entry)), v.isFinite, v >= 0 else {
          throw fail(entry, "expected seconds, 0 or more (0 turns segments off)")
        }
        preset.segmentSeconds = v
      case "alpha": preset.alpha = try scalar(entry) == "true"
      case "colorMatrix":
        guard let m = ColorMatrix(rawValue: try scalar(entry)) else { throw fail(entry, "use bt709 or bt601") }
        preset.colorMatrix = m
      case "gif":
        guard case .mapping(let options) = entry.value.kind else { throw fail(entry, "expected a mapping") }
        for option in options {
          let text = try scalar(option)
          switch option.key {
          case "palette": preset.gif.paletteMode = try enumValue(text, option)
          case "statsMode": preset.gif.statsMode = try enumValue(text, option)
          case "dither": preset.gif.dither = try enumValue(text, option)
          case "bayerScale": preset.gif.bayerScale = try int(option)
          case "maxColors": preset.gif.maxColors = try int(option)
          case "loop": preset.gif.loop = try int(option)
          case "matte":
            guard let m = GIFMatte(parsing: text) else {
              throw fail(option, "expected a colour such as #ffffff, or none")
            }
            preset.gif.matte = m
          default: throw fail(option, "unknown GIF option")
          }
        }
      default:
        throw fail(
          entry,
          "unknown key; "
            + Suggestion.hint(
              for: entry.key,
              in: [
                "description", "format", "size", "width", "fps", "crf", "encoderPreset", "tune", "profile", "bitrate",
                "keyint", "segmentSeconds", "alpha", "colorMatrix", "gif",
              ],
              noun: "keys"))
      }
    }
    func enumValue<E: RawRepresentable & CaseIterable>(_ text: String, _ entry: SceneNode.Entry) throws -> E
    where E.RawValue == String {
      guard let v = E(rawValue: text) else {
        throw fail(entry, Suggestion.hint(for: text, in: E.allCases.map(\.rawValue), noun: "values"))
      }
      return v
    }
    return preset
  }

  /// One line for `chainframe presets`.
  package var summary: String {
    var parts: [String] = []
    if let format { parts.append("format=\(format.rawValue)") }
    if let size { parts.append("size=\(size.width)x\(size.height)") }
    if let width { parts.append("width=\(width)") }
    if let fps { parts.append("fps=\(fps)") }
    if let crf { parts.append("crf=\(crf)") }
    if let encoderPreset { parts.append("encoderPreset=\(encoderPreset)") }
    if let profile { parts.append("profile=\(profile)") }
    if let alpha { parts.append("alpha=\(alpha)") }
    if format == .gif {
      parts.append(
        "palette=\(gif.paletteMode.rawValue) stats=\(gif.statsMode.rawValue) dither=\(gif.dither.rawValue) colors=\(gif.maxColors)"
      )
    }
    return parts.joined(separator: " ")
  }
}
