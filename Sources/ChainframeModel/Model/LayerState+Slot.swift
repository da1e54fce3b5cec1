extension LayerState {
  /// The first slot of each property the typed accessors read: `PropertyTable`'s layout,
  /// written out as literals.
  ///
  /// Literals rather than values read from the table: a `static let` is a lazily initialised
  /// global, so every accessor in the renderer's per-frame loop called `swift_once` and
  /// retained and released the state's storage around that call. `LayerStateTests` checks
  /// each literal against the table.
  enum Slot {
    static var position: Int { 0 }
    static var size: Int { 2 }
    static var scale: Int { 4 }
    static var rotation: Int { 6 }
    static var skew: Int { 7 }
    static var anchor: Int { 9 }
    static var opacity: Int { 11 }
    static var fill: Int { 12 }
    static var stroke: Int { 16 }
    static var strokeWidth: Int { 20 }
    static var cornerRadius: Int { 21 }
    static var trimStart: Int { 22 }
    static var trimEnd: Int { 23 }
    static var trimOffset: Int { 24 }
    static var blur: Int { 25 }
    static var dashOffset: Int { 26 }
    static var shadowColor: Int { 27 }
    static var shadowOffset: Int { 31 }
    static var shadowBlur: Int { 33 }
  }
}
