import Chainframe

/// What one request may ask for. The scene loader and the encoders already refuse scenes
/// beyond their own limits (16384 pixels a side, 240 fps, the encoders' frame sizes); these are
/// the service's own, smaller budget, so one request cannot hold the machine for long.
struct ServiceLimits: Sendable {
  /// Largest request body (the scene text), bytes. Default 1 MiB.
  var maxBodyBytes = 1 << 20
  /// Most frames one render may draw. Default 900 (30 s at 30 fps).
  var maxFrames = 900
  /// Most pixels per frame. Default 1920 × 1080, within every encoder's limit.
  var maxPixels = 1920 * 1080
  /// Renders at once; more get 503. Default 1.
  var concurrentRenders = 1
  /// Seconds a render may take before it is cancelled (504). Default 120.
  var timeoutSeconds = 120.0

  /// Why `composition` is over budget, or nil.
  func problem(with composition: Composition) -> String? {
    let canvas = composition.canvas
    if composition.frameCount > maxFrames {
      return "the scene has \(composition.frameCount) frames; this service renders at most \(maxFrames)"
        + " (shorten canvas.duration or lower canvas.fps)"
    }
    if canvas.width * canvas.height > maxPixels {
      return "the canvas is \(canvas.width)x\(canvas.height); this service renders at most \(maxPixels) pixels a frame"
    }
    return nil
  }
}
