import ArgumentParser

/// Flags of batch runs (`render --data`, `render A B -o dir/`, `batch`).
struct BatchFlags: ParsableArguments {
  @Flag(help: "Stop at the first failed job (running jobs are discarded, the rest not started).")
  var failFast = false

  @Flag(
    help:
      "Skip a job whose output exists with the same input hash (recorded in ~/.cache/chainframe, or $CHAINFRAME_CACHE_DIR)."
  )
  var skipUnchanged = false

  @Option(help: ArgumentHelp("Write a JUnit XML report, one test case per job.", valueName: "file"))
  var junit: String?

  @Flag(help: "List what would be written, one job a line, and render nothing.")
  var dryRun = false
}
