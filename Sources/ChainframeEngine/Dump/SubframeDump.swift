import ChainframeModel

/// Renders the sub-frame values of motion-blurred layers as JSON (`keyframes --subframes`).
///
/// Shape: `{"fps": "25/1", "frameCount": 25, "subframes": [{"layer": "box", "property":
/// "position.x", "shutterAngle": 180, "shutterPhase": -90, "samples": 4, "offsets": [...],
/// "values": [[s0, s1, s2, s3], ...]}]}`: `offsets` are the samples' offsets from the frame's
/// time in frames; `values` has one array of `samples` values per frame (arrays of components
/// for multi-component properties). With a frame range, `"startFrame"` says where `values`
/// begin. Layers without blur or without animation have no entry.
package struct SubframeDump: Sendable {
  /// The compiled scene.
  package let scene: CompiledScene
  /// Only this `layer.property`, or every blurred track.
  package let property: String?
  /// Frames to dump.
  package let frames: ClosedRange<Int>
  /// Whether a range narrower than the whole clip was asked for.
  package let isRanged: Bool

  /// Selects tracks like ``KeyframeDump``; `property` is `layer.property`.
  package init(scene: CompiledScene, property: String? = nil, frames: ClosedRange<Int>? = nil) {
    self.scene = scene
    self.property = property
    self.frames = frames ?? 0...(scene.frameCount - 1)
    isRanged = frames != nil
  }

  /// The JSON text, two-space indented, one track per block, ending with a newline.
  package func json() -> String {
    var out = "{\n"
    out += "  \"fps\": \"\(scene.clock.fps)\",\n"
    out += "  \"frameCount\": \(scene.frameCount),\n"
    if isRanged { out += "  \"startFrame\": \(frames.lowerBound),\n" }
    out += "  \"subframes\": ["
    var first = true
    for (index, entry) in (scene.subframes?.layers ?? []).enumerated() {
      guard let entry else { continue }
      let id = scene.layers[index].id
      let blur = entry.blur
      let s = blur.samples
      for track in entry.tracks where property == nil || property == "\(id).\(track.property.name)" {
        out += first ? "\n" : ",\n"
        first = false
        out += "    {\"layer\": \(JSONText.quote(id)), \"property\": \"\(track.property.name)\", "
        out += "\"shutterAngle\": \(NumberFormat.json(blur.shutterAngle)), "
        out += "\"shutterPhase\": \(NumberFormat.json(blur.shutterPhase)), \"samples\": \(s), "
        out += "\"offsets\": [" + (0..<s).map { NumberFormat.json(blur.offset(ofSample: $0)) }.joined(separator: ", ")
        out += "], \"values\": ["
        let c = track.property.count
        out += frames.map { f in
          let samples = (0..<s).map { k -> String in
            let v = track.values[(f * s + k) * c..<(f * s + k + 1) * c]
            if v.count == 1, let only = v.first { return NumberFormat.json(only) }
            return "[" + v.map(NumberFormat.json).joined(separator: ", ") + "]"
          }
          return "[" + samples.joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        out += "]}"
      }
    }
    out += first ? "]" : "\n  ]"
    out += "\n}\n"
    return out
  }
}
