import ChainframeModel

/// One thing that happened to an animation, at a frame (POP's tracer, computed at compile
/// time rather than recorded live).
public struct TraceEvent: Sendable, Hashable {
  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// The animation's first frame.
    case started
    /// The value first reached or crossed its target (once per animation).
    case reachedToValue
    /// A reversed play began.
    case autoreversed
    /// A forward repeat began.
    case repeated
    /// Progress passed a marker.
    case progressMarker(Double)
    /// The animation ended: `finished` is false when a later animation took over first.
    case stopped(finished: Bool)
  }

  /// The layer's id.
  public let layer: String
  /// The property's name.
  public let property: String
  /// The animation's name (its key path or chain operation).
  public let animation: String
  /// What happened.
  public let kind: Kind
  /// The frame it happened on.
  public let frame: Int
  /// The property's value written at that frame.
  public let value: [Double]
}
