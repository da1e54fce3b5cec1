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
/// edge of that width would have. A frame's images may be drawn on idle threads
/// (`SubframeHelpers`) and their partial sums added. One instance per worker; not thread-safe.
package final class MotionBlurRenderer {
  private let renderer: FrameRenderer
  private var sums: [UInt32] = []
  private var output: PixelBuffer?
  private var divisor: UInt32 = 0
  private var quotients: [UInt8] = []
  /// The frame states of the last unblurred frame, rewritten in place for the next.
  private var workspace = FrameWorkspace()

  private let helpers: SubframeHelpers?

  /// Draws with `renderer` (owned by the caller's worker), on the calling thread only.
  package init(renderer: FrameRenderer) {
    self.renderer = renderer
    helpers = nil
  }

  /// Draws with `renderer` (owned by the caller's worker) and, for a blurred frame, on as
  /// many of `helpers`' idle threads as it has images beyond the first. The bytes are the
  /// same as with one thread.
  package init(renderer: FrameRenderer, helpers: SubframeHelpers?) {
    self.renderer = renderer
    self.helpers = helpers
  }

  /// Frame `n` of `scene`, placed by `fit`. The buffer is reused by the next call.
  ///
  /// - Throws: `RenderError` (ChainframeRendering) from drawing.
  package func render(_ scene: CompiledScene, frame n: Int, fit: FrameRenderer.Fit = .contain) throws(RenderError)
    -> PixelBuffer
  {
    let images = scene.imageCount(ofFrame: n)
    guard images > 1 else {
      return try renderer.render(DisplayListBuilder.build(scene, frame: n, workspace: &workspace), fit: fit)
    }
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
    // The images are claimed one at a time: by this thread and by any thread `helpers` has
    // idle now or frees while this frame is drawn. Every thread sums its own images; integer
    // partial sums add up to the same totals as one thread's, so the bytes do not depend on
    // how the images were shared.
    let queue = ImageQueue(lists: lists, fit: fit)
    var parts: [SharePart] = []
    var failure: RenderError?
    do throws(RenderError) {
      var first = true
      while let i = queue.claim() {
        if let helpers {
          let extra = helpers.take(upTo: min(queue.remaining, images - 1 - parts.count))
          for _ in 0..<extra { parts.append(Self.startHelper(queue, helpers: helpers)) }
        }
        let pixels = try renderer.render(lists[i], fit: fit)
        if first && sums.count != pixels.byteCount { sums = [UInt32](repeating: 0, count: pixels.byteCount) }
        Self.add(pixels, to: &sums, first: first)
        first = false
      }
    } catch {
      failure = error
      queue.stop()
    }
    for part in parts {
      switch part.wait() {
      case .success(let partial): if failure == nil && !partial.isEmpty { Self.add(partial, to: &sums) }
      case .failure(let error): failure = failure ?? error
      }
    }
    if let failure { throw failure }
    let drawn = renderer.pixels
    let result: PixelBuffer
    if let output, output.width == drawn.width, output.height == drawn.height, output.stride == drawn.stride {
      result = output
    } else {
      result = PixelBuffer(width: drawn.width, height: drawn.height)
      output = result
    }
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
