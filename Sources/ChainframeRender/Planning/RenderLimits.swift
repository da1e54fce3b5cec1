import ChainframeEncoding

/// The ranges of render options whose values reach C integers: checked before any arithmetic,
/// so no number from a flag, a preset or a chunk header can overflow (a trap) inside the
/// encoders.
package enum RenderLimits {
  /// Frames between keyframes (`--keyint`): 1 to 100,000 (about an hour at 25 fps).
  package static let keyframeInterval = 1...100_000
  /// Loop count of GIF, APNG and WebP (`--loop`): -1 plays once, 0 forever, else the repeats;
  /// 65,535 is the most a GIF or WebP file can store.
  package static let loop = -1...65_535
  /// GIF palette size (`--max-colors`).
  package static let maxColors = 2...256
  /// GIF Bayer dither scale (`--bayer-scale`).
  package static let bayerScale = 0...5

  /// The quality scale (`--crf`) of `format`'s encoder: x264/x265 0…51, libvpx/libaom 0…63,
  /// WebP 0…100; nil for formats without one.
  package static func quality(of format: OutputFormat) -> ClosedRange<Int>? {
    switch format {
    case .mp4, .mov, .hevc: return 0...51
    case .webm, .av1: return 0...63
    case .webp: return 0...100
    default: return nil
    }
  }
}
