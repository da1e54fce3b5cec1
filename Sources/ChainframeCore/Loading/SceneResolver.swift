import ChainframeEngine
import ChainframeModel
import ChainframeSceneFile

/// The stage between decoding and use: what a decoded scene needs that takes the compiler.
///
/// Parsing produces a model and never compiles; this stage, run by ``SceneLoader`` after
/// decoding, resolves `duration: auto` (until the last animation ends or its spring settles)
/// and checks the values animations reach against their ranges (``AnimatedRangeCheck``).
enum SceneResolver {
  /// What resolving produced.
  enum Outcome {
    /// The scene, ready to compile.
    case resolved(Scene)
    /// Problems, in layer order (or the one `duration: auto` problem).
    case invalid([SceneDiagnostic])
    /// The cancellation hook returned true.
    case cancelled
  }

  /// Resolves `decoded`, asking `shouldCancel` between layers.
  static func resolve(_ decoded: DecodedScene, shouldCancel: (@Sendable () -> Bool)?) -> Outcome {
    var scene = decoded.scene
    if scene.canvas.duration.isNaN {
      switch autoDuration(scene, at: decoded.autoDurationLocation) {
      case .success(let seconds): scene.canvas.duration = seconds
      case .failure(let problem): return .invalid([problem.diagnostic])
      }
    }
    let cancel = CancelProbe(shouldCancel)
    let problems = AnimatedRangeCheck.check(scene, cancel: cancel)
    if cancel.cancelled { return .cancelled }
    if !problems.isEmpty { return .invalid(problems) }
    return .resolved(scene)
  }

  /// A problem found while resolving (`Result` needs an `Error`).
  struct Problem: Error {
    let diagnostic: SceneDiagnostic
  }

  /// The length of a `duration: auto` scene, seconds: whole frames until the last animation
  /// ends or settles, so the last frame shows the settled state.
  static func autoDuration(_ scene: Scene, at location: SourceLocation?) -> Result<Double, Problem> {
    func problem(_ message: String, _ hint: String) -> Result<Double, Problem> {
      .failure(
        Problem(
          diagnostic: SceneDiagnostic(location: location, keyPath: "canvas.duration", message: message, hint: hint)))
    }
    if let forever = firstRepeatForever(scene.layers) {
      return problem(
        "'duration: auto' cannot end: layer \(UserText.quoted(forever)) repeats forever",
        "give the duration in seconds, or use repeatCount")
    }
    let end = SceneCompiler.lastSettleTime(scene)
    guard end > 0 else {
      return problem(
        "'duration: auto' found no animation to wait for", "give the duration in seconds, for example 'duration: 3'")
    }
    guard end < SceneLimits.maxAutoDuration else {
      return problem(
        "'duration: auto' would be longer than \(Int(SceneLimits.maxAutoDuration)) s", "give the duration in seconds")
    }
    let fps = scene.canvas.fps.doubleValue
    let frames = (end * fps - 1e-9).rounded(.up) + 1
    return .success(frames / fps)
  }

  /// The id of the first layer (depth first, masks before children) with an animation that
  /// repeats forever, which `duration: auto` cannot wait for.
  static func firstRepeatForever(_ layers: [Layer]) -> String? {
    for layer in layers {
      if layer.animations.contains(where: { $0.options.repeatForever }) { return layer.id }
      if let inner = firstRepeatForever(layer.children + (layer.mask?.layers ?? [])) { return inner }
    }
    return nil
  }
}
