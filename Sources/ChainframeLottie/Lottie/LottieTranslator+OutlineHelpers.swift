import ChainframeModel

/// Outline helpers shared by masks, mattes and strokes: path-data transforms, white fills for
/// masks and styles the translator writes itself.
extension LottieTranslator {
  /// `outline` with `transform` applied to its path data (every frame of a morph).
  static func mapped(_ outline: Outline, _ transform: (String) -> String) -> Outline {
    switch outline {
    case .path(let d): return .path(transform(d))
    case .morph(let frames): return .morph(frames.map { $0.isEmpty ? $0 : transform($0) })
    case .animated: return outline
    }
  }

  /// An outline filled white for masks, through the same painting as shapes' fills: fill
  /// rule `rule` (1 non-zero, 2 even-odd), opacity `opacity` (a Lottie property, static or
  /// keyframed; 100 % when nil); shape morphs as a group of per-frame layers.
  mutating func whiteFill(_ outline: Outline, rule: Int = 1, opacity: LottieJSON? = nil, id: String? = nil)
    -> SceneText?
  {
    let white = Self.syntheticStyle(
      [
        "ty": "fl", "c": ["a": 0, "k": [1, 1, 1, 1]] as [String: Any],
        "o": opacity?.raw ?? (["a": 0, "k": 100] as [String: Any]), "r": rule,
      ], path: opacity?.path ?? "")
    return paintedLayer(outline, style: white, trims: [], id: id ?? "mask")
  }

  /// A style written by the translator itself (reports on it point at `path`).
  static func syntheticStyle(_ members: [String: Any], path: String) -> LottieJSON {
    LottieJSON(raw: members, path: path)
  }

  /// `json` (an object) with `key` set to `value`.
  static func withKey(_ json: LottieJSON, _ key: String, _ value: Any) -> LottieJSON {
    var object = json.raw as? [String: Any] ?? [:]
    object[key] = value
    return LottieJSON(raw: object, location: json.location)
  }
}
