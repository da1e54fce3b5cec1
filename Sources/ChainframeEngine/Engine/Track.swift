import ChainframeModel

/// One animated property of one layer, sampled once per output frame.
///
/// `values` is contiguous: frame `n`'s components are `values[n*count ..< (n+1)*count]`, so
/// reading a frame is O(1) and a whole track can be dumped or compared without allocation.
package struct Track: Sendable, Hashable {
  /// The property this track drives.
  package let property: AnimatableProperty
  /// All frames' components, frame-major.
  package let values: [Double]

  /// Creates a track; `values.count` must be a multiple of the property's component count.
  package init(property: AnimatableProperty, values: [Double]) {
    precondition(values.count % property.count == 0, "track length must be a multiple of count")
    self.property = property
    self.values = values
  }

  /// Number of frames in the track.
  package var frameCount: Int { values.count / property.count }

  /// The components at frame `n`.
  package func value(atFrame n: Int) -> ArraySlice<Double> {
    let c = property.count
    return values[(n * c)..<(n * c + c)]
  }
}
