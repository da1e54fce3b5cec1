/// A layer after compilation: its unanimated state plus one track per animated property.
public struct CompiledLayer: Sendable {
  /// The layer's id from the scene.
  public let id: String
  /// What it draws.
  public let shape: LayerShape
  /// Values of properties no track drives.
  public let base: LayerState
  /// Text and font, for text layers.
  public let text: TextStyle?
  /// Tracks in the order their properties first appear in the layer's animations; later
  /// tracks overwrite earlier ones where their slots overlap (`position` vs `position.x`).
  public let tracks: [Track]

  /// Creates a compiled layer.
  public init(id: String, shape: LayerShape, base: LayerState, tracks: [Track], text: TextStyle? = nil) {
    self.text = text
    self.id = id
    self.shape = shape
    self.base = base
    self.tracks = tracks
  }

  /// The layer's state at frame `n`: the base with every track's frame-`n` value applied.
  public func state(atFrame n: Int) -> LayerState {
    var state = base
    for track in tracks {
      let c = track.property.count
      let start = n * c
      track.values.withUnsafeBufferPointer { source in
        for i in 0..<c { state.slots[track.property.slot + i] = source[start + i] }
      }
    }
    return state
  }
}
