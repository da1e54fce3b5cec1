import ChainframeTestSupport
import Foundation
import Testing

/// MP4 and MOV renders of a scene with captions carry them as a soft subtitle track
/// (`mov_text`): read back with FFmpeg's tools, its cues equal the SRT's.
@Suite("Soft subtitle track")
struct SubtitleTrackTests {
  static let srt = """
    1
    00:00:00,500 --> 00:00:01,200
    <i>Hello</i> there

    2
    00:00:01,500 --> 00:00:02,000
    Second line
    and a third

    3
    00:00:02,100 --> 00:00:02,345
    {\\an8}Fish & <b>chips</b>

    """

  /// One cue: start and end in milliseconds, and its text.
  struct Cue: Equatable, CustomStringConvertible {
    var start: Int
    var end: Int
    var text: String
    var description: String { "\(start)-\(end) \(text.debugDescription)" }
  }

  /// Cues of SRT text; cues without text (gaps a muxer fills) are left out.
  static func parse(_ srt: String) -> [Cue] {
    func ms(_ t: Substring) -> Int {
      let parts = t.trimmingCharacters(in: .whitespaces).split(whereSeparator: { ":,.".contains($0) }).map {
        Int($0) ?? 0
      }
      guard parts.count == 4 else { return -1 }
      return ((parts[0] * 60 + parts[1]) * 60 + parts[2]) * 1000 + parts[3]
    }
    var cues: [Cue] = []
    let blocks = srt.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n")
    for block in blocks {
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
      guard let timing = lines.firstIndex(where: { $0.contains("-->") }) else { continue }
      let times = lines[timing].components(separatedBy: "-->")
      let text = lines[(timing + 1)...].joined(separator: "\n")
      guard !text.isEmpty else { continue }
      cues.append(Cue(start: ms(Substring(times[0])), end: ms(Substring(times[1])), text: text))
    }
    return cues
  }

  /// The scene's cues as the track must carry them: the SRT's times, text without markup.
  static let expected = [
    Cue(start: 500, end: 1200, text: "Hello there"),
    Cue(start: 1500, end: 2000, text: "Second line\nand a third"),
    Cue(start: 2100, end: 2345, text: "Fish & chips"),
  ]

  static func render(_ format: String, _ extra: [String] = []) throws -> (dir: TemporaryDirectory, file: String) {
    let dir = TemporaryDirectory()
    dir.write("talk.srt", srt)
    let scene = dir.write(
      "s.yaml",
      "canvas: {width: 160, height: 90, fps: 10, duration: 2.5}\nlayers: []\ncaptions: {file: talk.srt}\n")
    let out = dir.file("out.\(format)")
    let r = try BuiltBinary.runChainframe(["render", scene, "-o", out, "-q"] + extra)
    #expect(r.status == 0, "\(r.stderr)")
    return (dir, out)
  }

  static func streams(_ file: String) throws -> [String] {
    let probe = try ProcessResult.run(
      "/usr/bin/ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,codec_name", "-of", "csv=p=0", file])
    return probe.stdout.split(separator: "\n").map(String.init)
  }

  static func decodedCues(_ file: String) throws -> [Cue] {
    let r = try ProcessResult.run("/usr/bin/ffmpeg", ["-v", "error", "-i", file, "-map", "0:s:0", "-f", "srt", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    return parse(r.stdout)
  }

  @Test("The track is mov_text and its cues decode back to the SRT's times and texts", arguments: ["mp4", "mov"])
  func roundTrip(_ format: String) throws {
    let (dir, file) = try Self.render(format)
    _ = dir
    #expect(try Self.streams(file) == ["h264,video", "mov_text,subtitle"])
    let cues = try Self.decodedCues(file)
    #expect(cues == Self.expected, "\(cues)")
  }

  @Test("A frame range shifts and clips the cues like --captions-vtt")
  func frameRange() throws {
    let (dir, file) = try Self.render("mp4", ["--frames", "10..20"])
    _ = dir
    #expect(
      try Self.decodedCues(file) == [
        Cue(start: 0, end: 200, text: "Hello there"), Cue(start: 500, end: 1000, text: "Second line\nand a third"),
      ])
  }

  @Test("The same scene gives the same bytes on 1 and 2 threads")
  func deterministic() throws {
    let (a, fileA) = try Self.render("mp4", ["--threads", "1"])
    let (b, fileB) = try Self.render("mp4", ["--threads", "2"])
    _ = (a, b)
    #expect(FileManager.default.contents(atPath: fileA) == FileManager.default.contents(atPath: fileB))
  }

  @Test("--no-subtitle-track leaves the track out; formats without one keep only the burned-in text")
  func off() throws {
    let (dir, file) = try Self.render("mp4", ["--no-subtitle-track"])
    _ = dir
    #expect(try Self.streams(file) == ["h264,video"])
    let (webm, webmFile) = try Self.render("webm")
    _ = webm
    #expect(try Self.streams(webmFile) == ["vp9,video"])
  }
}
