import ChainframeEngine
import ChainframeModel

/// Turns a drawn mask into coverage in its alpha channel (Cairo masks read only alpha).
enum MaskConversion {
  /// Converts `mode` coverage in place, only inside `region` (default: every pixel).
  static func apply(_ mode: Mask.Mode, to pixels: PixelBuffer, region: DeviceBounds? = nil) {
    // One loop per mode, so the per-pixel work has no branch to take.
    switch mode {
    case .alpha:
      return
    case .alphaInverted:
      PixelRows.forEach(in: pixels, region: region) { row, columns in
        // Only alpha matters to cairo_mask; colour channels are zeroed to stay premultiplied.
        for x in columns { row[x] = (255 - (row[x] >> 24)) << 24 }
      }
    case .luma, .lumaInverted:
      let flip: UInt32 = mode == .lumaInverted ? 255 : 0
      PixelRows.forEach(in: pixels, region: region) { row, columns in
        for x in columns {
          let p = row[x]
          // BT.709 luma of the premultiplied colour = luma × alpha; integer weights sum to
          // 65536 so white at full alpha is exactly 255.
          let r = (p >> 16) & 0xFF
          let g = (p >> 8) & 0xFF
          let b = p & 0xFF
          let coverage = (13933 * r + 46871 * g + 4732 * b + 32768) >> 16
          row[x] = (coverage ^ flip) << 24
        }
      }
    }
  }
}
