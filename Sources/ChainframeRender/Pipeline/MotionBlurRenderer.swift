import ChainframeCore
import ChainframeRendering

/// Draws frames of a compiled scene, averaging sub-frame images where the scene asks for
/// motion blur (docs/motion-blur.md).
///
/// A frame whose blurred layers do not move within the shutter is drawn once, exactly as
/// without blur; otherwise each of its `SubframeTracks.samples` (ChainframeCore) images is drawn (bottom
/// layers that do not move within the frame's shutter are drawn once and copied) and
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
  /// - Throws: `RenderError` (ChainframeRendering) from drawing.
  public func render(_ scene: CompiledScene, frame n: Int, fit: FrameRenderer.Fit = .contain) throws(RenderError)
    -> PixelBuffer
  {
    let images = scene.imageCount(ofFrame: n)
    guard images > 1 else { return try renderer.render(DisplayListBuilder.build(scene, frame: n), fit: fit) }
    var lists = (0..<images).map { DisplayListBuilder.build(scene, frame: n, image: $0) }
    // Bottom layers that do not move within this frame's shutter draw the same commands in
    // every image: marking them as the static prefix lets the renderer draw them once and
    // copy them for the other images (its cache key compares the commands themselves).
    var common = lists[0].commands.count
    for list in lists.dropFirst() {
      var i = 0
      while i < common && i < list.commands.count && list.commands[i] == lists[0].commands[i] { i += 1 }
      common = i
    }
    for i in lists.indices { lists[i].staticPrefix = max(lists[i].staticPrefix, min(common, lists[i].commands.count)) }
    var result: PixelBuffer?
    for list in lists {
      let pixels = try renderer.render(list, fit: fit)
      let first = result == nil
      let target: PixelBuffer
      if let output, output.width == pixels.width, output.height == pixels.height, output.stride == pixels.stride {
        target = output
      } else {
        target = PixelBuffer(width: pixels.width, height: pixels.height)
        output = target
      }
      result = target
      if sums.count != pixels.byteCount { sums = [UInt32](repeating: 0, count: pixels.byteCount) }
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
