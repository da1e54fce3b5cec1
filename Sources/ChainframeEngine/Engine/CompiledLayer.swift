import ChainframeModel

/// A layer after compilation: its unanimated state plus one track per animated property, and
/// its place in the layer tree.
package struct CompiledLayer: Sendable {
  /// The layer's id from the scene.
  package let id: String
  /// What it draws.
  package let shape: LayerShape
  /// Values of properties no track drives.
  package let base: LayerState
  /// Everything that does not animate.
  package let style: LayerStyle
  /// Tracks in the order their properties first appear in the layer's animations; later
  /// tracks overwrite earlier ones where their slots overlap (`position` vs `position.x`).
  package let tracks: [Track]
  /// Indices (in ``CompiledScene/layers``) of the children, back to front.
  package let children: [Int]
  /// Indices of the mask layers, back to front; empty when unmasked.
  package let maskLayers: [Int]
  /// How the mask layers become coverage.
  package let maskMode: Mask.Mode?
  /// Whether this layer is drawn only as (part of) another layer's mask or as a child.
  package let parent: Int?
  /// Whether the layer is a rectangle whose style alone allows a ``RectCommand`` (uniform
  /// corners, no gradient, mask, shadow, colour filter or blend), decided once here rather than for every
  /// frame: reading the style per frame copies it.
  let isPlainRect: Bool

  /// Creates a compiled layer.
  package init(
    id: String, shape: LayerShape, base: LayerState, tracks: [Track], text: TextStyle? = nil,
    style: LayerStyle = LayerStyle(), children: [Int] = [], maskLayers: [Int] = [], maskMode: Mask.Mode? = nil,
    parent: Int? = nil
  ) {
    self.id = id
    self.shape = shape
    self.base = base
    var style = style
    if let text { style.text = text }
    self.style = style
    self.tracks = tracks
    self.children = children
    self.maskLayers = maskLayers
    self.maskMode = maskMode
    self.parent = parent
    isPlainRect =
      shape == .rect && style.geometry.cornerRatios == nil && style.gradient == nil && maskMode == nil
      && style.shadow == nil && !style.hasColorFilters && style.blend == .normal
  }

  /// Text and font, for text layers.
  package var text: TextStyle? { style.text }

  /// The layer's state at frame `n`: the base with every track's frame-`n` value applied.
  package func state(atFrame n: Int) -> LayerState {
    withUnsafePointer(to: self) { Self.state(of: $0, atFrame: n) }
  }

  /// ``state(atFrame:)`` of the layer at `layer`, read in place (tracks are not copied).
  static func state(of layer: UnsafePointer<CompiledLayer>, atFrame n: Int) -> LayerState {
    var state = layer.pointee.base
    // A static layer shares its base's storage (no copy).
    if layer.pointee.tracks.isEmpty { return state }
    write(layer, atFrame: n, into: &state)
    return state
  }

  /// Writes the frame-`n` value of every track of the layer at `layer` into `state`, a state
  /// of that layer (its base, or any of its frames): in place when `state` owns its slots.
  static func write(_ layer: UnsafePointer<CompiledLayer>, atFrame n: Int, into state: inout LayerState) {
    layer.pointee.tracks.withUnsafeBufferPointer { tracks in
      state.slots.withUnsafeMutableBufferPointer { slots in
        for t in tracks.indices {
          let c = tracks[t].property.count
          let slot = tracks[t].property.slot
          let start = n * c
          tracks[t].values.withUnsafeBufferPointer { source in
            precondition(slot + c <= slots.count && start + c <= source.count, "track outside its layer or frames")
            for i in 0..<c { slots[slot + i] = source[start + i] }
          }
        }
      }
    }
  }

}
