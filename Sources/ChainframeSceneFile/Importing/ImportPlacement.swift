import ChainframeModel

/// Where and how an imported file plays as a layer of a scene (`type: lottie`): on the
/// scene's clock, from `start`, at `speed`, once or looping, over the whole file or a segment.
package struct ImportPlacement: Sendable {
  /// A part of the imported animation.
  package enum Segment: Sendable, Hashable {
    /// Seconds within the animation, `from < to`.
    case seconds(from: Double, to: Double)
    /// A named marker of the file (Lottie `markers`: `cm` name, `tm` start, `dr` duration).
    case marker(String)
  }

  /// Seconds on the scene's clock at which the first frame (of the segment) shows.
  package var start: Double = 0
  /// Playback rate: 2 plays twice as fast. Greater than 0.
  package var speed: Double = 1
  /// Whether the animation repeats after its last frame (otherwise it disappears).
  package var loop = false
  /// The part played; nil plays the whole file.
  package var segment: Segment?
  /// The scene's frame rate.
  package var fps: Rational
  /// The scene's frames (the translation bakes per-frame values on the scene's clock).
  package var frameCount: Int

  /// A placement on a scene clock of `frameCount` frames at `fps`.
  package init(fps: Rational, frameCount: Int) {
    self.fps = fps
    self.frameCount = frameCount
  }
}
