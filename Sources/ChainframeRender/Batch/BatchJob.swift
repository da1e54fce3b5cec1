import ChainframeCore

/// One render of a batch: a scene with its variables to one output.
package struct BatchJob: Sendable, Hashable {
  /// A short stable id used in events and reports: `row-3`, `line-7`, `scene-2`.
  package var id: String
  /// How messages name the job: `row 3`, `jobs.yaml line 7`.
  package var label: String
  /// Where the job is written (a data row or a manifest entry), when known.
  package var source: SourceLocation?
  /// The scene file.
  package var scene: String
  /// The output path.
  package var output: String
  /// Values for the scene's declared `vars:` (other columns are already filtered out).
  package var variables: [LoadOptions.Variable]
  /// Every value of the job's row or entry, for reports (name, value), in file order.
  package var fields: [BatchField]
  /// Format, preset, frames and the rest; `threads` is chosen by the batch unless set.
  package var options: RenderOptions
  /// Why the job cannot run at all (a refused output value, a malformed manifest entry);
  /// it fails with this reason and the other jobs go on.
  package var refusal: BatchError?

  /// A job rendering `scene` to `output`.
  package init(
    id: String, label: String, source: SourceLocation? = nil, scene: String, output: String,
    variables: [LoadOptions.Variable] = [], fields: [BatchField] = [], options: RenderOptions = RenderOptions()
  ) {
    self.id = id
    self.label = label
    self.source = source
    self.scene = scene
    self.output = output
    self.variables = variables
    self.fields = fields
    self.options = options
  }
}

/// One named value of a data row or manifest entry.
package struct BatchField: Sendable, Hashable {
  /// The column or key.
  package var name: String
  /// Its text.
  package var value: String

  /// `name = value`.
  package init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// How a job ended.
package enum BatchJobStatus: String, Sendable, Hashable {
  /// The output was written.
  case rendered
  /// The output exists with the same input hash; nothing was done.
  case skipped
  /// The job failed; nothing was written for it.
  case failed
  /// The batch stopped (`failFast` or a signal) before or while running this job.
  case cancelled
}

/// What happened to one job.
package struct BatchJobResult: Sendable {
  /// The job.
  package var job: BatchJob
  /// How it ended.
  package var status: BatchJobStatus
  /// Bytes of the output (0 when none was written or skipped output is missing).
  package var bytes: Int
  /// Wall seconds spent on the job (loading and rendering).
  package var seconds: Double
  /// The SHA-256 of the job's inputs (hex), when they could be read.
  package var hash: String?
  /// For failures: the job's label, where it applies and why, on one line.
  package var message: String?
  /// For failures: the error's category.
  package var category: ErrorCategory?
  /// Frames rendered.
  package var frames: Int
  /// Files the job read (the scene, its assets), as loaded; empty when loading failed.
  package var inputFiles: [String] = []
}
