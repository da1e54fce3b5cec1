import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import ChainframeTestSupport
import Foundation
import Testing

/// The soft subtitle track written by both muxing paths (one encoder, and segments through
/// the packet muxer), read back with FFmpeg's tools.
@Suite("Subtitle track encoding")
struct SubtitleTrackEncodingTests {
  static func encode(_ cues: [CaptionCue], to path: String, segmented: Bool, format: OutputFormat = .mp4) throws {
    var settings = VideoSettings(width: 64, height: 48, fps: Rational(10), format: format)
    settings.subtitles = cues
    if segmented { settings.segmentFrames = 10 }
    let encoder = try SegmentedFileEncoder.make(path: path, settings: settings)
    let renderer = try FrameRenderer(width: 64, height: 48)
    for _ in 0..<30 {
      try encoder.append(try renderer.render(DisplayList(width: 64, height: 48, background: .black, commands: [])))
    }
    try encoder.finish()
  }

  /// `start-end text` lines of the first subtitle stream, as ffmpeg's SRT writer gives them.
  static func readBack(_ path: String) throws -> [String] {
    let r = try ProcessResult.run("/usr/bin/ffmpeg", ["-v", "error", "-i", path, "-map", "0:s:0", "-f", "srt", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    return r.stdout.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n").compactMap { block in
      let lines = block.split(separator: "\n").map(String.init)
      guard lines.count >= 3 else { return nil }
      return lines[1].replacingOccurrences(of: " --> ", with: "-") + " " + lines[2...].joined(separator: "|")
    }
  }

  @Test(
    "Cues in any order, overlapping or starting together, become one cue at a time",
    arguments: [false, true])
  func overlaps(segmented: Bool) throws {
    let dir = TemporaryDirectory()
    let path = dir.file("s.mp4")
    let cues = [
      CaptionCue(start: 1.5, end: 2.5, text: "third"),
      CaptionCue(start: 0.25, end: 1.0, text: "first"),
      CaptionCue(start: 0.25, end: 0.75, text: "  together\n\n"),
      CaptionCue(start: 0.8, end: 2.0, text: "second"),
      CaptionCue(start: 2.9, end: 9.0, text: "past the end"),
    ]
    try Self.encode(cues, to: path, segmented: segmented)
    #expect(
      try Self.readBack(path) == [
        "00:00:00,250-00:00:00,800 first|together", "00:00:00,800-00:00:01,500 second",
        "00:00:01,500-00:00:02,500 third", "00:00:02,900-00:00:09,000 past the end",
      ])
  }

  @Test("One encoder and the segmented muxer write the same subtitle packets")
  func samePackets() throws {
    let dir = TemporaryDirectory()
    let cues = [CaptionCue(start: 0.5, end: 1.25, text: "Hello"), CaptionCue(start: 2, end: 2.75, text: "again")]
    try Self.encode(cues, to: dir.file("a.mp4"), segmented: false)
    try Self.encode(cues, to: dir.file("b.mp4"), segmented: true)
    func packets(_ file: String) throws -> String {
      try ProcessResult.run(
        "/usr/bin/ffprobe",
        [
          "-v", "error", "-select_streams", "s:0", "-show_entries", "packet=pts,duration,size,data", "-show_data",
          "-of", "compact", file,
        ]
      ).stdout
    }
    let a = try packets(dir.file("a.mp4"))
    #expect(a.contains("Hello") && a.contains("again"), "\(a)")
    #expect(a == (try packets(dir.file("b.mp4"))))
  }

  @Test("A format without subtitle tracks refuses cues")
  func refused() throws {
    let dir = TemporaryDirectory()
    #expect(throws: EncodingError.self) {
      try Self.encode(
        [CaptionCue(start: 0, end: 1, text: "x")], to: dir.file("s.webm"), segmented: false, format: .webm)
    }
  }
}
