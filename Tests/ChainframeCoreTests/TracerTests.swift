import ChainframeCore
import Testing

@Suite("Tracer")
struct TracerTests {
  func trace(_ specs: [AnimationSpec], fps: Int = 10, duration: Double = 3) -> [TraceEvent] {
    let layer = Layer(id: "a", shape: .rect, base: .default, animations: specs)
    let canvas = Canvas(width: 16, height: 16, fps: Rational(fps), duration: duration, background: .black)
    return SceneCompiler.compile(Scene(canvas: canvas, layers: [layer]), options: CompileOptions(trace: true)).trace
  }

  func kinds(_ events: [TraceEvent]) -> [String] {
    events.map { e in
      switch e.kind {
      case .started: return "started@\(e.frame)"
      case .reachedToValue: return "reached@\(e.frame)"
      case .autoreversed: return "autoreversed@\(e.frame)"
      case .repeated: return "repeated@\(e.frame)"
      case .progressMarker(let m): return "marker(\(m))@\(e.frame)"
      case .stopped(let finished): return "stopped(\(finished))@\(e.frame)"
      }
    }
  }

  let x = AnimatableProperty.named("position.x")!

  @Test("Repeats and reversals are recorded at their frames, then the stop")
  func repeatsAndReversals() {
    var options = AnimationOptions(repeatCount: 2, autoreverses: true)
    options.progressMarkers = [0.5]
    let spec = AnimationSpec(
      property: x, kind: .basic(duration: 0.5, timing: .linear), from: [0], to: [10], options: options)
    #expect(
      kinds(trace([spec])) == [
        "started@0", "marker(0.5)@3", "reached@5", "autoreversed@5", "repeated@10", "autoreversed@15",
        "stopped(true)@20",
      ])
  }

  @Test("An animation cut short by a later one stops unfinished")
  func interrupted() {
    let a = AnimationSpec(property: x, from: [0], to: [10], duration: 1, name: "a")
    let b = AnimationSpec(property: x, from: nil, to: [0], duration: 1, delay: 0.5, name: "b")
    let events = trace([a, b])
    #expect(kinds(events.filter { $0.animation == "a" }) == ["started@0", "stopped(false)@5"])
    #expect(kinds(events.filter { $0.animation == "b" }) == ["started@5", "reached@15", "stopped(true)@15"])
    #expect(events.first { $0.animation == "b" }?.value == [5])
  }
}
