/// The tool's version, printed by `--version` and recorded in reports.
public enum ChainframeVersion {
  /// Semantic version of this build.
  public static let string = "0.1.0"
}
