extension PipelineSink {
  /// Sinks that keep no frames need no count.
  package func willSend(distinctFrames: Int) {}

  /// Sinks that keep no frames draw every pass.
  package func replay(_ index: Int, check: () throws -> Void, onFrame: (Int) throws -> Void) throws -> Bool {
    false
  }
}
