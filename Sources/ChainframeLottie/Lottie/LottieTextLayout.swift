import ChainframeModel

/// Lays a text document out from the file's glyph outlines (`chars`), as lottie-web does
/// (`TextProperty.completeTextData` and the renderers' glyph placement), into path data in
/// the layer's pixel space: the first line's baseline on y = 0 (point text) or at the box's
/// top plus the font's ascent (box text), each line placed by its justification.
struct LottieTextLayout {
  /// Most glyph vertices one file's text layers draw in total (beyond it the rest of the
  /// text is not drawn): about 12 MB of path data.
  static let maxVertices = 300_000

  /// Most bytes of path data in one path (the scene refuses more than 1 MB in one `d`).
  static let maxPathBytes = 400_000

  /// Path data of every glyph: compound paths of whole glyphs, each under ``maxPathBytes``.
  var paths: [String] = []
  /// Characters that have no glyph in `chars` (each once, in text order).
  var missing: [String] = []
  /// Whether the document was cut because `budget` ran out.
  var cut = false
  /// Glyph vertices drawn.
  var used = 0
  /// Every character with its place and its own glyph outline, filled only when asked for
  /// (text animators move characters one by one); then ``paths`` stays empty.
  var letters: [LottieTextLetter] = []

  /// Lays `document` out in `font` with `glyphs`, drawing at most `budget` vertices, as one
  /// set of paths or (`perLetter`) as ``letters``.
  init(
    _ document: LottieTextDocument, font: LottieFonts.Font, glyphs: LottieFonts, budget: Int, perLetter: Bool = false
  ) {
    let scale = document.size / 100
    let tracking = document.tracking / 1000 * document.size
    func advance(_ ch: Character) -> Double {
      (glyphs.glyph(String(ch), font: font)?.width ?? 0) * scale
    }
    var lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
    if let box = document.box { lines = lines.flatMap { Self.wrap($0, width: box[0], advance: advance) } }
    var words: [String] = []
    var bytes = 0
    var budget = budget
    var lineY = 0.0
    for (number, line) in lines.enumerated() {
      if number > 0 {
        // lottie-web moves every line after the first one pixel further down.
        lineY += document.lineHeight + (number == 1 ? 1 : 0)
      }
      // The line's width: advances and tracking between characters, trailing spaces excluded.
      var width = -tracking
      var spaces = 0.0
      for ch in line {
        if ch == " " {
          spaces += advance(ch) + tracking
        } else {
          width += advance(ch) + tracking + spaces
          spaces = 0
        }
      }
      var x: Double
      var y = lineY - document.baselineShift
      if let box = document.box {
        x = document.boxPosition[0] + [0, box[0] - width, (box[0] - width) / 2][document.justify]
        y += document.boxPosition[1] + font.ascent * document.size / 100
      } else {
        x = [0, -width, -width / 2][document.justify]
      }
      let lineX = x
      if perLetter && number > 0 {
        letters.append(LottieTextLetter(character: "\n", line: number, advance: 0, lineX: lineX, y: y, glyph: nil))
      }
      for ch in line {
        guard let glyph = glyphs.glyph(String(ch), font: font) else {
          if ch != " ", !missing.contains(String(ch)) { missing.append(String(ch)) }
          if perLetter {
            letters.append(LottieTextLetter(character: String(ch), line: number, advance: 0, lineX: lineX, y: y))
          }
          x += tracking
          continue
        }
        var own: [String] = []
        for contour in glyph.contours {
          let count = contour.vertices.count / 6
          guard count <= budget else {
            cut = true
            if !words.isEmpty { paths.append(words.joined(separator: " ")) }
            return
          }
          budget -= count
          used += count
          if perLetter {
            if let d = Self.contour(contour.vertices, closed: contour.closed, scale: scale, dx: 0, dy: 0) {
              own.append(d)
            }
          } else if let d = Self.contour(contour.vertices, closed: contour.closed, scale: scale, dx: x, dy: y) {
            words.append(d)
            bytes += d.utf8.count + 1
          }
        }
        if perLetter {
          letters.append(
            LottieTextLetter(
              character: String(ch), line: number, advance: glyph.width * scale, lineX: lineX, y: y,
              glyph: own.isEmpty ? nil : own.joined(separator: " ")))
        }
        if bytes > Self.maxPathBytes {
          paths.append(words.joined(separator: " "))
          words = []
          bytes = 0
        }
        x += glyph.width * scale + tracking
      }
    }
    if !words.isEmpty { paths.append(words.joined(separator: " ")) }
  }

  /// A line broken at spaces where it passes `width` (a word wider than the box is broken
  /// between characters), as lottie-web wraps box text.
  static func wrap(_ line: [Character], width: Double, advance: (Character) -> Double) -> [[Character]] {
    var out: [[Character]] = []
    var current: [Character] = []
    var lineWidth = 0.0
    var lastSpace = -1
    for ch in line {
      let w = advance(ch)
      if ch == " " { lastSpace = current.count }
      if lineWidth + w > width && ch != " " && !current.isEmpty {
        if lastSpace >= 0 {
          out.append(Array(current[..<lastSpace]))
          current = Array(current[(lastSpace + 1)...])
        } else {
          out.append(current)
          current = []
        }
        lastSpace = -1
        lineWidth = current.reduce(0) { $0 + advance($1) }
      }
      current.append(ch)
      lineWidth += w
    }
    out.append(current)
    return out
  }

  /// Path data of one contour scaled by `scale` and moved by (dx, dy).
  static func contour(_ v: [Double], closed: Bool, scale s: Double, dx: Double, dy: Double) -> String? {
    let count = v.count / 6
    guard count > 0 else { return nil }
    func n(_ x: Double) -> String { SceneText.format((x * 1000).rounded() / 1000) }
    func px(_ k: Int, _ t: Int) -> String { n((v[6 * k] + v[6 * k + t]) * s + dx) }
    func py(_ k: Int, _ t: Int) -> String { n((v[6 * k + 1] + v[6 * k + t + 1]) * s + dy) }
    var d = "M\(n(v[0] * s + dx)) \(n(v[1] * s + dy))"
    for k in 0..<(closed ? count : count - 1) {
      let b = (k + 1) % count
      d += " C\(px(k, 4)) \(py(k, 4)) \(px(b, 2)) \(py(b, 2)) \(n(v[6 * b] * s + dx)) \(n(v[6 * b + 1] * s + dy))"
    }
    return closed ? d + " Z" : d
  }
}
