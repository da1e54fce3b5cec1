import ChainframeCore
import ChainframeEncoding
import ChainframeTestSupport
import Foundation
import Testing

/// Timed clips mixed with libavfilter: placed to the sample, trimmed, looped.
@Suite("Audio mix")
struct AudioMixTests {
  /// Frame indexes (stereo pairs) where the left channel goes from quiet to loud.
  static func onsets(_ samples: [Float]) -> [Int] {
    var result: [Int] = []
    var loud = false
    for i in 0..<(samples.count / 2) {
      let now = abs(samples[2 * i]) > 0.05
      if now && !loud { result.append(i) }
      loud = now
    }
    return result
  }

  /// Frame indexes where the left channel goes from loud to quiet.
  static func ends(_ samples: [Float]) -> [Int] {
    var result: [Int] = []
    var loud = false
    for i in 0..<(samples.count / 2) {
      let now = abs(samples[2 * i]) > 0.05
      if loud && !now { result.append(i) }
      loud = now
    }
    return result
  }

  @Test("Each clip's first sample lands within one sample of its start; trim cuts to the sample")
  func placement() throws {
    let dir = TemporaryDirectory()
    WAVWriter.constant(path: dir.file("step.wav"), count: 2400)
    WAVWriter.constant(path: dir.file("step44.wav"), count: 2205, sampleRate: 44100)
    let starts = [0.25, 0.5104, 1.0]
    var clips = starts.map { AudioClip(path: dir.file("step.wav"), start: $0) }
    clips[2].trimIn = 0.01
    clips[2].trimOut = 0.03
    let samples = try AudioMixdown.samples(AudioSettings(clips: clips, duration: 1.5))
    #expect(samples.count == 72000 * 2)
    let expected = starts.map { Int(($0 * 48000).rounded()) }
    let found = Self.onsets(samples)
    #expect(found.count == 3)
    for (f, e) in zip(found, expected) { #expect(abs(f - e) <= 1, "onset \(f), expected \(e)") }
    let ends = Self.ends(samples)
    #expect(ends.count == 3)
    #expect(ends.last == expected[2] + 960, "\(ends)")
    // A 44.1 kHz file is resampled; its start still lands within one sample.
    let other = try AudioMixdown.samples(
      AudioSettings(clips: [AudioClip(path: dir.file("step44.wav"), start: 0.3)], duration: 0.5))
    let onset = try #require(Self.onsets(other).first)
    #expect(abs(onset - 14400) <= 1, "onset \(onset)")
  }

  @Test("A looping clip repeats its trimmed part to the end; volume scales it")
  func loop() throws {
    let dir = TemporaryDirectory()
    // 0.1 s period: 240 loud samples then silence.
    WAVWriter.write(
      path: dir.file("tick.wav"), samples: (0..<4800).map { $0 < 240 ? 0.5 : 0 }, sampleRate: 48000)
    var clip = AudioClip(path: dir.file("tick.wav"), start: 0.2, loop: true)
    clip.volume = 0.5
    let samples = try AudioMixdown.samples(AudioSettings(clips: [clip], duration: 1))
    let found = Self.onsets(samples)
    #expect(found == (0..<8).map { 9600 + $0 * 4800 }, "\(found)")
    clip.volume = 1
    let full = try AudioMixdown.samples(AudioSettings(clips: [clip], duration: 1))
    let peak = samples.map { abs($0) }.max() ?? 0
    let fullPeak = full.map { abs($0) }.max() ?? 0
    #expect(fullPeak > 0.3)
    #expect(abs(peak / fullPeak - 0.5) < 0.001, "peak \(peak) of \(fullPeak)")
  }

  @Test("Mixing the same clips twice gives the same samples")
  func deterministic() throws {
    let dir = TemporaryDirectory()
    WAVWriter.tone(path: dir.file("a.wav"), seconds: 0.4)
    WAVWriter.tone(path: dir.file("b.wav"), seconds: 0.3, frequency: 660)
    let settings = AudioSettings(
      clips: [AudioClip(path: dir.file("a.wav"), fadeIn: 0.1), AudioClip(path: dir.file("b.wav"), start: 0.2)],
      loudness: -16, duration: 1)
    #expect(try AudioMixdown.samples(settings) == AudioMixdown.samples(settings))
  }
}
