/// One clip of a scene's timed audio: `audio: [{file, start, trim, volume, fadeIn, fadeOut, loop}]`.
///
/// Clips are mixed (summed, no normalisation) at 48 kHz; each sounds from `start` for the
/// trimmed part of its file (repeated to the scene's end with `loop`).
public struct AudioClip: Sendable, Hashable {
  /// Absolute path of the audio file (resolved against the scene file's folder).
  public var path: String
  /// Scene time of the clip's first sample, seconds, 0…86,400. Default 0.
  public var start: Double
  /// First second of the file that plays, ≥ 0. Default 0.
  public var trimIn: Double
  /// Second of the file where playing stops (exclusive), > ``trimIn``; nil (the default)
  /// plays to the file's end.
  public var trimOut: Double?
  /// Linear gain, 0…10. Default 1.
  public var volume: Double
  /// Fade-in length from the clip's first sample, seconds, ≥ 0. Default 0.
  public var fadeIn: Double
  /// Fade-out length ending where the clip stops sounding (its trimmed end, or the scene's
  /// end for a looping clip), seconds, ≥ 0. Default 0.
  public var fadeOut: Double
  /// Repeat the trimmed part until the scene ends. Default false.
  public var loop: Bool

  /// Creates a clip.
  public init(
    path: String, start: Double = 0, trimIn: Double = 0, trimOut: Double? = nil, volume: Double = 1,
    fadeIn: Double = 0, fadeOut: Double = 0, loop: Bool = false
  ) {
    self.path = path
    self.start = start
    self.trimIn = trimIn
    self.trimOut = trimOut
    self.volume = volume
    self.fadeIn = fadeIn
    self.fadeOut = fadeOut
    self.loop = loop
  }
}
