/// How a GIF's palette is built and applied: Chainframe's median cut and palette mapping,
/// with the options of FFmpeg's palettegen/paletteuse, which they follow.
public struct GIFOptions: Sendable, Hashable {
  /// One palette for the whole clip (two passes, best quality) or one per frame.
  public enum PaletteMode: String, Sendable, Hashable, CaseIterable {
    /// A clip palette, unless it bands (more than 5 % of pixels
    /// farther than 8 code values from every palette colour, as in long fades between
    /// colours); then one palette per frame. Two passes either way.
    case auto
    /// A single palette from every frame's statistics (rendered twice; memory stays flat).
    case clip
    /// A new palette for every frame (one pass, larger files, no banding on colour changes).
    case frame
  }

  /// Error diffusion or ordered dithering.
  public enum Dither: String, Sendable, Hashable, CaseIterable {
    /// No dithering (flat areas stay flat; gradients band).
    case none
    /// Ordered 8×8 Bayer dithering; `bayerScale` 0…5 (higher is less visible).
    case bayer
    /// Floyd–Steinberg error diffusion.
    case floydSteinberg = "floyd_steinberg"
    /// Sierra-2-4A error diffusion (palettegen's default family).
    case sierra24a = "sierra2_4a"
  }

  /// Which pixels count towards the palette statistics (palettegen `stats_mode`).
  public enum StatsMode: String, Sendable, Hashable, CaseIterable {
    /// Every pixel of every frame.
    case full
    /// Only pixels that change between frames (favours moving parts).
    case diff
  }

  /// Palette per clip, per frame, or per clip unless it bands. Default auto.
  public var paletteMode: PaletteMode
  /// Statistics mode for per-clip palettes. Default full.
  public var statsMode: StatsMode
  /// Dithering. Default bayer.
  public var dither: Dither
  /// Bayer scale 0…5. Default 5: the lightest pattern, which on flat motion graphics gives
  /// smaller files at higher SSIM than error diffusion (docs/benchmarks.md).
  public var bayerScale: Int
  /// Keep transparency (one palette entry is reserved for it). Default: when the background
  /// is transparent.
  public var transparency: Bool
  /// What partly transparent pixels become when `transparency` is on. Default ``GIFMatte/white``.
  public var matte: GIFMatte
  /// Loop count: 0 loops forever, -1 plays once, n repeats n times. Default 0.
  public var loop: Int
  /// Palette size, 2…256. Default 256.
  public var maxColors: Int

  /// Creates options with the defaults above.
  public init(
    paletteMode: PaletteMode = .auto, statsMode: StatsMode = .full, dither: Dither = .bayer,
    bayerScale: Int = 5, transparency: Bool = false, loop: Int = 0, maxColors: Int = 256,
    matte: GIFMatte = .white
  ) {
    self.matte = matte
    self.paletteMode = paletteMode
    self.statsMode = statsMode
    self.dither = dither
    self.bayerScale = bayerScale
    self.transparency = transparency
    self.loop = loop
    self.maxColors = maxColors
  }
}
