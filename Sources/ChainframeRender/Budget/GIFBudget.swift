/// A limit a GIF must meet (`--max-bytes`, `--target-ssim`); the render searches frame rate,
/// scale and colour count for it (docs/formats.md).
public enum GIFBudget: Sendable, Hashable {
  /// At most this many bytes, > 0: the best-SSIM GIF under it.
  case maxBytes(Int)
  /// At least this SSIM (0…1, against the source frames): the smallest GIF that reaches it.
  case targetSSIM(Double)

  /// Parses a size: plain bytes, `kB`/`MB`/`GB` (1000-based) or `KiB`/`MiB`/`GiB` (1024-based),
  /// decimals allowed (`1.5MB`); case-insensitive units, optional space. Nil for anything else.
  public static func parseBytes(_ text: String) -> Int? {
    let s = text.trimmingCharacters(in: .whitespaces)
    let units: [(String, Double)] = [
      ("kib", 1024), ("mib", 1_048_576), ("gib", 1_073_741_824), ("kb", 1000), ("mb", 1_000_000),
      ("gb", 1_000_000_000), ("b", 1),
    ]
    var number = s
    var factor = 1.0
    for (unit, f) in units where s.lowercased().hasSuffix(unit) {
      number = String(s.dropLast(unit.count)).trimmingCharacters(in: .whitespaces)
      factor = f
      break
    }
    guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }), let v = Double(number) else {
      return nil
    }
    let bytes = (v * factor).rounded()
    guard bytes >= 1, bytes <= 1e15 else { return nil }
    return Int(bytes)
  }
}

/// What a GIF budget search chose and reached.
public struct GIFBudgetChoice: Sendable, Hashable {
  /// Frame rate of the GIF.
  public let fps: Double
  /// Width and height of the GIF, pixels.
  public let width: Int
  /// Height, pixels.
  public let height: Int
  /// Palette size.
  public let colors: Int
  /// Dithering: `none`, `bayer`, `sierra2_4a` or `floyd_steinberg` (the `--dither` names).
  public let dither: String
  /// Palette statistics: `full` (every pixel of every frame) or `diff` (only pixels that change).
  public let paletteStats: String
  /// File size, bytes.
  public let bytes: Int
  /// Mean SSIM against the source frames at the GIF's size (every source frame against the
  /// GIF frame shown at its time).
  public let ssim: Double
  /// Trial encodes made.
  public let trials: Int
}
