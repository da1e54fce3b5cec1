import ChainframeModel

/// One text animator (`t.a[n]`): a range selector and the per-character properties it
/// changes, each scaled by the selector's factor as lottie-web's `TextAnimatorProperty`
/// applies them.
struct LottieTextAnimator {
  /// Which characters it reaches and how strongly.
  var selector: LottieTextSelector
  /// Position offset `p`, pixels.
  var position: LottieProperty?
  /// Anchor offset `a`, pixels (moves the character the other way before scale and rotation).
  var anchor: LottieProperty?
  /// Scale `s`, percent.
  var scale: LottieProperty?
  /// Rotation `r`, degrees clockwise.
  var rotation: LottieProperty?
  /// Skew `sk`, degrees, along the axis `sa`, degrees.
  var skew: LottieProperty?, skewAxis: LottieProperty?
  /// Opacity `o`, percent.
  var opacity: LottieProperty?
  /// Fill colour `fc`, 0…1 RGB(A).
  var fill: LottieProperty?
  /// Stroke colour `sc`, 0…1 RGB(A).
  var stroke: LottieProperty?
  /// Stroke width `sw` added to the document's, pixels.
  var strokeWidth: LottieProperty?
  /// Fill hue `fh` (degrees), saturation `fs` and brightness `fb` (percent) added.
  var hue: LottieProperty?, saturation: LottieProperty?, brightness: LottieProperty?
  /// Tracking `t` added after each character, pixels.
  var tracking: LottieProperty?

  /// Property keys read; others (`rx`, `ry`: 3D rotations the 2D renderer ignores) are not.
  static let keys = ["p", "a", "s", "r", "sk", "sa", "o", "fc", "sc", "sw", "fh", "fs", "fb", "t"]

  /// Reads one animator; nil when it has no properties object.
  init?(_ json: LottieJSON) {
    guard let props = json["a"], props.isObject else { return nil }
    selector = LottieTextSelector(json["s"])
    position = LottieProperty(props["p"])
    anchor = LottieProperty(props["a"])
    scale = LottieProperty(props["s"])
    rotation = LottieProperty(props["r"])
    skew = LottieProperty(props["sk"])
    skewAxis = LottieProperty(props["sa"])
    opacity = LottieProperty(props["o"])
    fill = LottieProperty(props["fc"])
    stroke = LottieProperty(props["sc"])
    strokeWidth = LottieProperty(props["sw"])
    hue = LottieProperty(props["fh"])
    saturation = LottieProperty(props["fs"])
    brightness = LottieProperty(props["fb"])
    tracking = LottieProperty(props["t"])
  }

  /// Every property present.
  var properties: [LottieProperty] {
    [
      position, anchor, scale, rotation, skew, skewAxis, opacity, fill, stroke, strokeWidth, hue, saturation,
      brightness, tracking,
    ].compactMap { $0 }
  }

  /// Whether anything about it animates (selector or properties).
  var isAnimated: Bool { selector.isAnimated || properties.contains { $0.isAnimated } }

  /// Whether it changes nothing whatever the selector says: only static properties at their
  /// neutral values (offsets 0, scale 100 %). Opacity is never neutral: lottie-web blends it
  /// by the factor twice, so even 100 % dims partly selected characters.
  var isInert: Bool {
    func zero(_ p: LottieProperty?) -> Bool { p.map { !$0.isAnimated && $0.initial.allSatisfy { $0 == 0 } } ?? true }
    let still = scale.map { !$0.isAnimated && $0.initial.prefix(2).allSatisfy { $0 == 100 } } ?? true
    return still && opacity == nil && fill == nil && stroke == nil
      && [position, anchor, rotation, skew, strokeWidth, hue, saturation, brightness, tracking].allSatisfy(zero)
  }
}
