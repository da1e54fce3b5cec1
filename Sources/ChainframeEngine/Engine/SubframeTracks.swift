import ChainframeModel

/// The sub-frame values motion blur needs: for each blurred layer, its tracks sampled at the
/// centres of `samples` equal parts of every frame's shutter interval.
///
/// Only blurred layers that animate get sub-frame arrays; everything else stays at frame
/// resolution, so a scene without blur costs nothing.
package struct SubframeTracks: Sendable {
  /// One blurred layer's sub-frame tracks.
  package struct Layer: Sendable {
    /// The layer's blur setting.
    package let blur: MotionBlur
    /// The layer's tracks (same properties and order as ``CompiledLayer/tracks``), with
    /// `frameCount × blur.samples` entries: entry `n · samples + k` is frame `n`'s sample `k`.
    package let tracks: [Track]

    /// Creates one layer's sub-frame tracks.
    package init(blur: MotionBlur, tracks: [Track]) {
      self.blur = blur
      self.tracks = tracks
    }
  }

  /// Images averaged per output frame: the most samples any blurred layer asks for.
  package let samples: Int
  /// One entry per compiled layer, nil for layers without blur or without animation.
  package let layers: [Layer?]

  /// Creates the sub-frame tracks of a scene; `samples` is the largest layer's sample count.
  package init(layers: [Layer?]) {
    self.layers = layers
    samples = layers.compactMap { $0?.blur.samples }.max() ?? 1
  }

  /// Which of layer `layer`'s own samples image `k` (0 ..< ``samples``) shows: its samples
  /// spread evenly over the images (exact when ``samples`` is a multiple of the layer's).
  package func layerSample(_ k: Int, of layer: Layer) -> Int {
    k * layer.blur.samples / samples
  }
}
