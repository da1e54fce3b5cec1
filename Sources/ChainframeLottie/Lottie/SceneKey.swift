/// A key the translator writes into a scene: the scene file vocabulary the Lottie importer
/// uses, as cases, so a misspelt key does not compile and a key the decoders rename fails a
/// test (every case must be a key of the scene schema, which is built from the decoders' own
/// key tables) instead of failing an import at run time.
package enum SceneKey: String, CaseIterable, Sendable {
  /// `align`.
  case align
  /// `anchor`.
  case anchor
  /// `animations`.
  case animations
  /// `background`.
  case background
  /// `blend`.
  case blend
  /// `blur`.
  case blur
  /// `canvas`.
  case canvas
  /// `cap`.
  case cap
  /// `center`.
  case center
  /// `children`.
  case children
  /// `clip`.
  case clip
  /// `color`.
  case color
  /// `cornerRadius`.
  case cornerRadius
  /// `d`.
  case d
  /// `dash`.
  case dash
  /// `dashOffset`.
  case dashOffset
  /// `duration`.
  case duration
  /// `easing`.
  case easing
  /// `family`.
  case family
  /// `fill`.
  case fill
  /// `fillRule`.
  case fillRule
  /// `fit`.
  case fit
  /// `focus`.
  case focus
  /// `font`.
  case font
  /// `fps`.
  case fps
  /// `from`.
  case from
  /// `height`.
  case height
  /// `hold`.
  case hold
  /// `id`.
  case id
  /// `join`.
  case join
  /// `keyframes`.
  case keyframes
  /// `layers`.
  case layers
  /// `letterSpacing`.
  case letterSpacing
  /// `lineHeight`.
  case lineHeight
  /// `mask`.
  case mask
  /// `miterLimit`.
  case miterLimit
  /// `mode`.
  case mode
  /// `offset`.
  case offset
  /// `opacity`.
  case opacity
  /// `position`.
  case position
  /// `property`.
  case property
  /// `radius`.
  case radius
  /// `rotation`.
  case rotation
  /// `scale`.
  case scale
  /// `size`.
  case size
  /// `skew`.
  case skew
  /// `src`.
  case src
  /// `stops`.
  case stops
  /// `stroke`.
  case stroke
  /// `style`.
  case style
  /// `text`.
  case text
  /// `time`.
  case time
  /// `to`.
  case to
  /// `trimEnd`.
  case trimEnd
  /// `trimOffset`.
  case trimOffset
  /// `trimStart`.
  case trimStart
  /// `type`.
  case type
  /// `value`.
  case value
  /// `visible`.
  case visible
  /// `weight`.
  case weight
  /// `width`.
  case width
}

extension SceneKey {
  /// The key of the whole property `name` (an animator target's name such as `trimStart`).
  /// Target names are written in this module, so a name that is not a key is a programmer
  /// error, caught by the translator tests.
  init(property name: String) {
    guard let key = SceneKey(rawValue: name) else { preconditionFailure("\(name) is not a scene key") }
    self = key
  }
}
