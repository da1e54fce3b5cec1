/// How a spring's time is stepped: the integration schedule of the spring physics.
///
/// Called stepping, not timing, because a ``TimingFunction`` is an easing curve.
public enum SpringStepping: Sendable, Hashable {
  /// Physically exact: the state at local time t is the 1 ms RK4 solution at t, with a final
  /// partial step; independent of the frame rate. The default.
  case exact
  /// POP's frame loop reproduced frame for frame: dt = 0 on the first frame, 1 ms sub-steps
  /// with the leftover blended and written back. This loses up to one sub-step per frame
  /// (simulated time runs ~2 % slow at 60 fps); use it to match footage from POP.
  case popCompatible
}
