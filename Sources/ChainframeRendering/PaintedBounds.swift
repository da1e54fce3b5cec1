internal import CRaster
import ChainframeModel

/// The smallest pixel rectangle holding every non-transparent pixel of a premultiplied
/// buffer. A layer drawn alone on a scratch surface leaves the frame unchanged wherever its
/// pixels are transparent black, under every blend mode, opacity and mask (each composites a
/// zero source as the destination itself), so compositing can stop at this rectangle: a
/// multiply layer whose shapes cover a tenth of a frame then blends a tenth of the pixels.
enum PaintedBounds {
  /// The rectangle of pixels that are not 0 within `region ∩ buffer` (the whole buffer when
  /// `region` is nil); empty when every pixel there is 0.
  static func of(_ pixels: PixelBuffer, within region: DeviceBounds?) -> DeviceBounds {
    let all = DeviceBounds(x: 0, y: 0, width: pixels.width, height: pixels.height)
    let area = region?.intersection(all) ?? all
    var found = DeviceBounds(x: 0, y: 0, width: 0, height: 0)
    guard !area.isEmpty else { return found }
    pixels.withUnsafeBytes { raw in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      var out: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
      let painted = withUnsafeMutableBytes(of: &out) { o in
        craster_painted_bounds(
          base, Int32(pixels.stride), Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height),
          o.baseAddress?.assumingMemoryBound(to: Int32.self))
      }
      if painted != 0 { found = DeviceBounds(x: Int(out.0), y: Int(out.1), width: Int(out.2), height: Int(out.3)) }
    }
    return found
  }
}
