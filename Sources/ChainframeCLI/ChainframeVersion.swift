/// The tool's version, printed by `--version` and recorded in reports.
package enum ChainframeVersion {
  /// Semantic version of this build.
  package static let string = "0.1.0"
}
