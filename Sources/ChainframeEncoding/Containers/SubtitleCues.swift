import ChainframeEngine
import ChainframeModel
import Foundation

/// Captions as a subtitle track needs them: whole milliseconds, in order, never overlapping,
/// with text in the ASS form the mov_text encoder reads.
enum SubtitleCues {
  /// One cue on the track: start and end in milliseconds of output time, and its text.
  struct Timed: Hashable {
    var start: Int64
    var end: Int64
    var text: String
  }

  /// `cues` (seconds of output time) on a millisecond clock, sorted by start. A track shows one
  /// cue at a time: cues that start together are joined (their lines in order), and a cue ends
  /// when the next one starts. Lines are trimmed; empty and zero-length cues are left out.
  static func timed(_ cues: [CaptionCue]) -> [Timed] {
    var list: [Timed] = []
    let ordered = cues.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
    for (_, cue) in ordered {
      // The encoder's ASS reader drops a text's leading spaces: trim every line alike.
      let lines = cue.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        .joined(separator: "\n")
      let start = milliseconds(cue.start)
      let end = milliseconds(cue.end)
      guard !lines.isEmpty, end > start, start >= 0 else { continue }
      if let last = list.last, last.start == start {
        list[list.count - 1].text += "\n" + lines
        list[list.count - 1].end = max(last.end, end)
        continue
      }
      if let last = list.last, last.end > start { list[list.count - 1].end = start }
      list.append(Timed(start: start, end: end, text: lines))
    }
    return list
  }

  /// Seconds → whole milliseconds, rounded to nearest (as WebVTT times are written).
  static func milliseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite else { return seconds > 0 ? Int64(Int32.max) : 0 }
    return Int64((min(max(seconds, 0), 1e9) * 1000).rounded())
  }

  /// `text` as ASS dialogue text: new lines as `\N`. Braces stay as they are (the encoder
  /// keeps `{…}` as text and drops a backslash-escaped `\{`); only `{\` would open override
  /// codes, so that pair is written with a zero-width joiner between its characters.
  static func assText(_ text: String) -> String {
    var out = ""
    for c in text.unicodeScalars {
      switch c {
      case "\n": out += "\\N"
      case "\r": continue
      case "\\" where out.unicodeScalars.last == "{": out += "\u{200D}\\"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// libavcodec's default ASS header (ff_ass_subtitle_header_default): the track's default
  /// style, white 16-point Arial at the bottom centre.
  static let assHeader =
    "[Script Info]\r\nScriptType: v4.00+\r\nPlayResX: 384\r\nPlayResY: 288\r\nScaledBorderAndShadow: yes\r\n"
    + "YCbCr Matrix: None\r\n\r\n[V4+ Styles]\r\n"
    + "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, "
    + "Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, "
    + "MarginR, MarginV, Encoding\r\n"
    + "Style: Default,Arial,16,&Hffffff,&Hffffff,&H0,&H0,0,0,0,0,100,100,0,0,1,1,0,2,10,10,10,1\r\n\r\n"
    + "[Events]\r\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\r\n"
}
