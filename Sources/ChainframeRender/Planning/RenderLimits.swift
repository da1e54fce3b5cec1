/// The ranges of render options whose values reach C integers: checked before any arithmetic,
/// so no number from a flag, a preset or a chunk header can overflow (a trap) inside the
/// encoders.
public enum RenderLimits {
  /// Frames between keyframes (`--keyint`): 1 to 100,000 (about an hour at 25 fps).
  public static let keyframeInterval = 1...100_000
  /// Loop count of GIF, APNG and WebP (`--loop`): -1 plays once, 0 forever, else the repeats;
  /// 65,535 is the most a GIF or WebP file can store.
  public static let loop = -1...65_535
}
