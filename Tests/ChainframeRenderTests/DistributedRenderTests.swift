import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeDistributed
@testable import ChainframeRender

@Suite("Distributed renders")
struct DistributedRenderTests {
  /// 3.5 s at 30 fps in 0.5 s segments: 105 frames, 7 segments (the last one 15 frames).
  static func scene(_ dir: TemporaryDirectory, audio: Bool, color: String = "#ff0000") -> String {
    if audio { WAVWriter.tone(path: dir.file("tone.wav"), seconds: 1.2) }
    return dir.write(
      "s.yaml",
      """
      canvas: {width: 64, height: 48, fps: 30, duration: 3.5}
      layers:
        - {type: rect, id: r, position: [32, 24], size: [20, 20], fill: "\(color)",
           animations: [{property: rotation, from: 0, to: 360, duration: 3}]}
      \(audio ? "audio: {file: tone.wav, offset: 0.3, fadeOut: 0.2}" : "")

      """)
  }

  static func options(_ format: String = "mp4") -> RenderOptions {
    var o = RenderOptions()
    switch format {
    case "webm": o.format = .webm
    case "hevc": o.format = .hevc
    case "mov": o.format = .mov
    case "prores422hq": o.format = .prores422hq
    case "gif": o.format = .gif
    case "apng": o.format = .apng
    case "webp": o.format = .webp
    case "av1": o.format = .av1
    case "y4m": o.format = .y4m
    default: o.format = .mp4
    }
    o.segmentSeconds = 0.5
    o.threads = 2
    return o
  }

  static func plan(_ c: Composition, chunks: Int, format: String = "mp4") throws -> DistributedPlan {
    try DistributedPlan.make(
      composition: c, variables: [], options: options(format), count: chunks, toolVersion: "test")
  }

  static func renderChunks(_ c: Composition, _ plan: DistributedPlan, into folder: String, order: [Int]) throws {
    for i in order {
      _ = try ChunkJob(composition: c, plan: plan, index: i, folder: folder, threads: 2).run(
        isCancelled: { false }, progress: { _, _ in })
    }
  }

  static func bytes(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

  @Test(
    "Chunks joined are byte-identical to the one-machine render",
    arguments: [1, 2, 3, 7], [false, true])
  func identical(chunks: Int, audio: Bool) throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir, audio: audio))
    let one = dir.file("one.mp4")
    _ = try c.renderNow(to: one, options: Self.options(), isCancelled: { false }, events: { _ in })
    let plan = try Self.plan(c, chunks: chunks)
    // Reverse order: the join orders chunks by index, not by time of arrival.
    try Self.renderChunks(c, plan, into: dir.file("parts"), order: Array((0..<chunks).reversed()))
    try ChunkJoin.run(folder: dir.file("parts"), output: dir.file("joined.mp4"), isCancelled: { false })
    let joined = Self.bytes(dir.file("joined.mp4"))
    #expect(joined.count > 1000)
    #expect(joined == Self.bytes(one), "\(chunks) chunks, audio \(audio)")
  }

  @Test("Other chunkable formats join to the same bytes", arguments: ["webm", "hevc", "mov", "prores422hq"])
  func formats(_ format: String) throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir, audio: format != "prores422hq"))
    let ext = ["hevc": "mp4", "prores422hq": "mov"][format] ?? format
    let one = dir.file("one." + ext)
    _ = try c.renderNow(to: one, options: Self.options(format), isCancelled: { false }, events: { _ in })
    let plan = try Self.plan(c, chunks: 3, format: format)
    try Self.renderChunks(c, plan, into: dir.file("parts"), order: [1, 2, 0])
    try ChunkJoin.run(folder: dir.file("parts"), output: dir.file("joined." + ext), isCancelled: { false })
    #expect(Self.bytes(dir.file("joined." + ext)) == Self.bytes(one))
  }

  @Test("A chunk rendered twice has the same bytes, and more chunks than segments leave empty chunks")
  func retriesAndEmptyChunks() throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir, audio: false))
    let plan = try Self.plan(c, chunks: 9)
    #expect(plan.chunks.filter { $0.frameCount == 0 }.count == 2)
    try Self.renderChunks(c, plan, into: dir.file("parts"), order: Array(0..<9))
    let name = dir.file("parts/" + ChunkFile.name(index: 4, count: 9))
    let first = Self.bytes(name)
    try Self.renderChunks(c, plan, into: dir.file("parts"), order: [4])
    #expect(Self.bytes(name) == first)
    let one = dir.file("one.mp4")
    _ = try c.renderNow(to: one, options: Self.options(), isCancelled: { false }, events: { _ in })
    try ChunkJoin.run(folder: dir.file("parts"), output: dir.file("j.mp4"), isCancelled: { false })
    #expect(Self.bytes(dir.file("j.mp4")) == Self.bytes(one))
  }

  enum Damage: String, CaseIterable { case missing, duplicated, truncated, foreign }

  @Test("A missing, duplicated, truncated or foreign chunk is refused, naming it", arguments: Damage.allCases)
  func refusals(_ damage: Damage) throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir, audio: false))
    let plan = try Self.plan(c, chunks: 3)
    let parts = dir.file("parts")
    try Self.renderChunks(c, plan, into: parts, order: [0, 1, 2])
    let victim = parts + "/" + ChunkFile.name(index: 1, count: 3)
    let fm = FileManager.default
    switch damage {
    case .missing: try fm.removeItem(atPath: victim)
    case .duplicated: try fm.copyItem(atPath: victim, toPath: parts + "/copy.cfchunk")
    case .truncated:
      let data = Self.bytes(victim)
      try data.prefix(data.count - 100).write(to: URL(fileURLWithPath: victim))
    case .foreign:
      // The same chunk of another scene (another colour).
      let other = TemporaryDirectory()
      let c2 = try Composition.load(contentsOf: Self.scene(other, audio: false, color: "#00ff00"))
      let plan2 = try Self.plan(c2, chunks: 3)
      try Self.renderChunks(c2, plan2, into: other.file("parts"), order: [1])
      try fm.removeItem(atPath: victim)
      try fm.copyItem(atPath: other.file("parts/" + ChunkFile.name(index: 1, count: 3)), toPath: victim)
    }
    let output = dir.file("j.mp4")
    let error = try #require(throws: DistributedError.self) {
      try ChunkJoin.run(folder: parts, output: output, isCancelled: { false })
    }
    let text = error.description
    switch damage {
    case .missing: #expect(text.contains("missing") && text.contains(": 1;"), "\(text)")
    case .duplicated: #expect(text.contains("chunk 1 is there twice") && text.contains("copy.cfchunk"), "\(text)")
    case .truncated: #expect(text.contains("damaged") && text.contains(victim), "\(text)")
    case .foreign: #expect(text.contains("does not belong") && text.contains(victim), "\(text)")
    }
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("Formats that cannot chunk refuse with the reason", arguments: ["av1", "y4m"])
  func refusedFormats(_ format: String) throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir, audio: false))
    let error = try #require(throws: DistributedError.self) { try Self.plan(c, chunks: 2, format: format) }
    #expect(error.description.contains("cannot be rendered in chunks"))
  }

  @Test("The plan hash changes with the scene, the variables, the soundtrack's bytes and the options")
  func planHash() throws {
    let dir = TemporaryDirectory()
    let path = Self.scene(dir, audio: true)
    let c = try Composition.load(contentsOf: path)
    let base = try Self.plan(c, chunks: 2).planHash
    #expect(try Self.plan(c, chunks: 2).planHash == base)
    let vars = try DistributedPlan.make(
      composition: c, variables: [("speed", "2")], options: Self.options(), count: 2, toolVersion: "test")
    var crf = Self.options()
    crf.crf = 30
    let quality = try DistributedPlan.make(composition: c, variables: [], options: crf, count: 2, toolVersion: "test")
    let tool = try DistributedPlan.make(
      composition: c, variables: [], options: Self.options(), count: 2, toolVersion: "other")
    WAVWriter.tone(path: dir.file("tone.wav"), seconds: 1.3)
    let audio = try Self.plan(c, chunks: 2).planHash
    let hashes = [base, vars.planHash, quality.planHash, tool.planHash, audio, try Self.plan(c, chunks: 3).planHash]
    #expect(Set(hashes).count == hashes.count)
  }

  @Test(
    "Keyframes are exactly the segment starts (no scene-cut keyframes); 0 seconds means one encoder",
    arguments: ["mp4", "webm", "hevc"])
  func keyframes(_ format: String) throws {
    let dir = TemporaryDirectory()
    // A hard cut at 1 s (the colour jumps): a scene-cut keyframe would land there.
    let scene = dir.write(
      "cut.yaml",
      """
      canvas: {width: 64, height: 48, fps: 30, duration: 3.5}
      layers:
        - {type: rect, id: r, position: [32, 24], size: [64, 48], fill: "#ff0000",
           animations: [{property: fill, from: "#000000", to: "#ffffff", duration: 0.01, delay: 1}]}

      """)
    let c = try Composition.load(contentsOf: scene)
    let path = dir.file("k." + (format == "webm" ? "webm" : "mp4"))
    _ = try c.renderNow(to: path, options: Self.options(format), isCancelled: { false }, events: { _ in })
    let probe = try ProcessResult.run(
      "/usr/bin/ffprobe",
      ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts,flags", "-of", "csv=p=0", path])
    var keys: [Int] = []
    let lines = probe.stdout.split(separator: "\n")
    let ptsSorted = lines.compactMap { Int($0.split(separator: ",").first ?? "") }.sorted()
    for line in lines where line.split(separator: ",").dropFirst().first?.hasPrefix("K") == true {
      if let pts = Int(line.split(separator: ",")[0]), let n = ptsSorted.firstIndex(of: pts) { keys.append(n) }
    }
    #expect(keys == [0, 15, 30, 45, 60, 75, 90], "\(format): keyframes at frames \(keys)")
  }
}
