import ChainframeModel
import Foundation

/// Renders a compiled scene's tracks as JSON or CSV, the format users keep as golden files.
///
/// JSON shape (stable): `{"fps": "60/1", "frameCount": 300, "tracks": [{"layer": "card",
/// "property": "position.x", "values": [...]}]}`; multi-component properties give one array
/// per frame. With a frame range, `"startFrame"` says where `values` begin. With tracing,
/// `"events"` lists tracer events.
package struct KeyframeDump: Sendable {
  /// One selected track.
  package struct Entry: Sendable {
    /// The layer's id.
    package let layer: String
    /// The track.
    package let track: Track
  }

  /// The compiled scene.
  package let scene: CompiledScene
  /// Tracks to dump, in layer then track order.
  package let entries: [Entry]
  /// Frames to dump.
  package let frames: ClosedRange<Int>
  /// Whether a range narrower than the whole clip was asked for.
  package let isRanged: Bool

  /// Selects tracks; `property` is `layer.property` (for example `card.position.x`).
  package init(scene: CompiledScene, property: String? = nil, frames: ClosedRange<Int>? = nil) {
    self.scene = scene
    var entries: [Entry] = []
    for layer in scene.layers {
      for track in layer.tracks where property == nil || property == "\(layer.id).\(track.property.name)" {
        entries.append(Entry(layer: layer.id, track: track))
      }
    }
    self.entries = entries
    self.frames = frames ?? 0...(scene.frameCount - 1)
    isRanged = frames != nil
  }

  /// Selects the tracks whose `layer.property` name `keep` accepts.
  package init(scene: CompiledScene, frames: ClosedRange<Int>? = nil, keep: (String) -> Bool) {
    self.scene = scene
    entries = scene.layers.flatMap { layer in
      layer.tracks.filter { keep("\(layer.id).\($0.property.name)") }.map { Entry(layer: layer.id, track: $0) }
    }
    self.frames = frames ?? 0...(scene.frameCount - 1)
    isRanged = frames != nil
  }

  /// Every `layer.property` that has a track, for error messages.
  package static func availableProperties(_ scene: CompiledScene) -> [String] {
    scene.layers.flatMap { layer in layer.tracks.map { "\(layer.id).\($0.property.name)" } }
  }

  /// The JSON text, two-space indented, one track per block, ending with a newline.
  package func json(includeTrace: Bool = false) -> String {
    var out = "{\n"
    out += "  \"fps\": \"\(scene.clock.fps)\",\n"
    out += "  \"frameCount\": \(scene.frameCount),\n"
    if isRanged { out += "  \"startFrame\": \(frames.lowerBound),\n" }
    out += "  \"tracks\": ["
    for (i, entry) in entries.enumerated() {
      out += i == 0 ? "\n" : ",\n"
      out +=
        "    {\"layer\": \(JSONText.quote(entry.layer)), \"property\": \"\(entry.track.property.name)\", \"values\": ["
      out += frames.map { value(entry.track, $0) }.joined(separator: ", ")
      out += "]}"
    }
    out += entries.isEmpty ? "]" : "\n  ]"
    if includeTrace {
      out += ",\n  \"events\": ["
      let events = scene.trace.filter { e in
        entries.contains { $0.layer == e.layer && $0.track.property.name == e.property } || entries.isEmpty
      }
      for (i, e) in events.enumerated() {
        out += i == 0 ? "\n" : ",\n"
        out += "    {\"frame\": \(e.frame), \"layer\": \(JSONText.quote(e.layer)), \"property\": \"\(e.property)\", "
        out += "\"animation\": \(JSONText.quote(e.animation)), \"event\": \"\(KeyframeDump.name(e.kind))\""
        if case .progressMarker(let m) = e.kind { out += ", \"marker\": \(NumberFormat.json(m))" }
        if case .stopped(let finished) = e.kind { out += ", \"finished\": \(finished)" }
        out +=
          ", \"value\": \(e.value.count == 1 ? NumberFormat.json(e.value[0]) : "[" + e.value.map(NumberFormat.json).joined(separator: ", ") + "]")}"
      }
      out += events.isEmpty ? "]" : "\n  ]"
    }
    out += "\n}\n"
    return out
  }

  /// CSV: one row per frame, columns `frame,time` then one per component
  /// (`card.position.x`, `card.fill.r`, …).
  package func csv() -> String {
    var header = ["frame", "time"]
    for entry in entries {
      let p = entry.track.property
      if p.count == 1 {
        header.append("\(entry.layer).\(p.name)")
      } else {
        header += p.componentNames.prefix(p.count).map { "\(entry.layer).\(p.name).\($0)" }
      }
    }
    var lines = [header.map(KeyframeDump.csvField).joined(separator: ",")]
    for f in frames {
      var row = [String(f), NumberFormat.json(scene.clock.time(ofFrame: f))]
      for entry in entries { row += entry.track.value(atFrame: f).map(NumberFormat.json) }
      lines.append(row.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func value(_ track: Track, _ frame: Int) -> String {
    let v = track.value(atFrame: frame)
    if v.count == 1, let only = v.first { return NumberFormat.json(only) }
    return "[" + v.map(NumberFormat.json).joined(separator: ", ") + "]"
  }

  static func name(_ kind: TraceEvent.Kind) -> String {
    switch kind {
    case .started: return "started"
    case .reachedToValue: return "reachedToValue"
    case .autoreversed: return "autoreversed"
    case .repeated: return "repeated"
    case .progressMarker: return "progressMarker"
    case .stopped: return "stopped"
    }
  }

  static func csvField(_ s: String) -> String {
    s.contains(",") || s.contains("\"") ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
  }
}
