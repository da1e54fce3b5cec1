import ChainframeEngine
import ChainframeModel

/// Turns a drawn mask into coverage in its alpha channel (Cairo masks read only alpha).
enum MaskConversion {
  /// Converts `mode` coverage in place, only inside `region` (default: every pixel).
  static func apply(_ mode: Mask.Mode, to pixels: PixelBuffer, region: DeviceBounds? = nil) {
    guard mode != .alpha else { return }
    PixelRows.forEach(in: pixels, region: region) { row, columns in
      for x in columns {
        let p = row[x]
        let a = p >> 24
        var coverage: UInt32
        switch mode {
        case .alpha:
          coverage = a
        case .alphaInverted:
          coverage = 255 - a
        case .luma, .lumaInverted:
          // BT.709 luma of the premultiplied colour = luma × alpha; integer weights sum to
          // 65536 so white at full alpha is exactly 255.
          let r = (p >> 16) & 0xFF
          let g = (p >> 8) & 0xFF
          let b = p & 0xFF
          coverage = (13933 * r + 46871 * g + 4732 * b + 32768) >> 16
          if mode == .lumaInverted { coverage = 255 - coverage }
        }
        // Only alpha matters to cairo_mask; colour channels are zeroed to stay premultiplied.
        row[x] = coverage << 24
      }
    }
  }
}
