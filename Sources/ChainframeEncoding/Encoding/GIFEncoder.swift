internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Encodes animated GIFs in process: Chainframe's own palettes (``ColorHistogram``,
/// ``MedianCut``), dithering (``PaletteMapper``) and coder (``GIFMuxer``).
///
/// With one palette per clip (the default) frames are sent twice: pass 0 gathers the colour
/// statistics, pass 1 maps frames to the palette, so memory stays flat however long the clip
/// (buffering every frame, as a one-graph `split` does in FFmpeg, took 0.5–5 GB). Frame
/// delays are centiseconds; timestamps are rounded from exact times so the delays accumulate
/// to the exact total, and the final frame's delay is set to close the total.
///
/// Until 2026-11-29 FFmpeg's palettegen/paletteuse did the palettes in a libavfilter graph;
/// opening libavfilter and its ~30 libraries cost every GIF render 14 ms and the two filters a
/// fifth of a GIF's CPU (docs/benchmarks.md). The algorithms are the same kind: median cut over
/// a full-precision histogram, nearest colour by Euclidean RGB, the same Bayer offsets.
package final class GIFEncoder: FrameSink {
  /// The settings the encoder was opened with.
  package let settings: VideoSettings
  private let path: String
  private let outputWidth: Int
  private let outputHeight: Int
  /// Scales straight frames to the output size (Lanczos), when it differs.
  private let scaler: Scaler?
  private var pass = -1
  private var index = 0
  private var histogram = ColorHistogram()
  private var mapper: PaletteMapper?
  /// Straight-alpha frames: the frame being sent, at the input size, and at the output size
  /// (the same buffer without scaling); the previous output frame for `stats_mode=diff`.
  private let straight: PixelBuffer
  private let scaled: PixelBuffer
  private var previous: PixelBuffer?
  private var muxer: GIFMuxer?
  private var banding = PaletteBandingCheck()
  /// Share (0…1) of sampled pixels the clip palette misses by a visible step; set after the
  /// palette pass in `auto` mode, nil otherwise.
  package private(set) var bandedFraction: Double?
  /// Whether the second pass maps frames to palettes of their own (`frame` mode, or `auto`
  /// when the clip palette bands).
  package private(set) var usesFramePalettes = false

  /// One pass per palette mode: 2 for a clip palette (`auto`, `clip`), 1 for per-frame palettes.
  package var passCount: Int { settings.gif.paletteMode == .frame ? 1 : 2 }

  private var clipPass0: Bool { settings.gif.paletteMode != .frame && pass == 0 }

  /// Prepares a GIF at `path`; `outputWidth` scales the frames (Lanczos), nil keeps the size.
  package init(path: String, settings: VideoSettings, outputWidth: Int? = nil) throws(EncodingError) {
    // swscale (the Lanczos scaler) logs through libav's logger.
    LibAV.quietLogging()
    guard (2...256).contains(settings.gif.maxColors) else {
      throw .invalidSettings("GIF palette size \(settings.gif.maxColors) is out of range; use 2 to 256 colours")
    }
    guard (0...5).contains(settings.gif.bayerScale) else {
      throw .invalidSettings("bayer scale \(settings.gif.bayerScale) is out of range; use 0 to 5")
    }
    self.settings = settings
    self.path = path
    self.outputWidth = outputWidth ?? settings.width
    self.outputHeight =
      outputWidth.map { max(1, Int((Double(settings.height) * Double($0) / Double(settings.width)).rounded())) }
      ?? settings.height
    straight = PixelBuffer(width: settings.width, height: settings.height)
    if self.outputWidth != settings.width || self.outputHeight != settings.height {
      scaler = try Scaler(
        width: settings.width, height: settings.height, source: AV_PIX_FMT_BGRA, destination: AV_PIX_FMT_BGRA,
        outputWidth: self.outputWidth, outputHeight: self.outputHeight, lanczos: true)
      scaled = PixelBuffer(width: self.outputWidth, height: self.outputHeight)
    } else {
      scaler = nil
      scaled = straight
    }
  }

  /// GIF transparency follows the alpha request (one palette entry is reserved for it).
  private var transparent: Bool { settings.alpha || settings.gif.transparency }

  /// Pixels below this alpha are transparent and left out of the statistics (0: none are).
  private var minimumAlpha: UInt8 { transparent ? 128 : 0 }

  /// Colours a palette may hold besides the transparent entry.
  private var colorBudget: Int { transparent ? settings.gif.maxColors - 1 : settings.gif.maxColors }

  /// Starts pass `index` (0, then 1 for the two-pass palette).
  package func beginPass(_ index: Int) throws(EncodingError) {
    precondition(index == pass + 1 && index < passCount, "passes run in order")
    pass = index
    self.index = 0
    previous = nil
    switch (settings.gif.paletteMode, index) {
    case (.clip, 0), (.auto, 0):
      histogram = ColorHistogram()
    case (.clip, _), (.auto, _):
      let colors = MedianCut.palette(histogram, maxColors: colorBudget)
      histogram = ColorHistogram()
      if settings.gif.paletteMode == .auto {
        let fraction = banding.bandedFraction(palette: colors)
        bandedFraction = fraction
        usesFramePalettes = fraction > PaletteBandingCheck.bandedShare
      }
      mapper = usesFramePalettes ? nil : makeMapper(colors)
    case (.frame, _):
      usesFramePalettes = true
    }
  }

  private func makeMapper(_ colors: [UInt32]) -> PaletteMapper {
    // An empty clip (every pixel transparent) still needs one colour.
    PaletteMapper(
      colors: colors.isEmpty ? [0xFF00_0000] : colors, transparent: transparent, dither: settings.gif.dither,
      bayerScale: settings.gif.bayerScale)
  }

  /// Takes the next frame (premultiplied; made straight, and composited onto the matte for
  /// transparency): its statistics in the palette pass, its GIF frame in the last pass.
  package func append(_ pixels: PixelBuffer) throws(EncodingError) {
    precondition(pass >= 0, "append before beginPass")
    // Palettes and transparency need straight alpha; opaque frames are unchanged by this.
    // With a matte, partly transparent pixels are composited onto it (GIF alpha is 1-bit).
    if transparent, case .color(let r, let g, let b) = settings.gif.matte {
      MatteComposite.convert(pixels, into: straight, red: r, green: g, blue: b)
    } else {
      Unpremultiply.convert(pixels, into: straight)
    }
    if let scaler { try scaler.convert(straight, into: scaled) }
    let frameIndex = index
    index += 1
    if clipPass0 {
      let diff = settings.gif.statsMode == .diff
      histogram.add(scaled, minimumAlpha: minimumAlpha, previous: diff ? previous : nil)
      if settings.gif.paletteMode == .auto { banding.add(scaled) }
      if diff { keepPrevious() }
      return
    }
    let frameMapper: PaletteMapper
    if usesFramePalettes {
      let own = ColorHistogram()
      own.add(scaled, minimumAlpha: minimumAlpha)
      frameMapper = makeMapper(MedianCut.palette(own, maxColors: colorBudget))
    } else {
      guard let mapper else { preconditionFailure("the palette pass made the mapper") }
      frameMapper = mapper
    }
    if muxer == nil {
      muxer = try GIFMuxer(
        path: path, width: outputWidth, height: outputHeight, fps: settings.fps, loop: settings.gif.loop)
    }
    guard let muxer else { preconditionFailure("the muxer was just made") }
    var (indices, colours) = muxer.buffers()
    frameMapper.map(scaled, indices: &indices, colours: &colours)
    try muxer.encode(
      GIFFrameCoder.Frame(indices: indices, palette: frameMapper.palette, colours: colours, width: outputWidth),
      index: frameIndex)
  }

  /// Copies the output frame for the next frame's `stats_mode=diff` comparison.
  private func keepPrevious() {
    let copy = previous ?? PixelBuffer(width: outputWidth, height: outputHeight)
    copy.copy(from: scaled)
    previous = copy
  }

  /// Closes the file after the last pass.
  package func finish() throws(EncodingError) {
    precondition(pass == passCount - 1, "finish before the last pass ended")
    guard let muxer else { throw .invalidSettings("no frames were encoded") }
    try muxer.finish(frameCount: index)
  }

  /// Ends the pass (the palette is chosen when the next pass begins).
  package func endPass() throws(EncodingError) {}
}
