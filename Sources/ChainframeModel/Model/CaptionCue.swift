/// One caption of a scene (`captions:`): its text from `start` (inclusive) to `end`
/// (exclusive), seconds of scene time. Codable so a distributed plan records the subtitle
/// track's cues as they are.
public struct CaptionCue: Sendable, Hashable, Codable {
  /// First second the cue shows.
  public var start: Double
  /// Second the cue stops showing (exclusive), > ``start``.
  public var end: Double
  /// The text without markup, lines separated by `\n`.
  public var text: String

  /// Creates a cue.
  public init(start: Double, end: Double, text: String) {
    self.start = start
    self.end = end
    self.text = text
  }
}
