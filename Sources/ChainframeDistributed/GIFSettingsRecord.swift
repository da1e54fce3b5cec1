import ChainframeEncoding
import ChainframeRender

/// The GIF options of a distributed render as JSON (also the loop count APNG and WebP use),
/// with the width the GIF is scaled to: everything the join's encoder needs besides
/// ``SettingsRecord``'s fields.
struct GIFSettingsRecord: Codable, Hashable, Sendable {
  var paletteMode: String
  var statsMode: String
  var dither: String
  var bayerScale: Int
  var transparency: Bool
  var matte: String
  var loop: Int
  var maxColors: Int
  /// The width the GIF encoder scales frames to (`--scale-width`); nil keeps the size.
  var scaleWidth: Int?

  /// Records `g` and the scaled width.
  init(_ g: GIFOptions, scaleWidth: Int?) {
    paletteMode = g.paletteMode.rawValue
    statsMode = g.statsMode.rawValue
    dither = g.dither.rawValue
    bayerScale = g.bayerScale
    transparency = g.transparency
    matte = g.matte.text
    loop = g.loop
    maxColors = g.maxColors
    self.scaleWidth = scaleWidth
  }

  /// The options again; nil when a field is not valid (a damaged or hostile file).
  var options: GIFOptions? {
    guard let mode = GIFOptions.PaletteMode(rawValue: paletteMode),
      let stats = GIFOptions.StatsMode(rawValue: statsMode), let dither = GIFOptions.Dither(rawValue: dither),
      let matte = GIFMatte(parsing: matte), (0...5).contains(bayerScale), (2...256).contains(maxColors),
      (-1...65535).contains(loop), scaleWidth.map({ (1...65536).contains($0) }) ?? true
    else { return nil }
    return GIFOptions(
      paletteMode: mode, statsMode: stats, dither: dither, bayerScale: bayerScale, transparency: transparency,
      loop: loop, maxColors: maxColors, matte: matte)
  }
}
