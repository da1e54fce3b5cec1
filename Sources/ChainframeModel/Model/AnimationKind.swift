/// How an animation moves its property from start to end.
public enum AnimationKind: Sendable {
  /// `duration` seconds (≥ 0; default 0.4, POP's) shaped by a timing function.
  case basic(duration: Double, timing: TimingFunction)
  /// A damped spring towards `to`, ending when POP's thresholds say it has settled.
  /// `velocity` (units per second, the value's component count) defaults to zero;
  /// `stepping` chooses exact or POP-compatible time steps (spring physics, not an easing:
  /// JH's `spring` easing keyword is ``PennerEasing/easeOutElastic``).
  case spring(SpringParameters, velocity: [Double]?, stepping: SpringStepping)
  /// Motion that starts at `velocity` (units per second) and slows by `deceleration` per
  /// millisecond; the end value and duration follow from them.
  case decay(DecayParameters, velocity: [Double])
  /// Several stops at times (seconds from the start), each segment with its own easing.
  case keyframes([KeyframeStop])
  /// Position along an SVG path (or the path's direction, for rotation), `duration` seconds.
  case path(FlattenedPath, duration: Double, timing: TimingFunction, output: PathOutput)
  /// A Swift closure, for library users.
  case custom(CustomAnimation)
}

/// What a path animation writes.
public enum PathOutput: Sendable, Hashable {
  /// The point on the path (for `position`).
  case point
  /// The path's direction in degrees plus an offset (for `rotation`; 180 reverses).
  case angle(offset: Double)
}
