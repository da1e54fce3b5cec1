internal import CFFmpeg

/// The instruction sets libx264 may use: everything it detects, except AVX-512 when the
/// frame's width would let its MB-tree kernel read past a row.
///
/// x264 r3095 (Debian 12's libx264-164) has an AVX-512 MB-tree kernel,
/// `mbtree_propagate_list_internal_avx512`, that always handles 8 macroblocks per step and
/// does not mask the steps past the end of a row. When the width in macroblocks is not a
/// multiple of 8 (any width not a multiple of 128 pixels, such as 64 or 720), the extra lanes
/// read the next row's motion vectors and, on the last row, memory past the end of x264's
/// per-frame arrays (uninitialised heap, as is the unused tail of `i_propagate_cost` for
/// non-reference frames). Lanes whose motion vector points back into the frame scatter that
/// data into the reference frame's propagate costs, so the MB-tree QP offsets, and with them
/// the bitstream, depend on what the heap held before. In one process that is whatever earlier
/// work (another encode, an x265 encode, a test running alongside) freed. The AVX2 kernel
/// (`mbtree_propagate_list_avx2`) finishes each row in C up to the row's width, as x264's C
/// reference does, and is deterministic.
///
/// Capping x264 at its detected flags minus AVX-512 changes nothing on CPUs without AVX-512,
/// and gives AVX-512 machines the same kernels, so the same bytes, as AVX2 machines.
///
/// When the width in macroblocks is a multiple of 8 (widths of 128·k pixels, 1280 and 1920
/// among them) every step of the AVX-512 kernel lies inside its row: nothing past the row or
/// the arrays is read, and its results are the AVX2 kernel's. There the cap only costs time
/// (x264 spent 14 % more CPU on B3 with it), so it is not applied. Measured: 1920x1080 and
/// 1280x720 at veryfast and medium give the same bytes with AVX-512 on and off, and a test
/// encodes a 128-pixel-wide video after 32 different heap fillings to the same bytes.
enum X264Instructions {
  /// `X264_CPU_AVX512` in x264.h.
  static let avx512: UInt32 = 1 << 16

  /// x264's detected flags minus AVX-512, 0 with SIMD switched off, or nil to leave x264's
  /// own detection alone (no AVX-512, or libx264 not found in the process): the kernels of
  /// the output's SIMD class (`SIMDClass`), whatever the width.
  static let cappedFlags: UInt32? = {
    if SIMDOverride.isDisabled { return 0 }
    guard let detected = detect(), detected & avx512 != 0 else { return nil }
    return detected & ~avx512
  }()

  /// The value for x264's `asm` option when encoding frames `width` pixels wide, or nil to
  /// leave x264's own detection alone.
  static func flags(forWidth width: Int) -> UInt32? {
    if SIMDOverride.isDisabled { return 0 }
    return isRowAligned(width: width) ? nil : cappedFlags
  }

  /// Whether the AVX-512 MB-tree kernel's 8-macroblock steps tile every row of a frame
  /// `width` pixels wide (x264's macroblocks are 16 pixels; a partial one counts).
  static func isRowAligned(width: Int) -> Bool { ((width + 15) / 16) % 8 == 0 }

  /// `x264_cpu_detect()` from the libx264 that libavcodec loaded (x264's own detection, so the
  /// cache-line and slow-instruction flags it sets stay as they are).
  private static func detect() -> UInt32? {
    var flags: UInt32 = 0
    return CFFmpeg_x264_cpu_detect(&flags) != 0 ? flags : nil
  }
}
