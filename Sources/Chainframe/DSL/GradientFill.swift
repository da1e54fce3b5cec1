/// A gradient fill: linear between two points or radial about a centre, with 2…8 stops.
///
/// Points are unit coordinates of the layer's box; stop *i* animates as `gradient.color<i>`
/// and `gradient.offset<i>`.
public struct GradientFill: Sendable {
  /// The scene-file mapping.
  var sceneText: SceneText

  /// A colour stop at `offset` (0…1 along the gradient).
  public struct Stop: Sendable {
    /// Position along the gradient, 0…1.
    public var offset: Double
    /// The stop's colour.
    public var color: SceneColor

    /// Creates a stop.
    public init(_ offset: Double, _ color: SceneColor) {
      self.offset = offset
      self.color = color
    }
  }

  private init(_ entries: [(SceneKey, SceneText)]) { sceneText = .map(entries) }

  /// A linear gradient from `from` to `to` (unit box coordinates; defaults `(0, 0.5)` and
  /// `(1, 0.5)`) through evenly spaced `colors`.
  public static func linear(
    from: (Double, Double) = (0, 0.5), to: (Double, Double) = (1, 0.5), colors: [SceneColor]
  ) -> GradientFill {
    GradientFill([
      ("type", .string("linear")), ("from", .pair(from.0, from.1)), ("to", .pair(to.0, to.1)),
      ("stops", .list(colors.map { .string($0.text) })),
    ])
  }

  /// A linear gradient from `from` to `to` (unit box coordinates) through `stops`.
  public static func linear(from: (Double, Double), to: (Double, Double), stops: [Stop]) -> GradientFill {
    GradientFill([
      ("type", .string("linear")), ("from", .pair(from.0, from.1)), ("to", .pair(to.0, to.1)),
      ("stops", stopList(stops)),
    ])
  }

  /// A radial gradient about `center` (unit box coordinates, default the centre) with
  /// `radius` a fraction of the box's longer side (default 0.5) through evenly spaced
  /// `colors`; `focus` moves the first stop's point (default the centre).
  public static func radial(
    center: (Double, Double) = (0.5, 0.5), radius: Double = 0.5, focus: (Double, Double)? = nil,
    colors: [SceneColor]
  ) -> GradientFill {
    radial(center: center, radius: radius, focus: focus, stopsText: .list(colors.map { .string($0.text) }))
  }

  /// A radial gradient about `center` with `radius` (a fraction of the longer side) through
  /// `stops`; `focus` moves the first stop's point (default the centre).
  public static func radial(
    center: (Double, Double) = (0.5, 0.5), radius: Double = 0.5, focus: (Double, Double)? = nil, stops: [Stop]
  ) -> GradientFill {
    radial(center: center, radius: radius, focus: focus, stopsText: stopList(stops))
  }

  private static func radial(
    center: (Double, Double), radius: Double, focus: (Double, Double)?, stopsText: SceneText
  ) -> GradientFill {
    var entries: [(SceneKey, SceneText)] = [
      ("type", .string("radial")), ("center", .pair(center.0, center.1)), ("radius", .number(radius)),
    ]
    if let focus { entries.append(("focus", .pair(focus.0, focus.1))) }
    entries.append(("stops", stopsText))
    return GradientFill(entries)
  }

  private static func stopList(_ stops: [Stop]) -> SceneText {
    .list(stops.map { .map([("offset", .number($0.offset)), ("color", .string($0.color.text))]) })
  }
}
