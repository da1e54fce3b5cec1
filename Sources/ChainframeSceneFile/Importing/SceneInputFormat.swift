import ChainframeModel

/// What kind of file a scene path holds.
public enum SceneInputFormat: String, Sendable, Hashable, CaseIterable {
  /// Decided by content: a JSON object with Lottie's `fr`, `ip`, `op`, `w`, `h` and `layers`
  /// is Lottie, anything else a scene file. The default.
  case auto
  /// A Chainframe scene file (YAML or JSON).
  case scene
  /// A Lottie (Bodymovin) JSON file, translated by the Lottie importer (ChainframeLottie).
  case lottie
}
