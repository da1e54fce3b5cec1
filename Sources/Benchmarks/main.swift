// Chainframe benchmarks. Run through scripts/bench (release build); results go to
// docs/benchmarks.md. Never part of `swift test`: timings belong here, not in unit tests.
import ChainframeCore
import Foundation

/// Monotonic seconds, for timing only (never used by the engine).
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs `body` `runs` times and returns the median and best wall time in seconds.
func measure(runs: Int, _ body: () -> Void) -> (median: Double, best: Double) {
  var times: [Double] = []
  for _ in 0..<runs {
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
        AnimationSpec(property: x, from: [0], to: [500], duration: 5, delay: d, timing: .easeInOut),
        AnimationSpec(property: y, from: [0], to: [300], duration: 4, delay: d, timing: .penner(.easeOutBounce)),
        AnimationSpec(property: r, from: [0], to: [360], duration: 6, delay: d, timing: .ease),
        AnimationSpec(property: o, from: [0], to: [1], duration: 2, delay: d, timing: .penner(.easeInOutCubic)),
      ]
    default:  // "springs": one spring per layer, the rest eased
      specs = [
        AnimationSpec(property: x, kind: .spring(SpringParameters(bounciness: Double(i % 20), speed: 12), velocity: nil, timing: .exact), from: [0], to: [500], delay: d),
        AnimationSpec(property: y, from: [0], to: [300], duration: 4, delay: d, timing: .easeInOut),
        AnimationSpec(property: r, from: [0], to: [360], duration: 6, delay: d, timing: .ease),
        AnimationSpec(property: o, from: [0], to: [1], duration: 2, delay: d, timing: .easeOut),
      ]
    }
    layers.append(Layer(id: "l\(i)", shape: .rect, base: .default, animations: specs))
  }
  return Scene(canvas: canvas, layers: layers)
}

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
default:
  FileHandle.standardError.write(Data("usage: Benchmarks [compile]\n".utf8))
  exit(64)
}
