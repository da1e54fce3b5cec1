import ChainframeModel
import Foundation

/// Keyframe values in comparable form: from a compiled scene or from a stored JSON dump.
package struct KeyframeTable: Sendable {
  /// One track: values per frame (each a list of components).
  package struct Column: Sendable {
    /// Layer id.
    package let layer: String
    /// Property name.
    package let property: String
    /// Values for frames `startFrame…`.
    package let values: [[Double]]
  }

  /// Frame rate as written (`"60/1"`).
  package let fps: String
  /// Frames in the scene.
  package let frameCount: Int
  /// First frame of `values`.
  package let startFrame: Int
  /// Tracks in dump order.
  package let columns: [Column]

  /// The table of a compiled scene.
  package init(_ scene: CompiledScene) {
    fps = scene.clock.fps.description
    frameCount = scene.frameCount
    startFrame = 0
    columns = scene.layers.flatMap { layer in
      layer.tracks.map { track in
        Column(
          layer: layer.id, property: track.property.name,
          values: (0..<track.frameCount).map { Array(track.value(atFrame: $0)) })
      }
    }
  }

  /// Why a stored dump could not be read.
  package struct Malformed: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    package let description: String
  }

  /// Reads a dump written by `chainframe keyframes` (JSON).
  package init(json data: Data, file: String) throws(Malformed) {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Malformed(description: "'\(file)' is not a keyframe dump (expected a JSON object)")
    }
    guard let fps = object["fps"] as? String, let count = object["frameCount"] as? Int,
      let tracks = object["tracks"] as? [[String: Any]]
    else {
      throw Malformed(
        description: "'\(file)' lacks fps, frameCount or tracks; write it with 'chainframe keyframes SCENE -o \(file)'")
    }
    self.fps = fps
    frameCount = count
    startFrame = object["startFrame"] as? Int ?? 0
    var columns: [Column] = []
    for (i, t) in tracks.enumerated() {
      guard let layer = t["layer"] as? String, let property = t["property"] as? String, let raw = t["values"] as? [Any]
      else {
        throw Malformed(description: "'\(file)': tracks[\(i)] lacks layer, property or values")
      }
      let values = raw.map { v -> [Double] in
        if let list = v as? [Any] { return list.map { ($0 as? NSNumber)?.doubleValue ?? .nan } }
        return [(v as? NSNumber)?.doubleValue ?? .nan]
      }
      columns.append(Column(layer: layer, property: property, values: values))
    }
    self.columns = columns
  }
}

/// One difference between two keyframe tables.
package struct KeyframeDifference: Sendable, CustomStringConvertible {
  /// What differs and where, one line.
  package let description: String
}

/// Compares keyframe tables track by track.
package enum KeyframeComparison {
  /// Differences between `expected` and `actual`; values match when every component is within
  /// `tolerance`. Each differing track reports its first divergent frame.
  package static func compare(expected: KeyframeTable, actual: KeyframeTable, tolerance: Double, fps: Rational?)
    -> [KeyframeDifference]
  {
    var out: [KeyframeDifference] = []
    if expected.fps != actual.fps {
      out.append(KeyframeDifference(description: "fps: expected \(expected.fps), got \(actual.fps)"))
    }
    if expected.frameCount != actual.frameCount {
      out.append(
        KeyframeDifference(description: "frameCount: expected \(expected.frameCount), got \(actual.frameCount)"))
    }
    func key(_ c: KeyframeTable.Column) -> String { "\(c.layer).\(c.property)" }
    func show(_ v: [Double]) -> String {
      v.count == 1 ? NumberFormat.json(v[0]) : "[" + v.map(NumberFormat.json).joined(separator: ", ") + "]"
    }
    for e in expected.columns {
      guard let a = actual.columns.first(where: { key($0) == key(e) }) else {
        out.append(
          KeyframeDifference(description: "\(key(e)): track missing (expected in the golden, not produced now)"))
        continue
      }
      for (i, ev) in e.values.enumerated() {
        let frame = expected.startFrame + i
        let j = frame - actual.startFrame
        guard j >= 0 && j < a.values.count else { break }
        let av = a.values[j]
        let same =
          ev.count == av.count && zip(ev, av).allSatisfy { abs($0 - $1) <= tolerance || ($0.isNaN && $1.isNaN) }
        if !same {
          let time =
            fps.map { String(format: " (%.3f s)", $0.seconds(ofFrames: frame)) } ?? ""
          out.append(
            KeyframeDifference(
              description: "\(key(e)): first differs at frame \(frame)\(time): expected \(show(ev)), got \(show(av))"))
          break
        }
      }
    }
    for a in actual.columns where !expected.columns.contains(where: { key($0) == key(a) }) {
      out.append(KeyframeDifference(description: "\(key(a)): new track (not in the golden)"))
    }
    return out
  }
}
