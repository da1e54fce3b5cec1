/// The scene file format's version, written as the optional top-level `version:` key.
///
/// A file without the key is read as version 1. A file naming a version this build does not
/// know is refused (it may use keys or meanings this build would misread); see
/// docs/scene-format.md for what a version change promises.
public enum SceneFormat {
  /// The newest (and only) scene format version this build reads: 1.
  public static let currentVersion = 1
  /// Versions this build reads, oldest first.
  public static let supportedVersions = 1...currentVersion
}
