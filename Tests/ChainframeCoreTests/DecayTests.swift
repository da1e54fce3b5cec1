import ChainframeCore
import Foundation
import Testing

@Suite("Decay")
struct DecayTests {
  // Source: POP's decay closed form, seed-libraries.md §1.6: x(t) = x0 + (V/1000)·d·(1 −
  // d^(1000t))/(1 − d); duration when |v| < 5·threshold. Examples: V = 1000 → 2.6465 s and
  // 496.505; V = 2000 → 2.9927 s and 995.505 (threshold 1).
  @Test("Decay duration and distance match POP's closed form")
  func closedForm() {
    let decay = DecayParameters()
    for (v, duration, distance) in [(1000.0, 2.6465, 496.505), (2000.0, 2.9927, 995.505)] {
      let t = decay.duration(velocity: [v], threshold: 1)
      #expect(abs(t - duration) < 1e-4)
      #expect(abs(decay.displacement(velocity: v, time: t) - distance) < 1e-3)
    }
  }

  @Test("Decay frames follow the closed form and stop at the derived end")
  func frames() throws {
    let property = try #require(AnimatableProperty.named("position.x"))
    let spec = AnimationSpec(property: property, kind: .decay(DecayParameters(), velocity: [1000]), from: [10])
    let layer = Layer(id: "a", shape: .rect, base: .default, animations: [spec])
    let scene = SceneCompiler.compile(
      Scene(canvas: Canvas(width: 16, height: 16, fps: Rational(30), duration: 4, background: .black), layers: [layer]))
    let values = scene.layers[0].tracks[0].values
    let d = 0.998
    for n in 0..<79 {  // 2.6465 s ≈ frame 79.4
      let t = Double(n) / 30
      let expected = 10 + 1.0 * d * (1 - pow(d, 1000 * t)) / (1 - d)
      #expect(abs(values[n] - expected) < 1e-9, "frame \(n)")
    }
    #expect(abs(values[119] - (10 + 496.505)) < 1e-3)
    #expect(values.last == values[80])
  }

  @Test("Autoreversed decay comes back to where it started")
  func autoreverse() throws {
    let property = try #require(AnimatableProperty.named("position.x"))
    var options = AnimationOptions()
    options.autoreverses = true
    let spec = AnimationSpec(
      property: property, kind: .decay(DecayParameters(), velocity: [-600]), from: [0], options: options)
    let layer = Layer(id: "a", shape: .rect, base: .default, animations: [spec])
    let scene = SceneCompiler.compile(
      Scene(canvas: Canvas(width: 16, height: 16, fps: Rational(30), duration: 6, background: .black), layers: [layer]))
    let values = scene.layers[0].tracks[0].values
    #expect(values.min()! < -290)
    #expect(values.last == 0)
  }
}
