import ChainframeCore
import ChainframeRendering

/// Draws frames of a compiled scene, averaging sub-frame images where the scene asks for
/// motion blur (docs/motion-blur.md).
///
/// A frame whose blurred layers do not move within the shutter is drawn once, exactly as
/// without blur; otherwise each of its ``SubframeTracks/samples`` images is drawn (static
/// layers below the first animated one come from the renderer's cache, not drawn again) and
/// the premultiplied sRGB bytes are averaged with integer sums, rounded to nearest — the same
/// space Cairo anti-aliases and composites in, so a moving edge blurs into the ramp a static
/// edge of that width would have. One instance per worker; not thread-safe.
public final class MotionBlurRenderer {
  private let renderer: FrameRenderer
  private var sums: [UInt32] = []
  private var output: PixelBuffer?

  /// Draws with `renderer` (owned by the caller's worker).
  public init(renderer: FrameRenderer) {
    self.renderer = renderer
  }

  /// Frame `n` of `scene`, placed by `fit`. The buffer is reused by the next call.
  ///
  /// - Throws: ``RenderError`` from drawing.
  public func render(_ scene: CompiledScene, frame n: Int, fit: FrameRenderer.Fit = .contain) throws(RenderError)
    -> PixelBuffer
  {
    let images = scene.imageCount(ofFrame: n)
    guard images > 1 else { return try renderer.render(DisplayListBuilder.build(scene, frame: n), fit: fit) }
    var result: PixelBuffer?
    for k in 0..<images {
      let pixels = try renderer.render(DisplayListBuilder.build(scene, frame: n, image: k), fit: fit)
      let target: PixelBuffer
      if let output, output.width == pixels.width, output.height == pixels.height, output.stride == pixels.stride {
        target = output
      } else {
        target = PixelBuffer(width: pixels.width, height: pixels.height)
        output = target
      }
      result = target
      if sums.count != pixels.byteCount { sums = [UInt32](repeating: 0, count: pixels.byteCount) }
      let first = k == 0
      pixels.withUnsafeBytes { raw in
        sums.withUnsafeMutableBufferPointer { s in
          for i in 0..<min(raw.count, s.count) { s[i] = first ? UInt32(raw[i]) : s[i] &+ UInt32(raw[i]) }
        }
      }
    }
    guard let result else { preconditionFailure("a blurred frame has at least two images") }
    let count = UInt32(images)
    result.withUnsafeMutableBytes { raw in
      sums.withUnsafeBufferPointer { s in
        for i in 0..<min(raw.count, s.count) { raw[i] = UInt8(truncatingIfNeeded: (s[i] + count / 2) / count) }
      }
    }
    return result
  }
}
