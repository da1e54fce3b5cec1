import ChainframeCore
import ChainframeEncoding
import ChainframeRender

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
  /// The subtitle track's cues (seconds of output time); nil without one, so plans without
  /// captions keep their JSON and hash.
  var subtitles: [CaptionCue]?
  /// GIF options (and the loop count of APNG and WebP); nil for the other formats.
  var gif: GIFSettingsRecord?

  /// The audio: a single soundtrack (`path`) or timed clips, where each file is and how it
  /// is placed; every file with its SHA-256, so a join checks it has the same bytes.
  struct AudioRecord: Codable, Hashable, Sendable {
    var path: String
    var sha256: String
    var volume: Double
    var fadeIn: Double
    var fadeOut: Double
    var offset: Double
    var duration: Double
    var clips: [ClipRecord]
    var loudness: Double?
  }

  /// One timed clip of ``AudioRecord``.
  struct ClipRecord: Codable, Hashable, Sendable {
    var path: String
    var sha256: String
    var start: Double
    var trimIn: Double
    var trimOut: Double?
    var volume: Double
    var fadeIn: Double
    var fadeOut: Double
    var loop: Bool
  }

  /// Records `s`; `fileHash` gives an audio file's SHA-256.
  package init(_ s: VideoSettings, fileHash: (String) throws -> String) rethrows {
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
    gif = [.gif, .apng, .webp].contains(s.format) ? GIFSettingsRecord(s.gif, scaleWidth: nil) : nil
    if let a = s.audio {
      let clips = try a.clips.map {
        ClipRecord(
          path: $0.path, sha256: try fileHash($0.path), start: $0.start, trimIn: $0.trimIn, trimOut: $0.trimOut,
          volume: $0.volume, fadeIn: $0.fadeIn, fadeOut: $0.fadeOut, loop: $0.loop)
      }
      audio = AudioRecord(
        path: a.path, sha256: a.path.isEmpty ? "" : try fileHash(a.path), volume: a.volume, fadeIn: a.fadeIn,
        fadeOut: a.fadeOut, offset: a.offset, duration: a.duration, clips: clips, loudness: a.loudness)
    } else {
      audio = nil
    }
    subtitles = s.subtitles.isEmpty ? nil : s.subtitles
  }

  /// The settings again; nil when a field is not valid (a damaged or hostile file).
  package var settings: VideoSettings? {
    guard let format = OutputFormat(rawValue: format), let matrix = ColorMatrix(rawValue: colorMatrix),
      fpsNumerator >= 1, fpsDenominator >= 1, Rational(fpsNumerator, fpsDenominator).isUsableFrameRate,
      (1...format.maxDimension).contains(width), (1...format.maxDimension).contains(height),
      (1...256).contains(threads), crf.map({ (0...100).contains($0) }) ?? true,
      bitrate.map({ (1...10_000_000_000).contains($0) }) ?? true,
      keyframeInterval.map(RenderLimits.keyframeInterval.contains) ?? true,
      segmentFrames.map({ (1...SceneLimits.maxFrames).contains($0) }) ?? true,
      audio.map(Self.isPlausible) ?? true
    else { return nil }
    let gifOptions = gif.map { $0.options }
    if case .some(.none) = gifOptions { return nil }
    var settings = VideoSettings(
      width: width, height: height, fps: Rational(fpsNumerator, fpsDenominator), format: format, crf: crf,
      preset: preset, tune: tune, profile: profile, bitrate: bitrate, keyframeInterval: keyframeInterval,
      alpha: alpha, colorMatrix: matrix, gif: gifOptions.flatMap { $0 } ?? GIFOptions(),
      audio: audio.map(Self.audioSettings), threads: threads, segmentFrames: segmentFrames)
    settings.subtitles = subtitles ?? []
    return settings
  }

  /// Whether every number of an audio record is finite and in a range a scene allows.
  private static func isPlausible(_ a: AudioRecord) -> Bool {
    let limit = Double(SceneLimits.maxFrames)
    let values = [a.volume, a.fadeIn, a.fadeOut, a.offset, a.duration] + (a.loudness.map { [$0] } ?? [])
    let clips: [Double] = a.clips.flatMap { c -> [Double] in
      [c.start, c.trimIn, c.trimOut ?? 0, c.volume, c.fadeIn, c.fadeOut]
    }
    return (values + clips).allSatisfy { $0.isFinite && abs($0) <= limit } && a.clips.count <= 10_000
  }

  private static func audioSettings(_ a: AudioRecord) -> AudioSettings {
    var settings = AudioSettings(
      path: a.path, volume: a.volume, fadeIn: a.fadeIn, fadeOut: a.fadeOut, offset: a.offset, duration: a.duration)
    settings.clips = a.clips.map {
      AudioClip(
        path: $0.path, start: $0.start, trimIn: $0.trimIn, trimOut: $0.trimOut, volume: $0.volume, fadeIn: $0.fadeIn,
        fadeOut: $0.fadeOut, loop: $0.loop)
    }
    settings.loudness = a.loudness
    return settings
  }
}
