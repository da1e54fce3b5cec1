import ChainframeCore
import ChainframeEncoding

/// The soundtrack's placement for a render of `frames`: the one computation behind a render's
/// audio and a distributed plan's, so both mux the same audio.
enum SoundtrackPlan {
  /// Audio settings for `track` in a video of the scene frames `range`; a range starts at
  /// time 0, so the soundtrack shifts with it.
  static func settings(_ track: AudioTrack, clock: FrameClock, range: ClosedRange<Int>) -> AudioSettings {
    let start = clock.time(ofFrame: range.lowerBound)
    return AudioSettings(
      path: track.path, volume: track.volume, fadeIn: track.fadeIn, fadeOut: track.fadeOut,
      offset: track.offset - start,
      duration: Double(range.count) * Double(clock.fps.denominator) / Double(clock.fps.numerator))
  }
}
