/// One entry of a layer's `animations:` list, POP-style: a basic (duration and easing), spring,
/// decay or keyframe animation of one property.
///
/// ```swift
/// Rectangle(size: [40, 40]).animation(.spring(.positionX, to: 560, bounciness: 12, speed: 5))
/// ```
///
/// Values are checked when the scene loads, exactly as in scene files.
public struct PropertyAnimation: Sendable {
  /// The scene-file mapping, keys in the order they were set.
  package private(set) var entries: [(key: String, value: SceneText)]

  /// Creates an animation of `property` with no other keys (a basic animation from the
  /// current value; add keys with ``set(_:_:)``).
  public init(_ property: PropertyName) { entries = [("property", .string(property.name))] }

  /// A copy with `key` set to `value` (any key of docs/animation.md).
  public func set(_ key: String, _ value: SceneValue) -> PropertyAnimation { setText(key, value.text) }

  /// ``set(_:_:)`` with a scene-file value, for the typed modifiers.
  package func setText(_ key: String, _ value: SceneText) -> PropertyAnimation {
    var copy = self
    if let i = copy.entries.firstIndex(where: { $0.key == key }) {
      copy.entries[i].value = value
    } else {
      copy.entries.append((key, value))
    }
    return copy
  }

  private func setText(_ key: String, _ value: SceneValue?) -> PropertyAnimation {
    guard let value else { return self }
    return setText(key, value.text)
  }

  private func setText(_ key: String, _ value: Double?) -> PropertyAnimation {
    guard let value else { return self }
    return setText(key, .number(value))
  }

  /// The scene-file mapping.
  var sceneText: SceneText { .map(entries.map { (SceneKey(rawValue: $0.key), $0.value) }) }

  /// A basic animation (POP's `POPBasicAnimation`): `duration` seconds (default 0.4) shaped by
  /// `easing` (default linear), from `from` (default the current value) to `to`, or by `by`.
  public static func basic(
    _ property: PropertyName, from: SceneValue? = nil, to: SceneValue? = nil, by: SceneValue? = nil,
    duration: Double? = nil, easing: Easing? = nil, delay: Double? = nil
  ) -> PropertyAnimation {
    var animation = PropertyAnimation(property).setText("from", from).setText("to", to).setText("by", by)
    animation = animation.setText("duration", duration)
    if let easing { animation = animation.setText("easing", .string(easing.text)) }
    return animation.setText("delay", delay)
  }

  /// A POP spring towards `to` (or by `by`) with `bounciness` and `speed` (each 0…20; defaults
  /// 4 and 12) and an initial `velocity` in units per second (default 0).
  public static func spring(
    _ property: PropertyName, from: SceneValue? = nil, to: SceneValue? = nil, by: SceneValue? = nil,
    bounciness: Double? = nil, speed: Double? = nil, velocity: SceneValue? = nil, delay: Double? = nil
  ) -> PropertyAnimation {
    PropertyAnimation(property).setText("type", .string("spring")).setText("from", from).setText("to", to).setText(
      "by", by
    )
    .setText("bounciness", bounciness).setText("speed", speed).setText("velocity", velocity).setText("delay", delay)
  }

  /// A spring in physical terms (Remotion/framer names): `stiffness`, `damping` and `mass`
  /// (default 1), the same physics as POP's tension, friction and mass.
  public static func spring(
    _ property: PropertyName, from: SceneValue? = nil, to: SceneValue? = nil, by: SceneValue? = nil,
    stiffness: Double, damping: Double, mass: Double? = nil, velocity: SceneValue? = nil, delay: Double? = nil
  ) -> PropertyAnimation {
    PropertyAnimation(property).setText("type", .string("spring")).setText("from", from).setText("to", to).setText(
      "by", by
    )
    .setText("stiffness", stiffness).setText("damping", damping).setText("mass", mass).setText("velocity", velocity)
    .setText("delay", delay)
  }

  /// A decay (POP's `POPDecayAnimation`): starts at `velocity` (units per second) and keeps
  /// `deceleration` of it per millisecond (0…1, default 0.998) until it stops by itself.
  public static func decay(
    _ property: PropertyName, from: SceneValue? = nil, velocity: SceneValue, deceleration: Double? = nil,
    delay: Double? = nil
  ) -> PropertyAnimation {
    PropertyAnimation(property).setText("type", .string("decay")).setText("from", from).setText("velocity", velocity)
      .setText("deceleration", deceleration).setText("delay", delay)
  }

  /// Keyframes: `stops` at times in seconds from the animation's start, ascending.
  public static func keyframes(
    _ property: PropertyName, _ stops: [Keyframe], delay: Double? = nil
  ) -> PropertyAnimation {
    PropertyAnimation(property).setText("keyframes", .list(stops.map(\.sceneText))).setText("delay", delay)
  }

  /// Seconds from the scene's start (or the owner's) before it begins, ≥ 0. Default 0.
  public func delay(_ seconds: Double) -> PropertyAnimation { setText("delay", .number(seconds)) }

  /// Plays `count` times (≥ 1; default 1); with ``autoreverses()`` each play goes there and
  /// back.
  public func repeatCount(_ count: Int) -> PropertyAnimation { setText("repeatCount", .number(Double(count))) }

  /// Repeats until the scene ends.
  public func repeatForever() -> PropertyAnimation { setText("repeatForever", .bool(true)) }

  /// Plays back from `to` to `from` after each forward play.
  public func autoreverses() -> PropertyAnimation { setText("autoreverses", .bool(true)) }

  /// Adds the animation's value to what lies beneath instead of replacing it.
  public func additive() -> PropertyAnimation { setText("additive", .bool(true)) }

  /// Keeps values from passing `from`, `to` or both: `"start"`, `"end"` or `"both"`.
  public func clamp(_ mode: String) -> PropertyAnimation { setText("clamp", .string(mode)) }

  /// Writes multiples of `step` only (POP's `roundingFactor`); 0 is off.
  public func rounding(_ step: Double) -> PropertyAnimation { setText("rounding", .number(step)) }

  /// Steps a spring exactly as POP's animator does.
  public func popCompatible() -> PropertyAnimation { setText("popCompatible", .bool(true)) }

  /// The animation's name in tracer output (default its key path, `layers[0].animations[1]`).
  public func name(_ name: String) -> PropertyAnimation { setText("name", .string(name)) }

  /// Progress values (ascending, 0…1) at which the tracer records a marker event.
  public func progressMarkers(_ values: [Double]) -> PropertyAnimation { setText("progressMarkers", .numbers(values)) }
}
