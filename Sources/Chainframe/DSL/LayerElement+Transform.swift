extension LayerElement {
  /// Where the anchor point sits, canvas pixels (y down). Default `[0, 0]`.
  public func position(_ x: Double, _ y: Double) -> Self { setText("position", .pair(x, y)) }

  /// The point that sits on the position and that rotation and scale turn about, unit box
  /// coordinates. Default `(0.5, 0.5)`, the centre.
  public func anchor(_ x: Double, _ y: Double) -> Self { setText("anchor", .pair(x, y)) }

  /// Rotation, degrees clockwise. Default 0.
  public func rotation(_ degrees: Double) -> Self { setText("rotation", .number(degrees)) }

  /// Uniform scale factor; 1 (the default) is natural size.
  public func scale(_ factor: Double) -> Self { setText("scale", .number(factor)) }

  /// Scale factors along x and y; 1 is natural size.
  public func scale(_ x: Double, _ y: Double) -> Self { setText("scale", .pair(x, y)) }

  /// Skew angles along x and y, degrees (−89…89). Default 0.
  public func skew(_ x: Double, _ y: Double) -> Self { setText("skew", .pair(x, y)) }

  /// Opacity, 0…1. Default 1.
  public func opacity(_ value: Double) -> Self { setText("opacity", .number(value)) }

  /// How the layer combines with what lies beneath. Default `BlendMode/normal`.
  public func blend(_ mode: BlendMode) -> Self { setText("blend", .string(mode.rawValue)) }

  /// Gaussian blur, pixels (0…250). Default 0.
  public func blur(_ pixels: Double) -> Self { setText("blur", .number(pixels)) }

  /// A drop shadow from the layer's alpha: colour, offset in pixels and blur in pixels
  /// (defaults `#00000080`, `(0, 4)`, 8).
  public func shadow(color: SceneColor? = nil, offset: (Double, Double)? = nil, blur: Double? = nil) -> Self {
    var entries: [(SceneKey, SceneText)] = []
    if let color { entries.append(("color", .string(color.text))) }
    if let offset { entries.append(("offset", .pair(offset.0, offset.1))) }
    if let blur { entries.append(("blur", .number(blur))) }
    return setText("shadow", .map(entries))
  }

  /// Removes a shadow a default gave (captions).
  public func noShadow() -> Self { setText("shadow", .string("none")) }

  /// Draws the layer only while `from` ≤ t < `to`, seconds. Default: always.
  public func visible(from: Double, to: Double) -> Self { setText("visible", .pair(from, to)) }

  /// This layer's own motion blur (nil, the default, follows the canvas's).
  public func motionBlur(_ blur: MotionBlur) -> Self { setText("motionBlur", blur.sceneText) }

  /// Turns this layer's motion blur on with the defaults (`true`) or off (`false`).
  public func motionBlur(_ enabled: Bool) -> Self { setText("motionBlur", .bool(enabled)) }

  /// Masks the layer with `layers`, drawn in its parent's space; `mode` (default
  /// `Mask/Mode/alpha`) says how their pixels become coverage.
  public func mask(_ mode: Mask.Mode = .alpha, @LayerBuilder _ layers: () -> [LayerNode]) -> Self {
    var entries: [(SceneKey, SceneText)] = []
    if mode != .alpha { entries.append(("mode", .string(mode.rawValue))) }
    let nodes = layers()
    entries.append(("layers", .list(nodes.map(\.text))))
    var copy = setText("mask", .map(entries))
    for (i, node) in nodes.enumerated() {
      copy.node.sources += node.sources.map { (LayerNode.join("mask.layers[\(i)]", $0.path), $0.location) }
    }
    return copy
  }
}
