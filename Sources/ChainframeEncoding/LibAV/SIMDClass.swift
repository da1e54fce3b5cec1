internal import CFFmpeg

/// Which machines make the same bytes for a format: the CPU features an encoder's output
/// depends on, recorded in a distributed render's plan hash so chunks from machines that
/// would encode differently are refused instead of joined.
///
/// Measured on Debian 12's libraries (docs/distributed.md): x264's output falls in two classes,
/// C/MMX/SSE2/SSE3 and SSSE3 up to AVX2 (AVX-512 is always off, see `X264Instructions`);
/// x265's changes with its assembly; VP9 (libvpx), ProRes and the colour conversion
/// (bit-exact swscale) give the same bytes with SIMD off; Cairo/pixman drawing too.
package enum SIMDClass {
  /// The class of this machine for `format`, for example `x86_64 x264 ssse3+`.
  package static func of(_ format: OutputFormat) -> String {
    #if arch(x86_64)
      let arch = "x86_64"
    #elseif arch(arm64)
      let arch = "arm64"
    #else
      let arch = "other"
    #endif
    var flags: UInt32 = 0
    let found = CFFmpeg_x264_cpu_detect(&flags) != 0
    let used = X264Instructions.cappedFlags ?? flags
    switch format {
    case .mp4, .mov:
      // X264_CPU_SSSE3 = 1 << 6: the one boundary measured between C and AVX2.
      return "\(arch) x264 " + (!found ? "unknown" : used & (1 << 6) != 0 ? "ssse3+" : "base")
    case .hevc:
      // x265 detects the same features; every level is its own class (not measured finer).
      return "\(arch) x265 cpu-flags \(String(used & 0xFFFF, radix: 16))"
    default:
      return "\(arch) any"
    }
  }
}
