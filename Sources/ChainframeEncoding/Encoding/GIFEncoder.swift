internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Encodes animated GIFs in process with libavfilter's palettegen/paletteuse.
///
/// With one palette per clip (the default) frames are sent twice: pass 0 gathers palette
/// statistics, pass 1 maps frames to the palette, so memory stays flat however long the clip
/// (buffering every frame, as a one-graph `split` does, took 0.5–5 GB). Frame delays are
/// centiseconds; timestamps are rounded from exact times so the delays accumulate to the exact
/// total, and the final frame's delay is set to close the total.
package final class GIFEncoder: FrameSink {
  /// The settings the encoder was opened with.
  package let settings: VideoSettings
  private let path: String
  private let outputWidth: Int
  private let outputHeight: Int
  /// The requested output width, when scaling.
  private let scaledWidth: Int?
  private var graph: FilterGraph?
  private var palette: AVFrameBox?
  private var pass = -1
  private var index: Int64 = 0
  /// Input frames: each frame's buffer is handed to the graph and comes back to the pool when
  /// the graph lets go of it.
  private let inputs: FrameBufferPool
  private let filtered: AVFrameBox
  private let straight: PixelBuffer
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
    LibAV.quietLogging()
    guard (2...256).contains(settings.gif.maxColors) else {
      throw .invalidSettings("GIF palette size \(settings.gif.maxColors) is out of range; use 2 to 256 colours")
    }
    guard (0...5).contains(settings.gif.bayerScale) else {
      throw .invalidSettings("bayer scale \(settings.gif.bayerScale) is out of range; use 0 to 5")
    }
    guard avcodec_find_encoder_by_name("gif") != nil else {
      throw .encoderNotFound(name: "gif", package: "libavcodec59")
    }
    self.settings = settings
    self.path = path
    scaledWidth = outputWidth
    self.outputWidth = outputWidth ?? settings.width
    self.outputHeight =
      outputWidth.map { max(1, Int((Double(settings.height) * Double($0) / Double(settings.width)).rounded())) }
      ?? settings.height
    inputs = try FrameBufferPool(format: AV_PIX_FMT_BGRA, width: settings.width, height: settings.height)
    filtered = try AVFrameBox()
    straight = PixelBuffer(width: settings.width, height: settings.height)
  }

  /// GIF transparency follows the alpha request (one palette entry is reserved for it).
  private var transparent: Bool { settings.alpha || settings.gif.transparency }

  private var sourceArgs: String {
    "video_size=\(settings.width)x\(settings.height):pix_fmt=\(AV_PIX_FMT_BGRA.rawValue):"
      + "time_base=\(settings.fps.denominator)/\(settings.fps.numerator):pixel_aspect=1/1"
  }

  private var scaleFilter: String {
    scaledWidth == nil ? "" : "scale=\(outputWidth):\(outputHeight):flags=lanczos,"
  }

  private var paletteGen: String {
    let g = settings.gif
    return "palettegen=max_colors=\(g.maxColors):reserve_transparent=\(transparent ? 1 : 0)"
  }

  private var paletteUse: String {
    let g = settings.gif
    var text = "paletteuse=dither=\(g.dither.rawValue)"
    if g.dither == .bayer { text += ":bayer_scale=\(g.bayerScale)" }
    if transparent { text += ":alpha_threshold=128" }
    return text
  }

  /// Starts pass `index` (0, then 1 for the two-pass palette): builds that pass's filter graph.
  package func beginPass(_ index: Int) throws(EncodingError) {
    precondition(index == pass + 1 && index < passCount, "passes run in order")
    pass = index
    self.index = 0
    let graph = try FilterGraph()
    if index == 1, settings.gif.paletteMode == .auto, let palette {
      let fraction = banding.bandedFraction(palette: palette.pointer)
      bandedFraction = fraction
      usesFramePalettes = fraction > PaletteBandingCheck.bandedShare
    }
    switch (usesFramePalettes ? GIFOptions.PaletteMode.frame : settings.gif.paletteMode, index) {
    case (.clip, 0), (.auto, 0):
      try graph.build(
        description: "[in0]\(scaleFilter)\(paletteGen):stats_mode=\(settings.gif.statsMode.rawValue)[out]",
        sourceArgs: [sourceArgs], outputFormat: AV_PIX_FMT_RGB32_native)
    case (.clip, _), (.auto, _):
      let paletteArgs = "video_size=16x16:pix_fmt=\(AV_PIX_FMT_RGB32_native.rawValue):time_base=1/1:pixel_aspect=1/1"
      try graph.build(
        description: "[in0]\(scaleFilter)null[v];[v][in1]\(paletteUse)[out]",
        sourceArgs: [sourceArgs, paletteArgs], outputFormat: AV_PIX_FMT_PAL8)
      guard let palette else { throw .invalidSettings("the palette pass produced no palette") }
      palette.pointer.pointee.pts = 0
      try graph.push(palette.pointer, source: 1)
      try graph.push(nil, source: 1)
    default:
      usesFramePalettes = true
      try graph.build(
        description:
          "[in0]\(scaleFilter)split[a][b];[a]\(paletteGen):stats_mode=single[p];[b][p]\(paletteUse):new=1[out]",
        sourceArgs: [sourceArgs], outputFormat: AV_PIX_FMT_PAL8)
    }
    self.graph = graph
  }

  /// Feeds the next frame (premultiplied; made straight for transparency) to the pass's graph.
  package func append(_ pixels: PixelBuffer) throws(EncodingError) {
    guard let graph else { preconditionFailure("append before beginPass") }
    // A pooled buffer, zeroed once when the pool made it; only the visible pixels are written.
    let input = try inputs.frame()
    let f = input.pointer
    // Palettes and transparency need straight alpha; opaque frames are unchanged by this.
    // With a matte, partly transparent pixels are composited onto it (GIF alpha is 1-bit).
    if transparent, case .color(let r, let g, let b) = settings.gif.matte {
      MatteComposite.convert(pixels, into: straight, red: r, green: g, blue: b)
    } else {
      Unpremultiply.convert(pixels, into: straight)
    }
    straight.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      av_image_copy_plane(
        f.pointee.data.0, f.pointee.linesize.0, base, Int32(straight.stride), Int32(settings.width * 4),
        Int32(settings.height))
    }
    if clipPass0 && settings.gif.paletteMode == .auto { banding.add(straight) }
    f.pointee.pts = index
    index += 1
    // The graph takes the buffer: paletteuse writes into its input frame and would otherwise
    // copy every frame (8 MB at 1080p) into a buffer of its link's pool.
    try graph.push(transferring: f, source: 0)
    _ = try graph.drain(into: filtered.pointer) { frame throws(EncodingError) in try consume(frame) }
  }

  private func consume(_ frame: UnsafeMutablePointer<AVFrame>) throws(EncodingError) {
    if clipPass0 {
      // palettegen emits its palette once, at the end of the stream.
      let copy = try AVFrameBox()
      try LibAV.check("av_frame_ref", av_frame_ref(copy.pointer, frame))
      palette = copy
      return
    }
    if muxer == nil {
      muxer = try GIFMuxer(
        path: path, width: outputWidth, height: outputHeight,
        timeBase: graph?.sinkTimeBase ?? AVRational(num: 1, den: 1),
        fps: settings.fps, loop: settings.gif.loop)
    }
    try muxer?.encode(frame)
  }

  /// Flushes and closes the file after the last pass.
  package func finish() throws(EncodingError) {
    precondition(pass == passCount - 1 && graph == nil, "finish before the last pass ended")
    guard let muxer else { throw .invalidSettings("no frames were encoded") }
    try muxer.finish(frameCount: Int(index))
  }

  /// Sends end-of-stream through the graph and collects what remains.
  package func endPass() throws(EncodingError) {
    guard let graph else { return }
    try graph.push(nil, source: 0)
    _ = try graph.drain(into: filtered.pointer) { frame throws(EncodingError) in try consume(frame) }
    self.graph = nil
  }
}
