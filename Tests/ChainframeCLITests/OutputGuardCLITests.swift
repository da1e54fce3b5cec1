import ChainframeTestSupport
import Foundation
import Testing

/// Issue 30's overwrite class, through the binary: no command replaces a file it read, a
/// non-regular file, a file of another kind, or a user's file under a cache's name; the stale
/// temporary sweep removes only marked leftovers. Each case checks that every file that was
/// there before is unchanged afterwards.
@Suite("One output guard for every writer")
struct OutputGuardCLITests {
  static let scene = """
    vars: {id: "x"}
    canvas: {width: 32, height: 32, fps: 10, duration: 0.3, background: "#203040"}
    layers:
      - {type: rect, id: "r${id}", position: [16, 16], size: [10, 10], fill: "#ff8800"}
    """

  /// Every regular file in `dir` (recursively) with its bytes.
  static func snapshot(_ dir: TemporaryDirectory) -> [String: Data] {
    var files: [String: Data] = [:]
    for name in (try? FileManager.default.subpathsOfDirectory(atPath: dir.path)) ?? [] {
      var isFolder: ObjCBool = false
      let path = dir.file(name)
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
        let data = FileManager.default.contents(atPath: path)
      {
        files[name] = data
      }
    }
    return files
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// Files to create first: name → text ("@render" renders the scene there first).
    let setup: [(String, String)]
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a --data row whose output names the rows file", setup: [("rows.csv", "id\nrows\n")],
      arguments: ["render", "s.yaml", "--data", "rows.csv", "-o", "{id}.csv", "--format", "mp4"], status: 2,
      message: "it is also the --data file"),
    Case(
      name: "a --data run whose fixed output is the rows file", setup: [("rows.csv", "id\nonly\n")],
      arguments: ["render", "s.yaml", "--data", "rows.csv", "-o", "rows.csv", "--format", "gif"], status: 2,
      message: "it is also the --data file"),
    Case(
      name: "verify --report naming the reference", setup: [("ref.mp4", "@render")],
      arguments: ["verify", "s.yaml", "--reference", "ref.mp4", "--report", "ref.mp4"], status: 73,
      message: "it is also a media input"),
    Case(
      name: "verify --junit naming the scene", setup: [("ref.mp4", "@render")],
      arguments: ["verify", "s.yaml", "--reference", "ref.mp4", "--junit", "s.yaml"], status: 73,
      message: "it is also the scene file"),
    Case(
      name: "verify --html naming the reference", setup: [("ref.mp4", "@render")],
      arguments: ["verify", "s.yaml", "--reference", "ref.mp4", "--html", "ref.mp4"], status: 73,
      message: "it is also a media input"),
    Case(
      name: "a manifest job writing over the manifest",
      setup: [("jobs.yaml", "jobs:\n  - {scene: s.yaml, output: jobs.yaml, format: mp4}\n")],
      arguments: ["batch", "jobs.yaml"], status: 2, message: "it is also the manifest"),
    Case(
      name: "a manifest job writing over another job's scene",
      setup: [
        ("t.yaml", scene),
        ("jobs.yaml", "jobs:\n  - {scene: s.yaml, output: t.yaml, format: mp4}\n  - {scene: t.yaml, output: o.mp4}\n"),
      ],
      arguments: ["batch", "jobs.yaml"], status: 2, message: "it is also the scene of"),
    Case(
      name: "a render over a file of another kind", setup: [("notes.mp4", "my notes, not a video\n")],
      arguments: ["render", "s.yaml", "-o", "notes.mp4"], status: 73, message: "will not replace"),
    Case(
      name: "an import over a PNG", setup: [("pic.png", "@png")],
      arguments: ["import", "anim.json", "-o", "pic.png"], status: 73, message: "will not replace"),
  ]

  static let lottie = """
    {"v":"5.7.0","fr":10,"ip":0,"op":3,"w":32,"h":32,"layers":[{"ty":1,"sc":"#ff0000","sw":32,"sh":32,
    "ip":0,"op":3,"st":0,"ks":{}}]}
    """

  @Test("A command never replaces what it read or a file of another kind", arguments: cases)
  func refuses(_ c: Case) throws {
    let dir = TemporaryDirectory()
    dir.write("s.yaml", Self.scene)
    dir.write("anim.json", Self.lottie)
    for (name, text) in c.setup {
      switch text {
      case "@render":
        #expect(try BuiltBinary.runChainframe(["render", "s.yaml", "-o", name, "-q"], in: dir.path).status == 0)
      case "@png":
        #expect(try BuiltBinary.runChainframe(["still", "s.yaml", "-o", name], in: dir.path).status == 0)
      default: dir.write(name, text)
      }
    }
    let before = Self.snapshot(dir)
    let result = try BuiltBinary.runChainframe(c.arguments, in: dir.path)
    #expect(result.status == c.status, "\(result.stderr)")
    #expect(result.stderr.contains(c.message), "\(result.stderr)")
    let after = Self.snapshot(dir)
    for (name, data) in before.sorted(by: { $0.key < $1.key }) {
      #expect(after[name] == data, "\(name) was changed or removed")
    }
    #expect(after.keys.filter { $0.hasSuffix(".partial") }.isEmpty)
  }

  @Test("A --data run writes no cache into the output folder and leaves a FIFO or file of the cache's name alone")
  func noCacheInOutputFolder() throws {
    let dir = TemporaryDirectory()
    dir.write("s.yaml", Self.scene)
    dir.write("rows.csv", "id\na\n")
    try FileManager.default.createDirectory(atPath: dir.file("out"), withIntermediateDirectories: false)
    dir.write("out/.chainframe-cache.json", "mine\n")
    #expect(mkfifo(dir.file("out/fifo.mp4"), 0o644) == 0)
    let cache = TemporaryDirectory()
    for flags in [[], ["--skip-unchanged"]] {
      let result = try BuiltBinary.runChainframe(
        ["render", "s.yaml", "--data", "rows.csv", "-o", "out/{id}.mp4", "-q"] + flags, in: dir.path,
        environment: ["CHAINFRAME_CACHE_DIR": cache.path])
      #expect(result.status == 0, "\(result.stderr)")
    }
    #expect(FileManager.default.contents(atPath: dir.file("out/.chainframe-cache.json")) == Data("mine\n".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.file("out")).sorted() == [
        ".chainframe-cache.json", "a.mp4", "fifo.mp4",
      ])
    #expect(!(try FileManager.default.subpathsOfDirectory(atPath: cache.path)).filter { $0.hasSuffix(".json") }.isEmpty)
    let fifo = try ProcessResult.run("/usr/bin/test", ["-p", dir.file("out/fifo.mp4")])
    #expect(fifo.status == 0, "the FIFO was replaced")
    let onFIFO = try BuiltBinary.runChainframe(["render", "s.yaml", "-o", "out/fifo.mp4"], in: dir.path)
    #expect(onFIFO.status == 73 && onFIFO.stderr.contains("not a regular file"), "\(onFIFO.stderr)")
  }

  @Test("join refuses a scene, another file type and its own chunks as the output")
  func joinOutputs() throws {
    let dir = TemporaryDirectory()
    dir.write("s.yaml", Self.scene)
    try FileManager.default.createDirectory(atPath: dir.file("parts"), withIntermediateDirectories: false)
    for i in 0..<2 {
      let r = try BuiltBinary.runChainframe(
        ["render", "s.yaml", "--chunk", "\(i)/2", "-o", "parts/", "-q"], in: dir.path)
      #expect(r.status == 0, "\(r.stderr)")
    }
    let chunk = try #require(try FileManager.default.contentsOfDirectory(atPath: dir.file("parts")).sorted().first)
    let before = Self.snapshot(dir)
    for output in ["s.yaml", "parts/" + chunk, "notes.txt"] {
      let r = try BuiltBinary.runChainframe(["join", "parts", "-o", output], in: dir.path)
      #expect(r.status != 0, "join -o \(output) succeeded")
      #expect(r.stderr.contains("chainframe: error:"), "\(r.stderr)")
    }
    #expect(Self.snapshot(dir) == before)
    let ok = try BuiltBinary.runChainframe(["join", "parts", "-o", "out.mp4"], in: dir.path)
    #expect(ok.status == 0, "\(ok.stderr)")
  }

  @Test("The stale-temporary sweep keeps an unmarked file whose name looks like a dead process's temporary")
  func sweepNeedsTheMarker() throws {
    let dir = TemporaryDirectory()
    var buffer = [CChar](repeating: 0, count: 256)
    gethostname(&buffer, buffer.count)
    let host = String(
      String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).unicodeScalars.map {
        CharacterSet.alphanumerics.contains($0) || $0 == "_" ? Character($0) : "_"
      }.prefix(64))
    let lookalike = ".scene.yaml.cf-\(host)-999999-abc.partial"
    dir.write(lookalike, Self.scene)
    let r = try BuiltBinary.runChainframe(["render", lookalike, "-o", "out.mp4", "-q"], in: dir.path)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir.file(lookalike)), "the sweep deleted a user's file")
  }
}
