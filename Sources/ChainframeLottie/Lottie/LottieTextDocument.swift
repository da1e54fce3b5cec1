import ChainframeModel

/// One text document of a Lottie text layer (`t.d.k[n].s`): what it says and how it is set.
struct LottieTextDocument: Hashable {
  /// Most characters of one document (longer text is cut there, reported).
  static let maxCharacters = 10_000

  /// The text, lines separated by `\n` (Lottie writes `\r` or U+0003).
  var text: String
  /// Font name (`f`), looked up in `fonts.list` by `fName`.
  var font: String
  /// Font size in pixels (`s`).
  var size: Double
  /// Justification (`j`): 0 left, 1 right, 2 center.
  var justify: Int
  /// Tracking (`tr`), 1/1000 em.
  var tracking: Double
  /// Line height (`lh`), pixels between baselines.
  var lineHeight: Double
  /// Baseline shift (`ls`), pixels up.
  var baselineShift: Double
  /// Fill colour (`fc`) as 0…1 RGBA, nil when absent.
  var fill: [Double]?
  /// Stroke colour (`sc`) as 0…1 RGBA, nil when absent.
  var stroke: [Double]?
  /// Stroke width (`sw`), pixels.
  var strokeWidth: Double
  /// Whether the stroke is drawn over the fill (`of`).
  var strokeOverFill: Bool
  /// Box size (`sz`) for paragraph text, nil for point text.
  var box: [Double]?
  /// Box top-left corner (`ps`).
  var boxPosition: [Double]
  /// Whether the text was cut at ``maxCharacters``.
  var truncated = false

  /// Reads a document; nil when it carries no text string.
  init?(_ json: LottieJSON) {
    guard var raw = json["t"]?.string else { return nil }
    if raw.count > Self.maxCharacters {
      raw = String(raw.prefix(Self.maxCharacters))
      truncated = true
    }
    if json.int("ca") == 1 { raw = raw.uppercased() }
    text = String(raw.map { $0 == "\r" || $0 == "\u{3}" || $0 == "\r\n" ? "\n" : $0 })
    font = json["f"]?.string ?? ""
    let s = json.number("s") ?? 0
    size = s.isFinite ? min(max(s, 0), SceneLimits.maxFontSize) : 0
    // lottie-web offsets lines only for right (1) and centre (2) justification; the
    // paragraph justifications 3–6 place every line as left-justified text.
    let j = json.int("j") ?? 0
    justify = [0: 0, 1: 1, 2: 2][j] ?? 0
    tracking = min(max(json.number("tr") ?? 0, -100_000), 100_000)
    lineHeight = min(max(json.number("lh") ?? size * 1.2, -100_000), 100_000)
    baselineShift = min(max(json.number("ls") ?? 0, -100_000), 100_000)
    fill = json["fc"]?.numbers.flatMap(Self.color)
    stroke = json["sc"]?.numbers.flatMap(Self.color)
    strokeWidth = min(max(json.number("sw") ?? 0, 0), 10_000)
    strokeOverFill = json["of"] == nil ? true : json.bool("of")
    if let sz = json["sz"]?.numbers, sz.count >= 2, sz[0] > 0, sz[0] <= 1e6 {
      box = [sz[0], min(max(sz[1], 0), 1e6)]
    }
    let ps = json["ps"]?.numbers ?? []
    boxPosition = ps.count >= 2 ? ps.map { min(max($0, -1e6), 1e6) } : [0, 0]
  }

  /// A Lottie colour (0…1 or 0…255, 3 or 4 components) as 0…1 RGBA.
  static func color(_ c: [Double]) -> [Double]? {
    guard c.count >= 3 else { return nil }
    let rgb = LottieTranslator.unitColor(c)
    let alpha = c.count > 3 ? min(max(c[3] > 1 ? c[3] / 255 : c[3], 0), 1) : 1
    return rgb.map { min(max($0, 0), 1) } + [alpha]
  }

  /// The justification as a scene alignment.
  var align: String { ["left", "right", "center"][justify] }
}
