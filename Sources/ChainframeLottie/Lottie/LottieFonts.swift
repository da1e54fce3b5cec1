import ChainframeModel

/// A Lottie file's fonts (`fonts.list`) and glyph outlines (`chars`), as text layers use them.
struct LottieFonts {
  /// One font of `fonts.list`.
  struct Font {
    /// Family name, for example `Open Sans` (`fFamily`).
    var family: String
    /// Style name, for example `Bold Italic` (`fStyle`).
    var style: String
    /// Weight 100…900 from `fWeight` or the style's words (as lottie-web reads them).
    var weight: Int
    /// Whether the style is italic or oblique.
    var italic: Bool
    /// Ascent as a percentage of the font size (`ascent`), used to place box text.
    var ascent: Double
  }

  /// One glyph of `chars`: its advance and outline, in units of 1/100 of the font size.
  struct Glyph {
    /// Advance width (`w`), 1/100 of the font size.
    var width: Double
    /// Contours: per contour the flattened vertices (x, y, in-x, in-y, out-x, out-y) and
    /// whether it is closed.
    var contours: [(vertices: [Double], closed: Bool)]
  }

  /// Most glyphs read from `chars` (real files carry a few hundred).
  static let maxGlyphs = 5_000
  /// Most vertices in one glyph.
  static let maxGlyphVertices = 5_000

  /// Fonts by `fName`.
  var fonts: [String: Font] = [:]
  /// Glyphs by character, style and family (`ch`, `style`, `fFamily`).
  var glyphs: [String: Glyph] = [:]
  /// Whether the file carries a `chars` list (lottie-web then draws every text from glyphs).
  var hasGlyphs = false
  /// Whether those glyphs come from a Bodymovin older than 4.7.99: lottie-web prepares a
  /// file's glyphs for drawing (tangents made absolute, a transform added) only from that
  /// version on, and draws none of an older file's text (their tangents are absolute already).
  var glyphsFromOldExporter = false

  init() {}

  /// Reads the document's `fonts` and `chars`.
  init(_ root: LottieJSON) {
    for item in root["fonts"]?["list"]?.array ?? [] {
      guard let name = item["fName"]?.string, fonts[name] == nil else { continue }
      let style = item["fStyle"]?.string ?? ""
      let words = style.lowercased().split(separator: " ")
      var weight = 400
      for word in words {
        switch word {
        case "bold": weight = 700
        case "black", "heavy": weight = 900
        case "medium": weight = 500
        case "semibold", "demibold": weight = 600
        case "light", "thin": weight = 300
        default: break
        }
      }
      if let w = item["fWeight"]?.string.flatMap(Int.init) ?? item.int("fWeight"), (100...900).contains(w) {
        weight = w
      }
      fonts[name] = Font(
        family: item["fFamily"]?.string ?? name, style: style, weight: weight,
        italic: words.contains("italic") || words.contains("oblique"),
        ascent: item.number("ascent") ?? 75)
    }
    guard let chars = root["chars"]?.array else { return }
    hasGlyphs = !chars.isEmpty
    glyphsFromOldExporter = hasGlyphs && LottieLegacy.isOlder(root["v"]?.string, than: [4, 7, 99])
    for item in chars.prefix(Self.maxGlyphs) {
      guard let ch = item["ch"]?.string else { continue }
      let key = Self.key(ch, style: item["style"]?.string ?? "", family: item["fFamily"]?.string ?? "")
      guard glyphs[key] == nil else { continue }
      var contours: [(vertices: [Double], closed: Bool)] = []
      var budget = Self.maxGlyphVertices
      for shape in item["data"]?["shapes"]?.array ?? [] {
        Self.collect(shape, into: &contours, budget: &budget, depth: 0)
      }
      glyphs[key] = Glyph(width: item.number("w") ?? 0, contours: contours)
    }
  }

  /// The lookup key of a glyph.
  static func key(_ ch: String, style: String, family: String) -> String { "\(ch)\u{1}\(style)\u{1}\(family)" }

  /// The glyph of `ch` in `font`, as lottie-web finds it (character, style and family).
  func glyph(_ ch: String, font: Font) -> Glyph? { glyphs[Self.key(ch, style: font.style, family: font.family)] }

  /// Gathers the static bezier contours of a glyph's shape items (groups nested at most 4 deep).
  private static func collect(
    _ item: LottieJSON, into contours: inout [(vertices: [Double], closed: Bool)], budget: inout Int, depth: Int
  ) {
    switch item["ty"]?.string ?? "" {
    case "gr":
      guard depth < 4 else { return }
      for inner in item["it"]?.array ?? [] { collect(inner, into: &contours, budget: &budget, depth: depth + 1) }
    case "sh":
      guard !item.bool("hd"), var shape = item["ks"]?["k"] else { return }
      if let first = shape.array.first, first.isObject { shape = first["s"]?.array.first ?? first }
      let v = shape["v"]?.array.compactMap(\.numbers) ?? []
      let i = shape["i"]?.array.compactMap(\.numbers) ?? []
      let o = shape["o"]?.array.compactMap(\.numbers) ?? []
      guard !v.isEmpty, v.count <= budget, v.allSatisfy({ $0.count >= 2 }) else { return }
      budget -= v.count
      var flat: [Double] = []
      flat.reserveCapacity(v.count * 6)
      for k in v.indices {
        let inT = k < i.count && i[k].count >= 2 ? i[k] : [0, 0]
        let outT = k < o.count && o[k].count >= 2 ? o[k] : [0, 0]
        flat += [v[k][0], v[k][1], inT[0], inT[1], outT[0], outT[1]]
      }
      contours.append((flat, shape.bool("c")))
    default:
      return
    }
  }
}
