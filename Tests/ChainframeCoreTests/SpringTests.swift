import ChainframeCore
import Foundation
import Testing

@Suite("Springs")
struct SpringTests {
  // Source: POP's POPAnimationExtras conversion as described in seed-libraries.md §1.5
  // (reference table); POP's own test testBouncinessSpeedToTensionFrictionConversion checks
  // the (12, 5) round trip.
  static let conversions: [(b: Double, s: Double, tension: Double, friction: Double)] = [
    (4, 12, 342.1006, 30.4870), (0, 12, 342.1006, 36.9259), (10, 10, 299.6188, 20.5729),
    (12, 5, 193.4144, 14.2537), (20, 20, 512.0276, 13.3565), (8, 4, 172.1735, 16.4060), (0, 0, 87.2100, 5.7770),
  ]

  @Test("Bounciness/speed convert to POP's tension and friction")
  func conversion() {
    for c in Self.conversions {
      let spring = SpringParameters(bounciness: c.b, speed: c.s)
      #expect(abs(spring.tension - c.tension) < 1e-4, "tension for (\(c.b), \(c.s))")
      #expect(abs(spring.friction - c.friction) < 1e-4, "friction for (\(c.b), \(c.s))")
      #expect(spring.mass == 1)
    }
  }

  @Test("POP's (12, 5) round trip returns bounciness 12 and speed 5")
  func roundTrip() {
    let back = SpringParameters(bounciness: 12, speed: 5).bouncinessAndSpeed
    #expect(abs(back.bounciness - 12) < 1e-9)
    #expect(abs(back.speed - 5) < 1e-9)
    for c in Self.conversions where c.b > 0 {
      let again = SpringParameters(bounciness: c.b, speed: c.s).bouncinessAndSpeed
      #expect(abs(again.bounciness - c.b) < 1e-6 && abs(again.speed - c.s) < 1e-6, "(\(c.b), \(c.s))")
    }
  }

  /// Displacement from the target of a damped oscillator x'' = −(k/m)x − (c/m)x', in closed
  /// form (standard textbook solutions for ζ < 1, = 1, > 1).
  static func closedForm(k: Double, c: Double, m: Double, x0: Double, v0: Double, t: Double) -> Double {
    let w0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if abs(zeta - 1) < 1e-12 {
      return (x0 + (v0 + w0 * x0) * t) * exp(-w0 * t)
    } else if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * w0 * t) * (x0 * cos(wd * t) + (v0 + zeta * w0 * x0) / wd * sin(wd * t))
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      let a = (v0 - r2 * x0) / (r1 - r2)
      return a * exp(r1 * t) + (x0 - a) * exp(r2 * t)
    }
  }

  struct OscillatorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let k: Double
    let c: Double
    let m: Double
    let velocity: Double
    var testDescription: String { name }
  }

  static let oscillators: [OscillatorCase] = [
    OscillatorCase(name: "under-damped", k: 193.4144, c: 14.2537, m: 1, velocity: 0),
    OscillatorCase(name: "under-damped with initial velocity and mass", k: 300, c: 8, m: 2, velocity: -250),
    OscillatorCase(name: "critically damped", k: 100, c: 20, m: 1, velocity: 0),
    OscillatorCase(name: "critically damped with velocity", k: 400, c: 40, m: 1, velocity: 500),
    OscillatorCase(name: "over-damped", k: 100, c: 50, m: 1, velocity: 0),
    OscillatorCase(name: "over-damped with velocity", k: 50, c: 30, m: 0.5, velocity: 120),
  ]

  @Test("Springs follow the closed-form damped oscillator within 1e-4", arguments: oscillators)
  func closedFormAgreement(_ o: OscillatorCase) throws {
    let scene = try compile(
      kind: .spring(SpringParameters(tension: o.k, friction: o.c, mass: o.m), velocity: [o.velocity], stepping: .exact),
      from: 0, to: 100, fps: 240, duration: 1.5, threshold: "position.x")
    let track = scene.layers[0].tracks[0]
    let settle = settleFrame(track, to: 100)
    for n in 0..<min(settle, track.frameCount) {
      let t = Double(n) / 240
      // Solver frame: displacement p = to − x, velocity v = −x'.
      let expected = 100 - Self.closedForm(k: o.k, c: o.c, m: o.m, x0: 100, v0: -o.velocity, t: t)
      #expect(abs(track.values[n] - expected) < 1e-4, "frame \(n): \(track.values[n]) vs \(expected)")
    }
  }

  @Test("Springs converge and stay converged")
  func convergence() throws {
    for (b, s) in [(4.0, 12.0), (20.0, 20.0), (12.0, 5.0), (0.0, 0.0)] {
      let scene = try compile(
        kind: .spring(SpringParameters(bounciness: b, speed: s), velocity: nil, stepping: .exact),
        from: 0, to: 100, fps: 60, duration: 6, threshold: "position.x")
      let values = scene.layers[0].tracks[0].values
      let settle = settleFrame(scene.layers[0].tracks[0], to: 100)
      #expect(settle < values.count, "(\(b), \(s)) never settled")
      #expect(values[settle...].allSatisfy { $0 == 100 }, "(\(b), \(s)) left its target after settling")
      // Just before settling it was already within POP's point threshold.
      if settle > 0 { #expect(abs(values[settle - 1] - 100) < 1, "(\(b), \(s))") }
    }
  }

  // Source: seed-libraries.md §1.5 "Reference run": POP's frame loop (dt = 0 first, then
  // 1/60 s) ported as described; frame index where isDone first holds, and the peak.
  static let popRuns: [(b: Double, s: Double, to: Double, threshold: String, frames: Int, peak: Double)] = [
    (4, 12, 100, "position.x", 27, 101.025), (4, 12, 1, "opacity", 27, 1.0102),
    (4, 12, 360, "position.x", 30, 363.69), (20, 20, 100, "position.x", 49, 137.88),
    (12, 5, 100, "position.x", 43, 115.33),
  ]

  @Test("popCompatible reproduces POP's frame loop: done frame and peak")
  func popCompatible() throws {
    for run in Self.popRuns {
      let scene = try compile(
        kind: .spring(SpringParameters(bounciness: run.b, speed: run.s), velocity: nil, stepping: .popCompatible),
        from: 0, to: run.to, fps: 60, duration: 2, threshold: run.threshold)
      let track = scene.layers[0].tracks[0]
      #expect(settleFrame(track, to: run.to) == run.frames, "(\(run.b), \(run.s)) → \(run.to)")
      let peak = track.values.max() ?? 0
      #expect(abs(peak - run.peak) < 0.01 * max(1, run.to / 100), "peak \(peak) vs \(run.peak)")
    }
  }

  @Test("A spring's settle time sequences the next chain link")
  func settleSequencesChain() throws {
    let chain = ChainBuilder().makeX(100).spring(SpringParameters(bounciness: 12, speed: 5)).thenAfter(0.1).makeY(50)
      .animate(0.5)
    var base = LayerState.default
    base.position = Vector2(0, 0)
    let layer = Layer(id: "a", shape: .rect, base: base, chains: [chain])
    let scene = SceneCompiler.compile(
      Scene(canvas: Canvas(width: 16, height: 16, fps: Rational(60), duration: 3, background: .black), layers: [layer]))
    let x = scene.layers[0].tracks.first { $0.property.name == "position.x" }!
    let y = scene.layers[0].tracks.first { $0.property.name == "position.y" }!
    let settle = settleFrame(x, to: 100)
    #expect(settle > 6)  // much longer than the link's nominal 0.1 s
    // The next link starts at the settle time, so on the first frame that holds the target.
    #expect(y.values[settle - 1] == 0)
    #expect(y.values[settle] > 0)
  }

  /// First frame from which the track holds `to` exactly to the end.
  func settleFrame(_ track: Track, to: Double) -> Int {
    var n = track.frameCount
    while n > 0 && track.values[n - 1] == to { n -= 1 }
    return n
  }

  func compile(kind: AnimationKind, from: Double, to: Double, fps: Int, duration: Double, threshold: String) throws
    -> CompiledScene
  {
    let property = try #require(AnimatableProperty.named(threshold))
    let spec = AnimationSpec(property: property, kind: kind, from: [from], to: [to])
    let layer = Layer(id: "a", shape: .rect, base: .default, animations: [spec])
    return SceneCompiler.compile(
      Scene(
        canvas: Canvas(width: 16, height: 16, fps: Rational(fps), duration: duration, background: .black),
        layers: [layer]))
  }
}
