import ChainframeCore
import ChainframeEncoding
import ChainframeTestSupport
import Foundation
import Testing

@testable import ChainframeDistributed
@testable import ChainframeRender

@Suite("Distributed renders of GIF, APNG, WebP and PNG sequences")
struct DistributedFrameChunkTests {
  /// 1.2 s at 10 fps: 12 frames; the rotation stops at 0.8 s, so the last frames are holds.
  static func scene(_ dir: TemporaryDirectory, background: String = "#102030", color: String = "#ff8000") -> String {
    dir.write(
      "s.yaml",
      """
      canvas: {width: 40, height: 30, fps: 10, duration: 1.2, background: "\(background)"}
      layers:
        - {type: rect, id: r, position: [20, 15], size: [14, 14], fill: "\(color)", opacity: 0.8,
           animations: [{property: rotation, from: 0, to: 90, duration: 0.8},
                        {property: opacity, from: 0.2, to: 1, duration: 0.5}]}

      """)
  }

  static func options(_ format: OutputFormat) -> RenderOptions {
    var o = RenderOptions()
    o.format = format
    o.threads = 2
    return o
  }

  static func bytes(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

  /// Renders `c` in `count` chunks (in reverse order) and joins them into `output`.
  static func chunked(
    _ c: Composition, _ options: RenderOptions, count: Int, in dir: TemporaryDirectory, output: String
  ) throws -> DistributedPlan {
    let plan = try DistributedPlan.make(
      composition: c, variables: [], options: options, count: count, toolVersion: "test")
    for i in (0..<count).reversed() {
      _ = try ChunkJob(composition: c, plan: plan, index: i, folder: dir.file("parts"), threads: 2).run(
        isCancelled: { false }, progress: { _, _ in })
    }
    try ChunkJoin.run(folder: dir.file("parts"), output: output, isCancelled: { false })
    return plan
  }

  @Test(
    "GIF, APNG and WebP chunks joined are byte-identical to the one-machine render",
    arguments: [OutputFormat.gif, .apng, .webp], [1, 2, 3, 13])
  func identical(format: OutputFormat, chunks: Int) throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir))
    let ext = format.extensions[0]
    let one = dir.file("one." + ext)
    _ = try c.renderNow(to: one, options: Self.options(format), isCancelled: { false }, events: { _ in })
    let plan = try Self.chunked(c, Self.options(format), count: chunks, in: dir, output: dir.file("joined." + ext))
    #expect(plan.frameCount == 12)
    #expect(plan.chunks.filter { $0.frameCount == 0 }.count == max(0, chunks - 12))
    let joined = Self.bytes(dir.file("joined." + ext))
    #expect(joined.count > 100)
    #expect(joined == Self.bytes(one), "\(format) in \(chunks) chunks")
  }

  @Test("GIF options, a transparent background, a scaled width and another frame rate join to the same bytes")
  func gifOptions() throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir, background: "#00000000"))
    var o = Self.options(.gif)
    o.dither = .floydSteinberg
    o.maxColors = 16
    o.gifFrameRate = Rational(8)
    o.scaleWidth = 30
    o.paletteMode = .frame
    o.gifMatte = GIFMatte(parsing: "#336699")
    let one = dir.file("one.gif")
    _ = try c.renderNow(to: one, options: o, isCancelled: { false }, events: { _ in })
    let plan = try Self.chunked(c, o, count: 3, in: dir, output: dir.file("joined.gif"))
    #expect(plan.frameCount == 10)
    #expect(Self.bytes(dir.file("joined.gif")) == Self.bytes(one))
  }

  @Test("The plan hash covers the GIF settings")
  func planHash() throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir))
    func hash(_ change: (inout RenderOptions) -> Void) throws -> String {
      var o = Self.options(.gif)
      change(&o)
      return try DistributedPlan.make(composition: c, variables: [], options: o, count: 2, toolVersion: "t").planHash
    }
    let hashes = [
      try hash { _ in }, try hash { $0.dither = GIFOptions.Dither.none }, try hash { $0.maxColors = 32 },
      try hash { $0.paletteMode = .clip }, try hash { $0.loop = 3 }, try hash { $0.bayerScale = 2 },
      try hash { $0.scaleWidth = 20 }, try hash { $0.gifMatte = GIFMatte.none }, try hash { $0.format = .apng },
    ]
    #expect(Set(hashes).count == hashes.count)
  }

  @Test("A PNG sequence joined from chunks has the one-machine render's files", arguments: [1, 3, 13])
  func pngSequence(chunks: Int) throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir, background: "#00000000"))
    _ = try c.renderNow(
      to: dir.file("one/%04d.png"), options: Self.options(.pngSequence), isCancelled: { false }, events: { _ in })
    _ = try Self.chunked(c, Self.options(.pngSequence), count: chunks, in: dir, output: dir.file("joined/%04d.png"))
    let fm = FileManager.default
    let names = try fm.contentsOfDirectory(atPath: dir.file("one")).sorted()
    #expect(names.count == 12)
    #expect(try fm.contentsOfDirectory(atPath: dir.file("joined")).sorted() == names)
    for name in names {
      #expect(Self.bytes(dir.file("joined/" + name)) == Self.bytes(dir.file("one/" + name)), "\(name)")
    }
  }

  enum Damage: String, CaseIterable { case missing, duplicated, truncated, foreign }

  @Test("A missing, duplicated, truncated or foreign GIF chunk is refused", arguments: Damage.allCases)
  func refusals(_ damage: Damage) throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir))
    let plan = try DistributedPlan.make(
      composition: c, variables: [], options: Self.options(.gif), count: 3, toolVersion: "test")
    let parts = dir.file("parts")
    for i in 0..<3 {
      _ = try ChunkJob(composition: c, plan: plan, index: i, folder: parts, threads: 2).run(
        isCancelled: { false }, progress: { _, _ in })
    }
    let victim = parts + "/" + ChunkFile.name(index: 1, count: 3)
    let fm = FileManager.default
    switch damage {
    case .missing: try fm.removeItem(atPath: victim)
    case .duplicated: try fm.copyItem(atPath: victim, toPath: parts + "/copy.cfchunk")
    case .truncated:
      let data = Self.bytes(victim)
      try data.prefix(data.count - 50).write(to: URL(fileURLWithPath: victim))
    case .foreign:
      var o = Self.options(.gif)
      o.dither = GIFOptions.Dither.none
      let other = try DistributedPlan.make(composition: c, variables: [], options: o, count: 3, toolVersion: "test")
      _ = try ChunkJob(composition: c, plan: other, index: 1, folder: dir.file("other"), threads: 2).run(
        isCancelled: { false }, progress: { _, _ in })
      try fm.removeItem(atPath: victim)
      try fm.copyItem(atPath: dir.file("other/" + ChunkFile.name(index: 1, count: 3)), toPath: victim)
    }
    let output = dir.file("j.gif")
    let error = try #require(throws: DistributedError.self) {
      try ChunkJoin.run(folder: parts, output: output, isCancelled: { false })
    }
    let text = error.description
    switch damage {
    case .missing: #expect(text.contains("missing") && text.contains(": 1;"), "\(text)")
    case .duplicated: #expect(text.contains("chunk 1 is there twice"), "\(text)")
    case .truncated: #expect(text.contains("damaged") && text.contains(victim), "\(text)")
    case .foreign: #expect(text.contains("does not belong") && text.contains(victim), "\(text)")
    }
    #expect(!fm.fileExists(atPath: output))
  }

  @Test("A chunk whose frame images have another size is refused, naming it")
  func hostileFrames() throws {
    let dir = TemporaryDirectory()
    let c = try Composition.load(contentsOf: Self.scene(dir))
    let plan = try DistributedPlan.make(
      composition: c, variables: [], options: Self.options(.gif), count: 1, toolVersion: "test")
    let path = dir.file("parts/" + ChunkFile.name(index: 0, count: 1))
    try FileManager.default.createDirectory(atPath: dir.file("parts"), withIntermediateDirectories: false)
    let writer = try ChunkFileWriter(path: path, header: ChunkHeader(plan: plan, index: 0, extradata: Data()))
    let image = try LosslessFrameEncoder(width: 400, height: 300).encode(PixelBuffer(width: 400, height: 300))
    for n in 0..<12 {
      try writer.write(EncodedPacket(pts: Int64(n), dts: Int64(n), duration: 1, isKey: true, data: image))
    }
    try writer.finish()
    let error = try #require(throws: EncodingError.self) {
      try ChunkJoin.run(folder: dir.file("parts"), output: dir.file("j.gif"), isCancelled: { false })
    }
    #expect(error.description.contains(path), "\(error)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("j.gif")))
  }

  @Test("Lossless frames decode to the very pixels encoded")
  func losslessRoundTrip() throws {
    let pixels = PixelBuffer(width: 7, height: 5)
    pixels.withUnsafeMutableBytes { raw in
      for y in 0..<5 {
        for x in 0..<28 { raw[y * pixels.stride + x] = UInt8((x * 37 + y * 11) % 256) }
      }
    }
    let bytes = try LosslessFrameEncoder(width: 7, height: 5).encode(pixels)
    // Twice through one decoder: each image stands alone.
    let decoder = try LosslessFrameDecoder(width: 7, height: 5)
    for back in [try decoder.decode(bytes, source: "test"), try decoder.decode(bytes, source: "test")] {
      for y in 0..<5 {
        for x in 0..<7 { #expect(back.pixel(x: x, y: y) == pixels.pixel(x: x, y: y)) }
      }
    }
    #expect(throws: EncodingError.self) { try LosslessFrameDecoder(width: 8, height: 5).decode(bytes, source: "t") }
  }
}
