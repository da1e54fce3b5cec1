import ChainframeModel

/// One thing that happened to an animation, at a frame (POP's tracer, computed at compile
/// time rather than recorded live).
package struct TraceEvent: Sendable, Hashable {
  /// What happened.
  package enum Kind: Sendable, Hashable {
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
  package let layer: String
  /// The property's name.
  package let property: String
  /// The animation's name (its key path or chain operation).
  package let animation: String
  /// What happened.
  package let kind: Kind
  /// The frame it happened on.
  package let frame: Int
  /// The property's value written at that frame.
  package let value: [Double]
}
