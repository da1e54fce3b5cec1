/// The part of a Lottie file a ``Lottie`` layer plays (`segment:` in scene files): seconds
/// within the animation, or one of the file's markers by name. A string literal is a marker.
public enum LottieSegment: Sendable, Equatable, ExpressibleByStringLiteral {
  /// From `from` to `to` seconds of the animation's own timeline; `from < to`.
  case seconds(Double, Double)
  /// The marker named so in the file's `markers` (`cm`): its start frame and duration.
  case marker(String)

  /// A marker name: `segment: "pulse"`.
  public init(stringLiteral value: String) { self = .marker(value) }

  /// The scene-file value: `[from, to]` or the marker's name.
  var sceneText: SceneText {
    switch self {
    case .seconds(let from, let to): .numbers([from, to])
    case .marker(let name): .string(name)
    }
  }
}
