import ChainframeModel

/// Which motion blur applies to a layer.
enum MotionBlurResolution {
  /// The layer's own setting if it has one (`false` turns blur off), else the canvas's.
  static func blur(of layer: Layer, canvas: Canvas) -> MotionBlur? {
    switch layer.motionBlur {
    case .off: return nil
    case .on(let blur): return blur
    case nil: return canvas.motionBlur
    }
  }
}
