extension LayerState {
  /// The first slot of each property the typed accessors read, from ``PropertyTable``.
  ///
  /// Plain integers rather than ``AnimatableProperty`` values, so an accessor in the
  /// renderer's per-frame loop costs an index, not a copy of a property's strings.
  enum Slot {
    static let position = AnimatableProperty.position.slot
    static let size = AnimatableProperty.size.slot
    static let scale = AnimatableProperty.scale.slot
    static let rotation = AnimatableProperty.rotation.slot
    static let skew = AnimatableProperty.skewX.slot
    static let anchor = AnimatableProperty.anchor.slot
    static let opacity = AnimatableProperty.opacity.slot
    static let fill = AnimatableProperty.fill.slot
    static let stroke = AnimatableProperty.stroke.slot
    static let strokeWidth = AnimatableProperty.strokeWidth.slot
    static let cornerRadius = AnimatableProperty.cornerRadius.slot
    static let trimStart = AnimatableProperty.trimStart.slot
    static let trimEnd = AnimatableProperty.trimEnd.slot
    static let trimOffset = AnimatableProperty.trimOffset.slot
    static let blur = AnimatableProperty.blur.slot
    static let dashOffset = AnimatableProperty.dashOffset.slot
  }
}
