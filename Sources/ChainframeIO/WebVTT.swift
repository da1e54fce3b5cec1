import ChainframeModel

/// Writes caption cues as a WebVTT file (a sidecar for players and platforms).
package enum WebVTT {
  /// The WebVTT text of `cues` for a render that starts at scene time `start` and lasts
  /// `duration` seconds: times shift by −`start`, cues outside the render are left out and
  /// the others are clipped to it.
  package static func text(_ cues: [CaptionCue], start: Double = 0, duration: Double = .infinity) -> String {
    var out = "WEBVTT\n"
    for cue in clipped(cues, start: start, duration: duration) {
      // A blank line inside a cue would end it: keep the text's lines, drop empty ones.
      let body = cue.text.split(separator: "\n").map { $0.replacingOccurrences(of: "-->", with: "->") }
      out += "\n\(time(cue.start)) --> \(time(cue.end))\n" + body.joined(separator: "\n") + "\n"
    }
    return out
  }

  /// `cues` timed for a render that starts at scene time `start` and lasts `duration` seconds:
  /// shifted by −`start`, clipped to the render, those outside it left out (in their order).
  package static func clipped(_ cues: [CaptionCue], start: Double = 0, duration: Double = .infinity) -> [CaptionCue] {
    cues.compactMap { cue in
      let from = max(cue.start - start, 0)
      let to = min(cue.end - start, duration)
      return to > from ? CaptionCue(start: from, end: to, text: cue.text) : nil
    }
  }

  /// `HH:MM:SS.mmm`.
  static func time(_ seconds: Double) -> String {
    let ms = Int((seconds * 1000).rounded())
    let (h, rest) = (ms / 3_600_000, ms % 3_600_000)
    func pad(_ v: Int, _ width: Int) -> String {
      let s = String(v)
      return String(repeating: "0", count: max(width - s.count, 0)) + s
    }
    return "\(pad(h, 2)):\(pad(rest / 60000, 2)):\(pad(rest % 60000 / 1000, 2)).\(pad(rest % 1000, 3))"
  }
}
