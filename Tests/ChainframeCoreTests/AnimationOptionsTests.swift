import ChainframeCore
import Testing

@Suite("Animation options and kinds")
struct AnimationOptionsTests {
  let x = AnimatableProperty.named("position.x")!

  func values(_ specs: [AnimationSpec], fps: Int = 10, duration: Double = 2, base: Double = 0) -> [Double] {
    var state = LayerState.default
    state.position = Vector2(base, 0)
    let layer = Layer(id: "a", shape: .rect, base: state, animations: specs)
    let canvas = Canvas(width: 16, height: 16, fps: Rational(fps), duration: duration, background: .black)
    return SceneCompiler.compile(Scene(canvas: canvas, layers: [layer])).layers[0].tracks[0].values
  }

  @Test("Additive animations add to what lies beneath")
  func additive() {
    var wobble = AnimationSpec(property: x, from: [0], to: [5], duration: 0.5)
    wobble.options.additive = true
    let v = values([AnimationSpec(property: x, from: [100], to: [200], duration: 1), wobble])
    #expect(v[5] == 150 + 5)
    #expect(v[10] == 200 + 5)
  }

  @Test("Clamp end stops a spring at its target instead of overshooting")
  func clampEnd() {
    var spec = AnimationSpec(
      property: x, kind: .spring(SpringParameters(bounciness: 20, speed: 20), velocity: nil, stepping: .exact),
      from: [0], to: [100])
    spec.options.clamp = .end
    #expect(values([spec], fps: 60).max() == 100)
    spec.options.clamp = []
    #expect(values([spec], fps: 60).max()! > 120)
  }

  @Test("Rounding writes multiples of the factor")
  func rounding() {
    var spec = AnimationSpec(property: x, from: [0], to: [10], duration: 1)
    spec.options.roundingFactor = 3
    #expect(values([spec]).prefix(11) == [0, 0, 3, 3, 3, 6, 6, 6, 9, 9, 9])
  }

  @Test("repeatForever repeats until the scene ends")
  func repeatForever() {
    var spec = AnimationSpec(property: x, from: [0], to: [10], duration: 0.5)
    spec.options.repeatForever = true
    let v = values([spec], duration: 3)
    #expect(v[4] == 8 && v[9] == 8 && v[24] == 8 && v[29] == 8)
  }

  @Test("Keyframes ease each segment and hold where asked")
  func keyframes() {
    let stops = [
      KeyframeStop(time: 0, value: [0], easing: .penner(.easeInQuad)),
      KeyframeStop(time: 1, value: [100], hold: true),
      KeyframeStop(time: 1.5, value: [50]),
    ]
    let v = values([AnimationSpec(property: x, kind: .keyframes(stops))])
    #expect(v[5] == 25)
    #expect(v[10] == 100 && v[14] == 100)
    #expect(v[15] == 50 && v[19] == 50)
  }

  @Test("A custom closure drives the value")
  func custom() {
    let custom = CustomAnimation(duration: 1) { t, from in [from[0] + 10 * t * t] }
    let v = values([AnimationSpec(property: x, kind: .custom(custom))], base: 7)
    #expect(v[0] == 7 && v[5] == 7 + 2.5 && v[10] == 17 && v[19] == 17)
  }

  @Test("Every value type interpolates component-wise")
  func valueTypes() {
    #expect(Interpolation.mix(0.0, 10.0, 0.25) == 2.5)
    #expect(Interpolation.mix(Vector2(0, 10), Vector2(10, 0), 0.5) == Vector2(5, 5))
    let c = Interpolation.mix(
      Color(red: 0, green: 1, blue: 0, alpha: 0), Color(red: 1, green: 0, blue: 0, alpha: 1), 0.5)
    #expect(c == Color(red: 0.5, green: 0.5, blue: 0, alpha: 0.5))
    let r = Interpolation.mix(
      Rect(origin: Vector2(0, 0), size: Vector2(10, 10)), Rect(origin: Vector2(10, 10), size: Vector2(30, 10)), 0.5)
    #expect(r == Rect(origin: Vector2(5, 5), size: Vector2(20, 10)))
    // A half turn interpolates through 90°, never through a shrunken matrix.
    let t = Interpolation.mix(TransformComponents(rotation: 0), TransformComponents(rotation: 180), 0.5)
    #expect(t.rotation == 90 && t.scale == Vector2(1, 1))
  }
}
