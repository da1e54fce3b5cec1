/// The bounds every scene must respect, so a hostile or mistaken file fails with a clear
/// error instead of exhausting memory.
public enum SceneLimits {
  /// Longest scene, seconds (24 h).
  public static let maxDuration = 86_400.0
  /// Most frames in one scene (24 h at 60 fps).
  public static let maxFrames = 5_184_000
  /// Longest `duration: auto` may become, seconds; longer scenes must say how long they are.
  public static let maxAutoDuration = 600.0
  /// Deepest nesting of groups and masks.
  public static let maxDepth = 32
  /// Most layers in one scene, counting children, masks and text pieces.
  public static let maxLayers = 200_000
}
