/// A soundtrack for a scene: `audio: {file, volume, fadeIn, fadeOut, offset}`.
public struct AudioTrack: Sendable, Hashable {
  /// Absolute path of the audio file (resolved against the scene file's folder).
  public var path: String
  /// Linear gain, 0…10. Default 1.
  public var volume: Double
  /// Fade-in length in seconds from the first audio sample, ≥ 0. Default 0.
  public var fadeIn: Double
  /// Fade-out length in seconds before the video ends, ≥ 0. Default 0.
  public var fadeOut: Double
  /// Video time of the file's first sample in seconds; negative skips into the file.
  /// Default 0.
  public var offset: Double

  /// Creates a soundtrack.
  public init(path: String, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0, offset: Double = 0) {
    self.path = path
    self.volume = volume
    self.fadeIn = fadeIn
    self.fadeOut = fadeOut
    self.offset = offset
  }
}
