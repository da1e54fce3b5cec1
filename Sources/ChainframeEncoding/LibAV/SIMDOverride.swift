internal import CFFmpeg
import ChainframeEngine
import ChainframeModel
import Foundation

/// A diagnostic switch for checking that output bytes do not depend on the CPU's SIMD level:
/// with `CHAINFRAME_DISABLE_SIMD=1` in the environment, libav* (swscale, libavcodec's own
/// kernels) runs its C code (`av_force_cpu_flags(0)`) and x264 gets `asm=0`. Pixman and libvpx
/// have their own variables (`PIXMAN_DISABLE`, `VPX_SIMD_CAPS_MASK`); see docs/distributed.md.
enum SIMDOverride {
  /// True when the environment asks for C code paths.
  static let isDisabled: Bool = ProcessInfo.processInfo.environment["CHAINFRAME_DISABLE_SIMD"] == "1"

  private static let applied = Locked(false)

  /// Applies the override once per process (before any swscale context or encoder exists).
  static func apply() {
    guard isDisabled else { return }
    applied.withLock { done in
      if !done { av_force_cpu_flags(0) }
      done = true
    }
  }
}
