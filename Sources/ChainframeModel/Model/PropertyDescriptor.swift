/// One row of `PropertyTable`: an animatable property family as scene files name it, with
/// its layout, default, POP threshold, valid range and meaning.
///
/// A row with components (`position`) also declares its component properties
/// (`position.x`, `position.y`); they share the row's slots, threshold and range.
package struct PropertyDescriptor: Sendable, Hashable {
  /// Which names animations may use for a row.
  package enum Addressing: Sendable, Hashable {
    /// Only the whole value: `anchor`, `fill`.
    case whole
    /// The whole value and each component: `position`, `position.x`, `position.y`.
    case wholeAndComponents
    /// Only the components: `skew.x`, `skew.y` (there is no `skew` animation).
    case componentsOnly
  }

  /// The name used in scene files, chains and keyframe dumps, for example `position`.
  package let name: String
  /// How the value is written in a scene file; decides the component count (1, 2 or 4).
  package let kind: AnimatableProperty.Kind
  /// Names of the components, for component properties (`position.x`) and dump columns
  /// (`fill.r`); empty for scalars.
  package let componentNames: [String]
  /// Which names animations may use.
  package let addressing: Addressing
  /// The value of a layer nobody configured, one number per component.
  package let defaultValue: [Double]
  /// POP's completion threshold: a spring or decay is done when it is closer than this, in
  /// the property's units.
  package let threshold: Double
  /// The range static and animated values must stay in; nil for properties the renderer
  /// clamps itself (opacity, trims, colours), whose values must only be finite.
  package let range: ClosedRange<Double>?
  /// What the value means, with its units, for the documentation's property table.
  package let meaning: String

  /// Number of components: 1 scalar, 2 pair, 4 colour.
  package var count: Int { kind.componentCount }

  /// Creates a row; `components` defaults to `x`, `y` for pairs and `r`, `g`, `b`, `a` for
  /// colours.
  package init(
    _ name: String, _ kind: AnimatableProperty.Kind, components: [String]? = nil,
    addressing: Addressing = .whole, default defaultValue: [Double], threshold: Double,
    range: ClosedRange<Double>?, meaning: String
  ) {
    self.name = name
    self.kind = kind
    self.componentNames = components ?? kind.defaultComponentNames
    self.addressing = addressing
    self.defaultValue = defaultValue
    self.threshold = threshold
    self.range = range
    self.meaning = meaning
  }
}
