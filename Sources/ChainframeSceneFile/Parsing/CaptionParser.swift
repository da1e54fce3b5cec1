import ChainframeModel
import Foundation

/// Reads SubRip (`.srt`) and WebVTT (`.vtt`) cues: timings and text, with markup tags
/// (`<i>`, `<b>`, `<v Speaker>`, `{\an8}`) removed.
enum CaptionParser {
  /// One cue: shown from `start` (inclusive) to `end` (exclusive), seconds.
  struct Cue: Equatable {
    var start: Double
    var end: Double
    var text: String
    /// Line of the timing in the file, from 1.
    var line: Int
  }

  /// A problem at a line of the file.
  struct Failure: Error {
    var line: Int
    var message: String
  }

  /// Most cues read from one file.
  static let maxCues = 10_000

  static func parse(_ text: String) throws(Failure) -> [Cue] {
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    var cues: [Cue] = []
    var i = 0
    while i < lines.count {
      let line = lines[i].trimmingCharacters(in: .whitespaces)
      guard line.contains("-->") else {
        i += 1
        continue
      }
      let parts = line.components(separatedBy: "-->")
      let endField = parts[1].trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
      guard let start = time(parts[0].trimmingCharacters(in: .whitespaces)), let end = time(endField) else {
        throw Failure(line: i + 1, message: "cannot read the cue timing \(UserText.quoted(line))")
      }
      guard end > start else { throw Failure(line: i + 1, message: "the cue ends before it starts") }
      var body: [String] = []
      let timingLine = i + 1
      i += 1
      while i < lines.count, !lines[i].trimmingCharacters(in: .whitespaces).isEmpty {
        body.append(stripTags(lines[i]))
        i += 1
      }
      cues.append(Cue(start: start, end: end, text: body.joined(separator: "\n"), line: timingLine))
      guard cues.count <= maxCues else {
        throw Failure(line: i, message: "more than \(maxCues) cues")
      }
    }
    return cues
  }

  /// `HH:MM:SS,mmm`, `HH:MM:SS.mmm` or `MM:SS.mmm` in seconds.
  static func time(_ text: String) -> Double? {
    let fields = text.replacingOccurrences(of: ",", with: ".").split(separator: ":")
    guard (2...3).contains(fields.count) else { return nil }
    let secondsParts = fields[fields.count - 1].split(separator: ".")
    guard secondsParts.count == 2, secondsParts[1].count == 3, let s = Int(secondsParts[0]),
      let ms = Int(secondsParts[1]),
      s < 60
    else { return nil }
    guard let m = Int(fields[fields.count - 2]), m < 60 || fields.count == 2 else { return nil }
    let h = fields.count == 3 ? Int(fields[0]) : 0
    guard let h, h >= 0, m >= 0, s >= 0, h < 100_000 else { return nil }
    return Double(((h * 60 + m) * 60 + s) * 1000 + ms) / 1000
  }

  /// The cue text without `<…>` and `{…}` markup.
  static func stripTags(_ text: String) -> String {
    var out = ""
    var depth: Character?
    for c in text {
      if let open = depth {
        if (open == "<" && c == ">") || (open == "{" && c == "}") { depth = nil }
        continue
      }
      if c == "<" || c == "{" {
        depth = c
        continue
      }
      out.append(c)
    }
    return out.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&nbsp;", with: " ")
  }
}
