import ChainframeCore
import Testing

@Suite("Scene compiler")
struct SceneCompilerTests {
  /// A 10 fps, 1 s scene with one rect and the given animations.
  func compile(_ animations: [AnimationSpec], fps: Int = 10, duration: Double = 1) -> CompiledScene {
    var base = LayerState.default
    base.position = Vector2(5, 7)
    let layer = Layer(id: "a", shape: .rect, base: base, animations: animations)
    let canvas = Canvas(
      width: 16, height: 16, fps: Rational(fps), duration: duration, background: .black)
    return SceneCompiler.compile(Scene(canvas: canvas, layers: [layer]))
  }

  let x = AnimatableProperty.named("position.x")!

  @Test("A linear animation gives one value per frame and holds its end value")
  func linearHold() {
    let scene = compile([AnimationSpec(property: x, from: [0], to: [100], duration: 0.5)])
    let track = scene.layers[0].tracks[0]
    #expect(track.frameCount == 10)
    #expect(track.values == [0, 20, 40, 60, 80, 100, 100, 100, 100, 100])
  }

  @Test("Before a delayed animation starts the base value shows")
  func delay() {
    let scene = compile([AnimationSpec(property: x, from: [10], to: [20], duration: 0.2, delay: 0.5)])
    #expect(scene.layers[0].tracks[0].values == [5, 5, 5, 5, 5, 10, 15, 20, 20, 20])
  }

  @Test("An animation without from starts where the previous one left off")
  func implicitFrom() {
    let scene = compile([
      AnimationSpec(property: x, from: [0], to: [10], duration: 0.2),
      AnimationSpec(property: x, from: nil, to: [30], duration: 0.2, delay: 0.5),
    ])
    #expect(scene.layers[0].tracks[0].values == [0, 5, 10, 10, 10, 10, 20, 30, 30, 30])
  }

  @Test("Where animations overlap, the later start wins; equal starts go to the later one written")
  func overlap() {
    let scene = compile([
      AnimationSpec(property: x, from: [0], to: [100], duration: 1),
      AnimationSpec(property: x, from: [-1], to: [-1], duration: 0.1, delay: 0.3),
      AnimationSpec(property: x, from: [7], to: [7], duration: 0, delay: 0.8),
      AnimationSpec(property: x, from: [9], to: [9], duration: 0, delay: 0.8),
    ])
    #expect(scene.layers[0].tracks[0].values == [0, 10, 20, -1, -1, -1, -1, -1, 9, 9])
  }

  @Test("Frame states apply sub-property tracks to their slots only")
  func frameState() {
    let scene = compile([AnimationSpec(property: x, from: [0], to: [90], duration: 0.9)])
    let state = scene.frameState(3)
    #expect(state.layers[0].position == Vector2(30, 7))
    #expect(state.time == 0.3)
  }

  @Test("Frame states are the same whatever order they are computed in")
  func orderIndependence() {
    let scene = compile([
      AnimationSpec(property: x, from: [0], to: [90], duration: 0.9, timing: .cubicBezier(0.42, 0, 0.58, 1))
    ])
    let forward = (0..<10).map { scene.frameState($0) }
    let backward = (0..<10).reversed().map { scene.frameState($0) }.reversed()
    #expect(forward == Array(backward))
  }
}
