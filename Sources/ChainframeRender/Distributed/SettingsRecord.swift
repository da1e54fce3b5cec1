import ChainframeCore
import ChainframeEncoding

/// The encoder settings of a distributed render as JSON, so a join needs no scene: every
/// field of ``VideoSettings`` a segmented format uses.
package struct SettingsRecord: Codable, Hashable, Sendable {
  var width: Int
  var height: Int
  var fpsNumerator: Int
  var fpsDenominator: Int
  var format: String
  var crf: Int?
  var preset: String
  var tune: String?
  var profile: String?
  var bitrate: Int?
  var keyframeInterval: Int?
  var alpha: Bool
  var colorMatrix: String
  var threads: Int
  var segmentFrames: Int?
  var audio: AudioRecord?

  /// A soundtrack: where it is and how it is placed.
  struct AudioRecord: Codable, Hashable, Sendable {
    var path: String
    var sha256: String
    var volume: Double
    var fadeIn: Double
    var fadeOut: Double
    var offset: Double
    var duration: Double
  }

  /// Records `s`; `audioHash` is the soundtrack's SHA-256 (when there is one).
  package init(_ s: VideoSettings, audioHash: String?) {
    width = s.width
    height = s.height
    fpsNumerator = s.fps.numerator
    fpsDenominator = s.fps.denominator
    format = s.format.rawValue
    crf = s.crf
    preset = s.preset
    tune = s.tune
    profile = s.profile
    bitrate = s.bitrate
    keyframeInterval = s.keyframeInterval
    alpha = s.alpha
    colorMatrix = s.colorMatrix.rawValue
    threads = s.threads
    segmentFrames = s.segmentFrames
    audio = s.audio.map {
      AudioRecord(
        path: $0.path, sha256: audioHash ?? "", volume: $0.volume, fadeIn: $0.fadeIn, fadeOut: $0.fadeOut,
        offset: $0.offset, duration: $0.duration)
    }
  }

  /// The settings again; nil when a field is not valid (a damaged or hostile file).
  package var settings: VideoSettings? {
    guard let format = OutputFormat(rawValue: format), let matrix = ColorMatrix(rawValue: colorMatrix),
      fpsNumerator >= 1, fpsDenominator >= 1, (1...65536).contains(width), (1...65536).contains(height),
      (1...256).contains(threads)
    else { return nil }
    return VideoSettings(
      width: width, height: height, fps: Rational(fpsNumerator, fpsDenominator), format: format, crf: crf,
      preset: preset, tune: tune, profile: profile, bitrate: bitrate, keyframeInterval: keyframeInterval,
      alpha: alpha, colorMatrix: matrix,
      audio: audio.map {
        AudioSettings(
          path: $0.path, volume: $0.volume, fadeIn: $0.fadeIn, fadeOut: $0.fadeOut, offset: $0.offset,
          duration: $0.duration)
      }, threads: threads, segmentFrames: segmentFrames)
  }
}
