/// A soundtrack to mux with the video (AAC in MP4/MOV, Opus in WebM).
public struct AudioSettings: Sendable, Hashable {
  /// The audio file; anything libavformat reads.
  public var path: String
  /// Linear gain. Default 1.
  public var volume: Double
  /// Fade-in from the first sample, seconds.
  public var fadeIn: Double
  /// Fade-out ending at the video's end, seconds.
  public var fadeOut: Double
  /// Video time of the file's first sample; negative skips into the file.
  public var offset: Double
  /// The video's duration: audio is padded with silence or cut to exactly this.
  public var duration: Double

  /// Creates audio settings.
  public init(
    path: String, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0, offset: Double = 0, duration: Double
  ) {
    self.path = path
    self.volume = volume
    self.fadeIn = fadeIn
    self.fadeOut = fadeOut
    self.offset = offset
    self.duration = duration
  }
}
