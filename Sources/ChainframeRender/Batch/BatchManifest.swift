import ChainframeCore
import ChainframeEncoding
import Foundation

/// Reads a batch manifest: YAML (a list of jobs, or a mapping with a `jobs:` list) or JSON
/// Lines (one job object per line). Each job has `scene` and `output` (relative to the
/// manifest's folder, or absolute) and optionally `vars` (an object), `preset`, `format` and
/// `frames` (`A..B`).
package enum BatchManifest {
  /// The jobs of the manifest at `path`, with `defaults` under each job's own settings.
  ///
  /// A malformed entry becomes a job that fails alone (its ``BatchJob/refusal``); only an
  /// unreadable or unparsable manifest, or two jobs writing one file, throw.
  package static func jobs(contentsOf path: String, defaults: RenderOptions = RenderOptions()) throws -> [BatchJob] {
    InputLedger.shared.record(path, label: "the manifest")
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      throw BatchError(.noInput, "\(UserText.quoted(path)) cannot be read: no such file, not readable or not UTF-8")
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var entries: [(location: SourceLocation, fields: [(String, String?, SceneNode?)])] = []
    let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
    if ext == "jsonl" || ext == "ndjson" {
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.allSatisfy(\.isWhitespace) { continue }
        let location = SourceLocation(file: path, line: index + 1, column: 1)
        // One line is a JSON document; the YAML parser reads it with its key order kept.
        guard let node = try? SceneNodeParser.parse(String(line), file: path + ".json") else {
          throw BatchError(.data, "line \(index + 1) is not a JSON object", at: location)
        }
        entries.append((location, fields(of: node)))
      }
    } else {
      var root = try SceneNodeParser.parse(text, file: path)
      if case .mapping(let top) = root.kind, let list = top.first(where: { $0.key == "jobs" })?.value { root = list }
      guard case .sequence(let items) = root.kind else {
        throw BatchError(
          .data, "a manifest is a list of jobs (or 'jobs:' with a list)",
          at: root.location ?? SourceLocation(file: path, line: 1, column: 1))
      }
      for item in items {
        entries.append((item.location ?? SourceLocation(file: path, line: 1, column: 1), fields(of: item)))
      }
    }
    let jobs = entries.map { entry in
      job(entry.fields, location: entry.location, folder: folder, defaults: defaults)
    }
    try BatchPlanner.checkCollisions(jobs)
    // Every job's scene is an input of the whole batch: an earlier job must not replace a
    // later job's scene, whatever the order they run in.
    for job in jobs where !job.scene.isEmpty {
      InputLedger.shared.record(job.scene, label: "the scene of \(job.label)")
    }
    return jobs
  }

  private static func fields(of node: SceneNode) -> [(String, String?, SceneNode?)] {
    guard case .mapping(let entries) = node.kind else { return [("", nil, node)] }
    return entries.map { entry in
      if case .scalar(let text, _) = entry.value.kind { return (entry.key, text, entry.value) }
      return (entry.key, nil, entry.value)
    }
  }

  private static func job(
    _ fields: [(String, String?, SceneNode?)], location: SourceLocation, folder: String, defaults: RenderOptions
  ) -> BatchJob {
    let label = "\(URL(fileURLWithPath: location.file).lastPathComponent) line \(location.line)"
    var job = BatchJob(
      id: "line-\(location.line)", label: label, source: location, scene: "", output: "", options: defaults)
    func refuse(_ message: String) -> BatchJob {
      job.refusal = BatchError(.data, message, at: location)
      return job
    }
    func resolve(_ p: String) -> String {
      p.hasPrefix("/") ? p : URL(fileURLWithPath: folder).appendingPathComponent(p).standardizedFileURL.path
    }
    for (key, text, node) in fields {
      switch (key, text) {
      case ("scene", let t?): job.scene = resolve(t)
      case ("output", let t?): job.output = resolve(t)
      case ("preset", let t?): job.options.preset = t
      case ("format", let t?):
        guard let format = OutputFormat(rawValue: t) else {
          return refuse(
            "unknown format \(UserText.quoted(t)); "
              + Suggestion.hint(
                for: t, in: OutputFormat.allCases.map(\.rawValue), noun: "formats"))
        }
        job.options.format = format
      case ("frames", let t?):
        let parts = t.components(separatedBy: "..")
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b else {
          return refuse("frames \(UserText.quoted(t)) is not a range; write A..B, for example 0..59")
        }
        job.options.frames = a...b
      case ("vars", _):
        guard case .mapping(let entries)? = node?.kind else {
          return refuse("'vars' must be a mapping of names to values")
        }
        for e in entries {
          guard case .scalar(let value, _) = e.value.kind else {
            return refuse("vars.\(e.key) must be a single number or string")
          }
          job.variables.append(LoadOptions.Variable(name: e.key, value: value))
          job.fields.append(BatchField(name: e.key, value: value))
        }
      case ("", _): return refuse("a job must be a mapping with 'scene' and 'output'")
      default:
        return refuse(
          "unknown job key \(UserText.quoted(key)) or a value that is not text; "
            + Suggestion.hint(for: key, in: ["scene", "output", "vars", "preset", "format", "frames"], noun: "keys"))
      }
    }
    if job.scene.isEmpty { return refuse("the job has no 'scene'") }
    if job.output.isEmpty { return refuse("the job has no 'output'") }
    return job
  }
}
