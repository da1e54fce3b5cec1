/// One stop of a keyframe animation.
public struct Keyframe: Sendable {
  /// Seconds from the animation's start, ascending across stops.
  public var time: Double
  /// The value at `time`.
  public var value: SceneValue
  /// The easing of the segment leaving this stop (CSS's rule); nil is linear.
  public var easing: Easing?
  /// Keep the value until the next stop. Default false.
  public var hold: Bool

  /// Creates a stop.
  public init(time: Double, value: SceneValue, easing: Easing? = nil, hold: Bool = false) {
    self.time = time
    self.value = value
    self.easing = easing
    self.hold = hold
  }

  /// The scene-file mapping `{time, value, easing, hold}`.
  var sceneText: SceneText {
    var entries: [(SceneKey, SceneText)] = [("time", .number(time)), ("value", value.text)]
    if let easing { entries.append(("easing", .string(easing.text))) }
    if hold { entries.append(("hold", .bool(true))) }
    return .map(entries)
  }
}
