import Foundation

/// Paths of the package, its fixtures and examples, found from this file's location so tests
/// read (and recording scripts write) the source tree, not a build copy.
public enum Fixtures {
  /// The package root.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/Fixtures/<relative>`.
  public static func path(_ relative: String) -> String {
    packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relative).path
  }

  /// `<package>/<relative>`, for Examples/ and Presets/.
  public static func repositoryPath(_ relative: String) -> String {
    packageRoot.appendingPathComponent(relative).path
  }
}
