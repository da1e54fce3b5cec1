import ChainframeModel
import ChainframeSceneFile

/// The timebase of a Lottie file placed as a layer of a scene (`type: lottie`): the file's
/// frames on the scene's clock, shifted by `start`, stretched by `speed`, cut to a segment,
/// and repeated when looping.
///
/// Played once, the mapping is linear (a precomposition with `st` and `sr`), so keyframes are
/// written as they are; looping is a time remap (every animation baked per scene frame), the
/// way the translator reads a precomposition's `tm`.
enum LottiePlacement {
  /// The placed timebase and how long the layer shows (scene seconds; nil when looping).
  ///
  /// - Throws: `SceneFileError` (key path `segment`) when the segment is empty, lies outside
  ///   the animation, or names a marker the file does not have.
  static func timebase(
    _ placement: ImportPlacement, root: LottieJSON, fr: Double, ip: Double, op: Double, file: String
  ) throws(SceneFileError) -> (timebase: LottieTimebase, shownFor: Double?) {
    let (first, end) = try frames(of: placement.segment, root: root, fr: fr, ip: ip, op: op, file: file)
    let length = end - first
    let speed = placement.speed
    let shownFor = length / (fr * speed)
    guard placement.loop else {
      // Frames past the layer's end are never shown: bake no further than that.
      let last = ((placement.start + shownFor) * placement.fps.doubleValue).rounded(.up) + 1
      let count = Int(min(Double(placement.frameCount), max(last, 1)))
      let timebase = LottieTimebase(
        fr: fr, rootIp: 0, offset: placement.start * fr - first / speed, stretch: 1 / speed, frameCount: count,
        fps: placement.fps)
      return (timebase, shownFor)
    }
    var timebase = LottieTimebase(fr: fr, rootIp: 0, frameCount: placement.frameCount, fps: placement.fps)
    timebase.frames = (0..<placement.frameCount).map { n in
      let played = (placement.fps.seconds(ofFrames: n) - placement.start) * fr * speed
      guard played > 0 else { return first }
      let into = played - (played / length).rounded(.down) * length
      // A rounding error just below a whole number of loops is the start of the next one.
      return abs(into - length) < 1e-6 ? first : first + into
    }
    return (timebase, nil)
  }

  /// The first frame and the end frame (exclusive) of the segment played.
  static func frames(
    of segment: ImportPlacement.Segment?, root: LottieJSON, fr: Double, ip: Double, op: Double, file: String
  ) throws(SceneFileError) -> (Double, Double) {
    func fail(_ message: String, _ hint: String) -> SceneFileError {
      .syntax(
        SceneDiagnostic(
          location: SourceLocation(file: file, line: 1, column: 1), keyPath: "segment", message: message, hint: hint))
    }
    let duration = (op - ip) / fr
    switch segment {
    case nil:
      return (ip, op)
    case .seconds(let from, let to):
      guard from < duration else {
        throw fail(
          "the segment starts at \(from) s, after the animation ends (\(duration) s)",
          "give seconds within the animation's \(duration) s")
      }
      return (ip + from * fr, min(op, ip + to * fr))
    case .marker(let name):
      let markers = root["markers"]?.array ?? []
      guard let marker = markers.first(where: { $0["cm"]?.string == name }) else {
        let names = markers.compactMap { $0["cm"]?.string }
        throw fail(
          "the Lottie file has no marker \(JSONText.quote(name))",
          names.isEmpty
            ? "the file has no markers; give the segment in seconds, for example [0, 1.5]"
            : "markers in the file: " + names.map { JSONText.quote($0) }.joined(separator: ", "))
      }
      let start = marker.number("tm") ?? 0
      let length = marker.number("dr") ?? 0
      guard length > 0, start.isFinite, length.isFinite, start < op, start + length > ip else {
        throw fail(
          "the marker \(JSONText.quote(name)) covers no frames of the animation (tm \(start), dr \(length))",
          "give the marker a duration in the editor, or give the segment in seconds")
      }
      return (max(start, ip), min(start + length, op))
    }
  }
}
