import ChainframeCore

/// One render of a batch: a scene with its variables to one output.
public struct BatchJob: Sendable, Hashable {
  /// A short stable id used in events and reports: `row-3`, `line-7`, `scene-2`.
  public var id: String
  /// How messages name the job: `row 3`, `jobs.yaml line 7`.
  public var label: String
  /// Where the job is written (a data row or a manifest entry), when known.
  public var source: SourceLocation?
  /// The scene file.
  public var scene: String
  /// The output path.
  public var output: String
  /// Values for the scene's declared `vars:` (other columns are already filtered out).
  public var variables: [LoadOptions.Variable]
  /// Every value of the job's row or entry, for reports (name, value), in file order.
  public var fields: [BatchField]
  /// Format, preset, frames and the rest; `threads` is chosen by the batch unless set.
  public var options: RenderOptions
  /// Why the job cannot run at all (a refused output value, a malformed manifest entry);
  /// it fails with this reason and the other jobs go on.
  public var refusal: BatchError?

  /// A job rendering `scene` to `output`.
  public init(
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
public struct BatchField: Sendable, Hashable {
  /// The column or key.
  public var name: String
  /// Its text.
  public var value: String

  /// `name = value`.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// How a job ended.
public enum BatchJobStatus: String, Sendable, Hashable {
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
public struct BatchJobResult: Sendable {
  /// The job.
  public var job: BatchJob
  /// How it ended.
  public var status: BatchJobStatus
  /// Bytes of the output (0 when none was written or skipped output is missing).
  public var bytes: Int
  /// Wall seconds spent on the job (loading and rendering).
  public var seconds: Double
  /// The SHA-256 of the job's inputs (hex), when they could be read.
  public var hash: String?
  /// For failures: the job's label, where it applies and why, on one line.
  public var message: String?
  /// For failures: the error's category.
  public var category: ErrorCategory?
  /// Frames rendered.
  public var frames: Int
  /// Files the job read (the scene, its assets), as loaded; empty when loading failed.
  public var inputFiles: [String] = []
}
