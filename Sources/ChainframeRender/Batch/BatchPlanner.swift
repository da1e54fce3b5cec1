import ChainframeCore
import Foundation

/// Turns a template and data rows, several scenes, or a manifest into ``BatchJob``s, with
/// every check that needs no rendering done first: placeholders, refused values and two jobs
/// writing one file.
package enum BatchPlanner {
  /// One job per row: the row's columns that name the scene's declared `vars:` set them (in
  /// the scene's declaration order); the others only fill the output template.
  ///
  /// - Throws: ``BatchError``: usage for a placeholder no column has or two rows mapped to
  ///   one file (naming both rows); data when the scene's `vars:` cannot be read.
  package static func jobs(
    template scene: String, rows: [DataRow], output: OutputTemplate, options: RenderOptions = RenderOptions()
  ) throws -> [BatchJob] {
    let declared = try SceneVariables.declared(in: scene)
    let columns = Set(rows.flatMap { $0.fields.map(\.name) })
    for name in output.placeholders where name != "row" && !columns.contains(name) {
      throw BatchError(
        .usage,
        "the output template \(UserText.quoted(output.text)) uses {\(name)}, which is not a column of the data; "
          + Suggestion.hint(for: name, in: columns.sorted() + ["row"], noun: "columns"))
    }
    var jobs: [BatchJob] = []
    for row in rows {
      let variables = declared.compactMap { name in
        row.value(name).flatMap { $0.isEmpty ? nil : LoadOptions.Variable(name: name, value: $0) }
      }
      var job = BatchJob(
        id: "row-\(row.number)", label: "row \(row.number)", source: row.location, scene: scene, output: "",
        variables: variables, fields: row.fields, options: options)
      switch output.path(for: row) {
      case .success(let path): job.output = path
      case .failure(let error): job.refusal = error
      }
      jobs.append(job)
    }
    try checkCollisions(jobs)
    return jobs
  }

  /// One job per scene, each written into `folder` under its base name with `fileExtension`
  /// (for example `mp4`).
  package static func jobs(scenes: [String], folder: String, fileExtension: String, options: RenderOptions) throws
    -> [BatchJob]
  {
    let jobs = scenes.enumerated().map { index, scene in
      let base = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
      return BatchJob(
        id: "scene-\(index + 1)", label: "scene \(index + 1) (\(UserText.quoted(scene)))", scene: scene,
        output: URL(fileURLWithPath: folder).appendingPathComponent(base + "." + fileExtension).path, options: options)
    }
    try checkCollisions(jobs)
    return jobs
  }

  /// Refuses two jobs writing one file, naming both, before any work.
  package static func checkCollisions(_ jobs: [BatchJob]) throws {
    var seen: [String: BatchJob] = [:]
    for job in jobs where job.refusal == nil {
      let key = URL(fileURLWithPath: job.output).standardizedFileURL.path
      if let first = seen[key] {
        throw BatchError(
          .usage,
          "\(first.label) and \(job.label) would both write \(UserText.quoted(job.output)); "
            + "put a column that differs per row (or {row}) in the output template")
      }
      seen[key] = job
    }
  }
}

/// The names a scene declares under `vars:`, read without loading the scene.
enum SceneVariables {
  static func declared(in scene: String) throws -> [String] {
    InputLedger.shared.record(scene, label: "the scene file")
    guard let data = FileManager.default.contents(atPath: scene) else {
      throw BatchError(.noInput, "\(UserText.quoted(scene)) cannot be read: no such file or not readable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw BatchError(.data, "\(UserText.quoted(scene)) is not UTF-8 text")
    }
    let root = try SceneNodeParser.parse(text, file: scene)
    guard case .mapping(let entries) = root.kind,
      let vars = entries.first(where: { $0.key == "vars" })?.value, case .mapping(let declared) = vars.kind
    else { return [] }
    return declared.map(\.key)
  }
}
