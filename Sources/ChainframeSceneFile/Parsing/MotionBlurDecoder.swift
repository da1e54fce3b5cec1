import ChainframeModel

/// Reads `motionBlur` on the canvas and on layers: a mapping
/// `{shutterAngle, shutterPhase, samples}` (each optional), `true` (the defaults) or `false`.
enum MotionBlurDecoder {
  static let keys = ["shutterAngle", "shutterPhase", "samples"]

  /// The setting at `path`, or nil after reporting a problem; `.off` for `false`.
  static func decode(_ node: SceneNode, path: String, context: DecodingContext) -> LayerMotionBlur? {
    if case .scalar = node.kind, let on = context.bool(node, path) {
      return on ? .on(MotionBlur()) : .off
    }
    guard
      let object = ObjectReader(
        node, path: path, allowed: keys, context: context, what: "motionBlur")
    else { return nil }
    var blur = MotionBlur()
    if let n = object["shutterAngle"] {
      guard let v = context.number(n, object.childPath("shutterAngle"), in: MotionBlur.angleRange) else { return nil }
      blur.shutterAngle = v
    }
    if let n = object["shutterPhase"] {
      guard let v = context.number(n, object.childPath("shutterPhase"), in: MotionBlur.phaseRange) else { return nil }
      blur.shutterPhase = v
    }
    if let n = object["samples"] {
      guard let v = context.integer(n, object.childPath("samples"), in: MotionBlur.sampleRange) else { return nil }
      blur.samples = v
    }
    return .on(blur)
  }
}
