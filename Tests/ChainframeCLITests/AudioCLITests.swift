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
