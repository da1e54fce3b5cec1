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
  private var divisor: UInt32 = 0
  private var quotients: [UInt8] = []

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
          guard let src = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), let dst = s.baseAddress else { return }
          let count = min(raw.count, s.count)
          if first {
            for i in 0..<count { dst[i] = UInt32(src[i]) }
          } else {
            for i in 0..<count { dst[i] &+= UInt32(src[i]) }
          }
        }
      }
    }
    guard let result else { preconditionFailure("a blurred frame has at least two images") }
    let count = UInt32(images)
    if divisor != count {
      // (sum + count/2) / count for every possible sum: a table lookup instead of a division
      // per byte.
      divisor = count
      quotients = (0...(255 * Int(count))).map { UInt8(truncatingIfNeeded: (UInt32($0) + count / 2) / count) }
    }
    result.withUnsafeMutableBytes { raw in
      sums.withUnsafeBufferPointer { s in
        quotients.withUnsafeBufferPointer { q in
          guard let dst = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), let src = s.baseAddress,
            let table = q.baseAddress
          else { return }
          for i in 0..<min(raw.count, s.count) { dst[i] = table[Int(src[i])] }
        }
      }
    }
    return result
  }
}
