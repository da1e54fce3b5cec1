// Chainframe benchmarks. Run through scripts/bench (release build); results go to
// docs/benchmarks.md. Never part of `swift test`: timings belong here, not in unit tests.
import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import ChainframeRendering
import Foundation

/// Monotonic seconds, for timing only (never used by the engine).
/// CPU time of the whole process (all threads), seconds.
func processCPUSeconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs `body` `runs` times (or `BENCH_RUNS` times when set: `scripts/bench --instructions`
/// runs each stage once under callgrind, counting only inside `measure`) and returns the median
/// and best wall time in seconds.
@inline(never)
func measure(runs: Int, _ body: () -> Void) -> (median: Double, best: Double) {
  var times: [Double] = []
  for _ in 0..<(benchRuns ?? runs) {
    let start = now()
    body()
    times.append(now() - start)
  }
  times.sort()
  return (times[times.count / 2], times[0])
}

/// 10,000 animated properties × 600 frames: 2,500 layers × 4 tracks, mixing the kinds a
/// real scene uses.
func compileScene(mix: String) -> Scene {
  let canvas = Canvas(width: 1280, height: 720, fps: Rational(60), duration: 10, background: .black)
  let x = AnimatableProperty.positionX
  let y = AnimatableProperty.positionY
  let r = AnimatableProperty.rotation
  let o = AnimatableProperty.opacity
  var layers: [Layer] = []
  for i in 0..<2500 {
    let d = Double(i % 7) * 0.1
    var specs: [AnimationSpec]
    switch mix {
    case "linear":
      specs = [
        AnimationSpec(property: x, from: [0], to: [500], duration: 5, delay: d),
        AnimationSpec(property: y, from: [0], to: [300], duration: 4, delay: d),
        AnimationSpec(property: r, from: [0], to: [360], duration: 6, delay: d),
        AnimationSpec(property: o, from: [0], to: [1], duration: 2, delay: d),
      ]
    case "eased":
      specs = [
        AnimationSpec(property: x, from: [0], to: [500], duration: 5, delay: d, timing: .cssEaseInOut),
        AnimationSpec(property: y, from: [0], to: [300], duration: 4, delay: d, timing: .penner(.easeOutBounce)),
        AnimationSpec(property: r, from: [0], to: [360], duration: 6, delay: d, timing: .cssEase),
        AnimationSpec(property: o, from: [0], to: [1], duration: 2, delay: d, timing: .penner(.easeInOutCubic)),
      ]
    default:  // "springs": one spring per layer, the rest eased
      specs = [
        AnimationSpec(
          property: x,
          kind: .spring(SpringParameters(bounciness: Double(i % 20), speed: 12), velocity: nil, stepping: .exact),
          from: [0], to: [500], delay: d),
        AnimationSpec(property: y, from: [0], to: [300], duration: 4, delay: d, timing: .cssEaseInOut),
        AnimationSpec(property: r, from: [0], to: [360], duration: 6, delay: d, timing: .cssEase),
        AnimationSpec(property: o, from: [0], to: [1], duration: 2, delay: d, timing: .cssEaseOut),
      ]
    }
    layers.append(Layer(id: "l\(i)", shape: .rect, base: .default, animations: specs))
  }
  return Scene(canvas: canvas, layers: layers)
}

/// The 10,000-layer bench scene as YAML (flow mappings, one layer per two lines).
func loadBenchYAML() -> String {
  var yaml = "canvas: {width: 1920, height: 1080, fps: 60, duration: 10, background: \"#101010\"}\nlayers:\n"
  for i in 0..<10_000 {
    yaml +=
      "  - {type: rect, id: r\(i), position: [\(i % 1900), \(i % 1000)], size: [20, 20], cornerRadius: 4, fill: \"#3080ff\",\n"
    yaml +=
      "     animations: [{property: position.x, by: 100, duration: 2, delay: \(Double(i % 50) * 0.01), easing: ease-in-out}, {property: opacity, from: 0, to: 1, duration: 0.5}]}\n"
  }
  return yaml
}

/// The same scene as JSON, one layer per line.
func loadBenchJSON() -> String {
  var json =
    "{\"canvas\": {\"width\": 1920, \"height\": 1080, \"fps\": 60, \"duration\": 10, \"background\": \"#101010\"},\n\"layers\": [\n"
  for i in 0..<10_000 {
    json +=
      "  {\"type\": \"rect\", \"id\": \"r\(i)\", \"position\": [\(i % 1900), \(i % 1000)], \"size\": [20, 20], \"cornerRadius\": 4, \"fill\": \"#3080ff\", "
    json +=
      "\"animations\": [{\"property\": \"position.x\", \"by\": 100, \"duration\": 2, \"delay\": \(Double(i % 50) * 0.01), \"easing\": \"ease-in-out\"}, {\"property\": \"opacity\", \"from\": 0, \"to\": 1, \"duration\": 0.5}]}"
    json += i == 9_999 ? "\n]}\n" : ",\n"
  }
  return json
}

/// `BENCH_RUNS`: how many times every measured body runs, overriding each suite's count.
let benchRuns = ProcessInfo.processInfo.environment["BENCH_RUNS"].flatMap { Int($0) }
let arguments = CommandLine.arguments.dropFirst()
let which = arguments.first ?? "compile"
switch which {
case "compile":
  print("| workload (10,000 properties × 600 frames) | median | best | ns per value |")
  print("| --- | --- | --- | --- |")
  let mixes = arguments.count > 1 ? Array(arguments.dropFirst()) : ["linear", "eased", "springs"]
  for mix in mixes {
    let scene = compileScene(mix: mix)
    var frames = 0
    let (median, best) = measure(runs: 5) {
      let compiled = SceneCompiler.compile(scene)
      frames = compiled.frameCount
    }
    let values = Double(10_000 * frames)
    print(String(format: "| %@ | %.1f ms | %.1f ms | %.1f |", mix, median * 1000, best * 1000, median * 1e9 / values))
  }
case "load":
  // Loading and validating a 10,000-layer scene (issue 17: JSON < 250 ms, YAML < 600 ms).
  // `load [yaml|json|parse-yaml|parse-json|compile]`: one row only (for scripts/bench-instructions).
  let formats =
    arguments.count > 1
    ? Array(arguments.dropFirst())
    : ["yaml", "json", "yaml-general", "json-general", "parse-yaml", "parse-json", "compile"]
  let yaml = loadBenchYAML()
  let json = loadBenchJSON()
  print(
    "| 10,000-layer scene (\(yaml.utf8.count / 1024) KiB of YAML, \(json.utf8.count / 1024) KiB of JSON) | median of 5 |"
  )
  print("| --- | --- |")
  for format in formats {
    switch format {
    case "yaml", "json", "yaml-general", "json-general":
      // `-general`: the Yams path every scene took before the fast paths.
      let general = format.hasSuffix("-general")
      let (text, file) = format.hasPrefix("yaml") ? (yaml, "big.yaml") : (json, "big.json")
      var options = SceneLoadOptions()
      options.fastParsing = !general
      var ok = false
      let (t, _) = measure(runs: 5) { ok = (try? SceneLoader.load(text: text, file: file, options: options)) != nil }
      precondition(ok, "the \(format) bench scene must load")
      print(String(format: "| load + validate %@ (parse, decode, every check) | %.0f ms |", format, t * 1000))
    case "parse-yaml", "parse-json":
      let (text, file) = format == "parse-yaml" ? (yaml, "big.yaml") : (json, "big.json")
      let (t, _) = measure(runs: 5) { _ = try? SceneNodeParser.parse(text, file: file) }
      print(String(format: "| text to node tree only, %@ | %.0f ms |", String(format.dropFirst(6)), t * 1000))
    default:
      guard let scene = try? SceneLoader.load(text: yaml, file: "big.yaml") else { break }
      let (compile, _) = measure(runs: 5) { _ = SceneCompiler.compile(scene) }
      print(String(format: "| compile 20,000 tracks x 600 frames | %.0f ms |", compile * 1000))
    }
  }
case "render":
  // Render-only (no conversion, no encode): the whole scene on 1 and on N threads.
  guard arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: Benchmarks render SCENE [threads]\n".utf8))
    exit(64)
  }
  // The public API's loader and the render pipeline's workers, drawing only.
  let composition = try Composition.load(contentsOf: String(arguments[arguments.startIndex + 1]))
  let threads = arguments.count > 2 ? Int(arguments[arguments.startIndex + 2]) ?? 1 : 1
  // Wall seconds, then CPU seconds of the whole process (every worker) over the same span: on
  // a busy machine the CPU figure is the comparable one.
  let cpuStart = processCPUSeconds()
  let wall = try composition.drawAllFrames(threads: threads)
  print(String(format: "%.4f %.4f", wall, processCPUSeconds() - cpuStart))
case "convert":
  try conversionBenchmark(quick: arguments.dropFirst().first == "i420-720p")
case "hostile":
  // Time to refuse each hostile scene of the invalid corpus, in process (load + checks).
  guard arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: Benchmarks hostile FOLDER\n".utf8))
    exit(64)
  }
  let folder = String(arguments[arguments.startIndex + 1])
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
  var times: [(String, Double)] = []
  for name in names {
    let start = now()
    _ = try? Composition.load(contentsOf: folder + "/" + name, options: LoadOptions(audit: false))
    times.append((name, now() - start))
  }
  let sorted = times.map(\.1).sorted()
  print("| \(times.count) hostile scenes | median | slowest | which |")
  print("| --- | --- | --- | --- |")
  let worst = times.max { $0.1 < $1.1 }
  print(
    String(
      format: "| refused in process | %.1f ms | %.1f ms | %@ |", (sorted[sorted.count / 2]) * 1000,
      (sorted.last ?? 0) * 1000, worst?.0 ?? "-"))
case "determinism":
  // Encodes the same frames many times in one process and counts distinct outputs.
  let threadCounts = arguments.count > 1 ? arguments.dropFirst().compactMap { Int($0) } : [2, 1]
  let env = ProcessInfo.processInfo.environment
  let others: [OutputFormat] =
    env["INTERLEAVE"].map { $0.split(separator: ",").compactMap { OutputFormat(rawValue: String($0)) } } ?? []
  for threads in threadCounts {
    var digests: [Data: Int] = [:]
    var firstOutput: Data?
    for run in 0..<(Int(ProcessInfo.processInfo.environment["RUNS"] ?? "40") ?? 40) {
      if !others.isEmpty {
        // Another codec on the same thread first, to expose per-thread state it leaves behind.
        let other = others[run % others.count]
        let otherPath =
          NSTemporaryDirectory()
          + "cf-det-other.\(other == .gif ? "gif" : other == .webp ? "webp" : other == .apng ? "apng" : "mkv")"
        let s = VideoSettings(width: 64, height: 48, fps: Rational(25), format: other)
        let sink: FrameSink =
          other == .gif ? try GIFEncoder(path: otherPath, settings: s) : try VideoEncoder(path: otherPath, settings: s)
        let r = try FrameRenderer(width: 64, height: 48)
        for pass in 0..<sink.passCount {
          try sink.beginPass(pass)
          for _ in 0..<5 {
            try sink.append(try r.render(DisplayList(width: 64, height: 48, background: .white, commands: [])))
          }
          try sink.endPass()
        }
        try sink.finish()
      }
      let path = NSTemporaryDirectory() + "cf-det-\(threads)-\(run).mp4"
      let settings = VideoSettings(width: 64, height: 48, fps: Rational(25), threads: threads)
      let encoder = try VideoEncoder(path: path, settings: settings)
      let renderer = try FrameRenderer(width: 64, height: 48)
      for n in 0..<11 {
        let bg = Color(red: Double((n * 29) % 200 + 20) / 255, green: 0.35, blue: Double((n * 13) % 150 + 60) / 255)
        let rect = RectCommand(
          transform: LayerTransform(
            position: Vector2(Double(8 + (n * 3) % 48), 24), anchor: Vector2(0.5, 0.5), scale: Vector2(1, 1),
            rotation: 0, skew: Vector2(0, 0)),
          size: Vector2(16, 16), cornerRadius: 0, fill: .white, opacity: 1)
        try encoder.append(
          try renderer.render(DisplayList(width: 64, height: 48, background: bg, commands: [.rect(rect)])))
      }
      try encoder.finish()
      let data = FileManager.default.contents(atPath: path) ?? Data()
      if let first = firstOutput, first != data { print("  run \(run) differs from run 0") }
      if firstOutput == nil { firstOutput = data }
      digests[data, default: 0] += 1
      try? FileManager.default.removeItem(atPath: path)
    }
    print("x264 threads=\(threads): \(digests.count) distinct outputs in 40 encodes \(digests.values.sorted())")
  }
default:
  FileHandle.standardError.write(Data("usage: Benchmarks [compile|load|render|convert|determinism]\n".utf8))
  exit(64)
}
