import ChainframeCore
import Testing

/// Compiled tracks shared between compiles: only layers whose animations, base values and
/// clock are equal share, and shared tracks are exactly what a fresh compile gives.
@Suite("Track cache")
struct TrackCacheTests {
  /// A scene whose `tint` layer differs per variant and whose `spinner` layer never does.
  static func scene(_ tintX: Double, spinnerTo: Double = 90, fps: Int = 30) throws -> Scene {
    let text = """
      canvas: {width: 64, height: 36, fps: \(fps), duration: 1}
      layers:
        - {type: rect, id: tint, position: [\(tintX), 18], size: [10, 10], chain: "moveX(20).easeOut.animate(0.5)"}
        - {type: rect, id: spinner, position: [50, 10], size: [6, 6],
           chain: "rotate(\(spinnerTo)).spring.thenAfter(0.2).moveY(5).easeInOutCubic.animate(0.4)"}
        - {type: rect, id: still, position: [5, 5], size: [2, 2]}
      """
    return try SceneLoader.load(text: text, file: "t.yaml")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let second: @Sendable () throws -> Scene
    /// Animated layers of the second compile answered from the cache.
    let hits: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "an unchanged scene reuses both animated layers", second: { try scene(10) }, hits: 2),
    Case(name: "a moved layer recompiles only that layer", second: { try scene(11) }, hits: 1),
    Case(name: "a changed chain recompiles only that layer", second: { try scene(10, spinnerTo: 45) }, hits: 1),
    Case(name: "another frame rate recompiles everything", second: { try scene(10, fps: 25) }, hits: 0),
  ]

  @Test("Reused tracks equal a fresh compile, and only unchanged layers are reused", arguments: cases)
  func reuse(_ c: Case) throws {
    let cache = TrackCache()
    let options = CompileOptions(trackCache: cache)
    _ = try SceneCompiler.compileChecked(try Self.scene(10), options: options)
    #expect(cache.hits == 0 && cache.misses == 2, "the layer that does not animate is not cached")
    let second = try c.second()
    let cached = try SceneCompiler.compileChecked(second, options: options)
    #expect(cache.hits == c.hits)
    let fresh = SceneCompiler.compile(second)
    #expect(cached.layers.map(\.tracks) == fresh.layers.map(\.tracks))
  }

  @Test("A cache too small for a layer's tracks stores nothing and still compiles correctly")
  func tooSmall() throws {
    let cache = TrackCache(maxValues: 10)
    let options = CompileOptions(trackCache: cache)
    let scene = try Self.scene(10)
    _ = try SceneCompiler.compileChecked(scene, options: options)
    let again = try SceneCompiler.compileChecked(scene, options: options)
    #expect(cache.hits == 0)
    #expect(again.layers.map(\.tracks) == SceneCompiler.compile(scene).layers.map(\.tracks))
  }

  @Test("Out-of-range values are reported on every compile, never hidden by the cache")
  func errorsNotCached() throws {
    // Built in code: the loader would refuse this before compiling.
    let x = try #require(AnimatableProperty.named("position.x"))
    let layer = Layer(
      id: "a", shape: .rect, base: .default, animations: [AnimationSpec(property: x, from: [0], to: [2e7])])
    let canvas = Canvas(width: 16, height: 16, fps: Rational(10), duration: 1, background: .black)
    let scene = Scene(canvas: canvas, layers: [layer])
    let options = CompileOptions(trackCache: TrackCache())
    for _ in 0..<2 {
      #expect(throws: SceneFileError.self) { try SceneCompiler.compileChecked(scene, options: options) }
    }
    #expect(options.trackCache?.hits == 0)
  }
}
