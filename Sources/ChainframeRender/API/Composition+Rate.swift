import ChainframeCore

extension Composition {
  /// The compiled scene at `fps`: the composition's own, or compiled again when the output
  /// changed the rate (a GIF above 50 fps, `--gif-fps`, a preset's fps). One-machine renders,
  /// plans and chunks all take it from here, so they agree on every frame's state.
  package func compiled(at fps: Rational) -> CompiledScene {
    if scene.canvas.fps == fps { return compiled }
    var scene = scene
    scene.canvas.fps = fps
    return SceneCompiler.compile(scene)
  }
}
