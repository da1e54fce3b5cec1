import ChainframeEngine
import ChainframeModel

/// A soundtrack or a mix of timed clips to mux with the video (AAC in MP4/MOV, Opus in WebM).
package struct AudioSettings: Sendable, Hashable {
  /// The audio file of the single form; anything libavformat reads (empty with ``clips``).
  package var path: String
  /// Timed clips to mix, in order; when not empty, the single form's fields are unused.
  /// A clip's `start` may be negative here (a frame range that begins after it).
  package var clips: [AudioClip] = []
  /// EBU R128 integrated loudness target, LUFS; nil leaves levels as mixed.
  package var loudness: Double?
  /// Linear gain. Default 1.
  package var volume: Double
  /// Fade-in from the first sample, seconds.
  package var fadeIn: Double
  /// Fade-out ending at the video's end, seconds.
  package var fadeOut: Double
  /// Video time of the file's first sample; negative skips into the file.
  package var offset: Double
  /// The video's duration: audio is padded with silence or cut to exactly this.
  package var duration: Double

  /// Creates audio settings.
  package init(
    path: String, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0, offset: Double = 0, duration: Double
  ) {
    self.path = path
    self.volume = volume
    self.fadeIn = fadeIn
    self.fadeOut = fadeOut
    self.offset = offset
    self.duration = duration
  }

  /// Creates settings for a mix of timed clips lasting `duration` seconds.
  package init(clips: [AudioClip], loudness: Double? = nil, duration: Double) {
    self.init(path: "", duration: duration)
    self.clips = clips
    self.loudness = loudness
  }
}
