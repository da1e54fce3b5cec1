/// Per-stage timings collected from the pipeline runs of one render.
struct RenderStats {
  var framesDone = 0
  var renderSeconds = 0.0
  var convertSeconds = 0.0
  var encodeSeconds = 0.0
  var repeatedFrames = 0

  mutating func add(_ run: RenderPipeline) {
    renderSeconds += run.renderSeconds
    convertSeconds += run.convertSeconds
    encodeSeconds += run.encodeSeconds
    repeatedFrames += run.repeatedFrames
  }

  /// JSON fields (`"stages": {…}`, repeats) for progress and reports.
  var fields: [(String, String)] {
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    return [
      (
        "stages",
        "{\"render\": \(f(renderSeconds)), \"convert\": \(f(convertSeconds)), \"encode\": \(f(encodeSeconds))}"
      ),
      ("repeatedFrames", "\(repeatedFrames)"),
    ]
  }
}
