import ChainframeTestSupport
import Foundation
import Testing

@Suite("Soundtracks")
struct AudioCLITests {
  /// Times where silence ends, from FFmpeg's silencedetect filter (an independent check).
  static func silenceEnds(_ path: String) throws -> [Double] { try silence(path, "silence_end: ") }

  static func silence(_ path: String, _ key: String) throws -> [Double] {
    let r = try ProcessResult.run(
      "/usr/bin/ffmpeg", ["-nostats", "-i", path, "-af", "silencedetect=n=-60dB:d=0.05", "-f", "null", "-"])
    return r.stderr.split(separator: "\n").compactMap { line -> Double? in
      guard let range = line.range(of: key) else { return nil }
      return Double(line[range.upperBound...].split(separator: " ").first ?? "")
    }
  }

  static func firstVideoTime(_ path: String) throws -> Double {
    let r = try ProcessResult.run(
      "/usr/bin/ffprobe",
      ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=start_time", "-of", "csv=p=0", path])
    return Double(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  @Test(
    "The first audio sample plays at the offset, padded to the video's length", arguments: ["o.mp4", "o.webm", "o.mov"])
  func offset(_ name: String) throws {
    let dir = TemporaryDirectory()
    WAVWriter.tone(path: dir.file("tone.wav"), seconds: 0.6)
    let scene = dir.write(
      "s.yaml",
      "canvas: {width: 64, height: 48, fps: 30, duration: 2}\nlayers: []\naudio: {file: tone.wav, offset: 0.5}\n")
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file(name)])
    #expect(r.status == 0, "\(r.stderr)")
    let ends = try Self.silenceEnds(dir.file(name))
    let origin = try Self.firstVideoTime(dir.file(name))
    let start = try #require(ends.first) - origin
    #expect(abs(start - 0.5) < 0.005, "audio starts at \(start) s")
    // The tone lasts 0.6 s, then silence pads to 2 s.
    let probe = try ProcessResult.run(
      "/usr/bin/ffprobe",
      [
        "-v", "error", "-select_streams", "a:0", "-show_entries", "stream=codec_name,sample_rate,channels", "-of",
        "csv=p=0", dir.file(name),
      ])
    #expect(probe.stdout.hasPrefix(name.hasSuffix("webm") ? "opus,48000,2" : "aac,48000,2"), "\(probe.stdout)")
    let again = dir.file("again-" + name)
    _ = try BuiltBinary.runChainframe(["render", scene, "-o", again])
    #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: dir.file(name)))
  }

  @Test("A negative offset skips into the file; fades and volume apply")
  func trimAndFade() throws {
    let dir = TemporaryDirectory()
    WAVWriter.tone(path: dir.file("tone.wav"), seconds: 3)
    let scene = dir.write(
      "s.yaml",
      "canvas: {width: 64, height: 48, fps: 30, duration: 1}\nlayers: []\naudio: {file: tone.wav, offset: -2.5, volume: 0.5, fadeIn: 0.05}\n"
    )
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.mp4")])
    #expect(r.status == 0, "\(r.stderr)")
    // 0.5 s of tone remain after skipping 2.5 s, then silence.
    let starts = try Self.silence(dir.file("o.mp4"), "silence_start: ")
    let first = try #require(starts.first)
    #expect(abs(first - 0.5) < 0.01, "silence starts at \(starts)")
  }

  @Test("Audio mistakes are reported with their key path; assets must stay in the scene's folder")
  func errors() throws {
    let dir = TemporaryDirectory()
    let missing = dir.write(
      "m.yaml", "canvas: {width: 64, height: 48, fps: 30, duration: 1}\nlayers: []\naudio: {file: nope.wav}\n")
    let a = try BuiltBinary.runChainframe(["render", missing, "-o", dir.file("o.mp4")])
    #expect(a.status == 65 && a.stderr.contains("audio.file") && a.stderr.contains("does not exist"), "\(a.stderr)")
    let outside = dir.write(
      "x.yaml", "canvas: {width: 64, height: 48, fps: 30, duration: 1}\nlayers: []\naudio: {file: /etc/hostname}\n")
    let b = try BuiltBinary.runChainframe(["render", outside, "-o", dir.file("o.mp4")])
    #expect(
      b.status == 65 && b.stderr.contains("outside the scene's folder") && b.stderr.contains("--allow-assets-outside"),
      "\(b.stderr)")
    WAVWriter.tone(path: dir.file("t.wav"), seconds: 0.2)
    let gif = dir.write(
      "g.yaml", "canvas: {width: 64, height: 48, fps: 10, duration: 0.5}\nlayers: []\naudio: {file: t.wav}\n")
    let c = try BuiltBinary.runChainframe(["render", gif, "-o", dir.file("o.gif")])
    #expect(c.status == 0 && c.stderr.contains("warning: gif has no audio"), "\(c.stderr)")
  }
}

@Suite("Timed audio clips")
struct AudioClipsCLITests {
  @Test("A list of clips renders; each starts at its time (silencedetect, an independent decoder)")
  func clips() throws {
    let dir = TemporaryDirectory()
    WAVWriter.tone(path: dir.file("a.wav"), seconds: 0.2)
    WAVWriter.tone(path: dir.file("b.wav"), seconds: 0.2, frequency: 880)
    let scene = dir.write(
      "s.yaml",
      "canvas: {width: 64, height: 48, fps: 30, duration: 2}\nlayers: []\naudio:\n"
        + "  - {file: a.wav, start: 0.3}\n  - {file: b.wav, start: 1.1, volume: 0.8}\n")
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.mov")])
    #expect(r.status == 0, "\(r.stderr)")
    let origin = try AudioCLITests.firstVideoTime(dir.file("o.mov"))
    // Silence also "ends" at the end of the file: keep the ends before it.
    let ends = try AudioCLITests.silenceEnds(dir.file("o.mov")).filter { $0 - origin < 1.9 }
    #expect(ends.count == 2, "\(ends)")
    for (end, start) in zip(ends, [0.3, 1.1]) { #expect(abs(end - origin - start) < 0.005, "\(ends)") }
  }

  @Test("loudness: -16 normalises the mix to about -16 LUFS")
  func loudness() throws {
    let dir = TemporaryDirectory()
    WAVWriter.tone(path: dir.file("a.wav"), seconds: 5)
    let scene = dir.write(
      "s.yaml",
      "canvas: {width: 64, height: 48, fps: 30, duration: 5}\nlayers: []\n"
        + "audio: {clips: [{file: a.wav, volume: 0.2}], loudness: -16}\n")
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", dir.file("o.mp4")])
    #expect(r.status == 0, "\(r.stderr)")
    let meter = try ProcessResult.run(
      "/usr/bin/ffmpeg", ["-nostats", "-i", dir.file("o.mp4"), "-af", "ebur128", "-f", "null", "-"])
    let summary = try #require(meter.stderr.components(separatedBy: "Integrated loudness:").last)
    let line = try #require(summary.split(separator: "\n").first { $0.contains("I:") })
    let value = try #require(Double(line.split(separator: " ").dropFirst().first ?? ""))
    #expect(abs(value + 16) < 1.5, "integrated loudness \(value) LUFS")
  }

  @Test("Clip mistakes are located errors")
  func mistakes() throws {
    let dir = TemporaryDirectory()
    WAVWriter.tone(path: dir.file("a.wav"), seconds: 0.2)
    let scene = dir.write(
      "s.yaml",
      "canvas: {width: 64, height: 48, fps: 30, duration: 1}\nlayers: []\naudio:\n"
        + "  - {file: a.wav, strat: 1}\n  - {file: a.wav, trim: [2, 1]}\n")
    let r = try BuiltBinary.runChainframe(["validate", scene])
    #expect(r.status == 65)
    #expect(r.stdout.contains("audio[0].strat") && r.stdout.contains("start"), "\(r.stdout)")
    #expect(r.stdout.contains("audio[1].trim[1]"), "\(r.stdout)")
  }
}
