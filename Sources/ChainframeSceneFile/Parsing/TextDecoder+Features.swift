import ChainframeModel

extension TextDecoder {
  /// Most entries in `fontFeatures`.
  static let maxFontFeatures = 32

  /// `fontFeatures: [-kern, -liga, "smcp=1"]`: each a four-character OpenType tag, optionally
  /// led by `+` or `-` or followed by `=` and a value up to 65535 (HarfBuzz's syntax, which
  /// Pango takes).
  static func fontFeatures(_ node: SceneNode, _ path: String, _ context: DecodingContext) -> [String] {
    guard case .sequence(let items) = node.kind, items.count <= maxFontFeatures else {
      context.report(
        node, path, "fontFeatures must be a list of at most \(maxFontFeatures) OpenType features",
        hint: "write for example fontFeatures: [-kern, -liga]")
      return []
    }
    var features: [String] = []
    for (i, item) in items.enumerated() {
      guard let text = context.string(item, "\(path)[\(i)]") else { continue }
      guard isFeature(text) else {
        context.report(
          item, "\(path)[\(i)]", "\(UserText.quoted(text, limit: 40)) is not an OpenType feature setting",
          hint: "use a four-character tag with + or - before it or =value after it: -kern, +smcp, ss01=1")
        continue
      }
      features.append(text)
    }
    return features
  }

  static func isFeature(_ text: String) -> Bool {
    var rest = Substring(text)
    if let first = rest.first, first == "+" || first == "-" { rest = rest.dropFirst() }
    let tag = rest.prefix(4)
    guard tag.count == 4, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
    rest = rest.dropFirst(4)
    if rest.isEmpty { return true }
    guard text.first != "+" && text.first != "-", rest.first == "=" else { return false }
    let value = rest.dropFirst()
    guard !value.isEmpty, value.count <= 5, value.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(value) else {
      return false
    }
    return n <= 65535
  }
}
