import ChainframeModel

/// Decodes a layer's `chain:`: one string, a list of strings (several chains), or a list of
/// link mappings (one chain, structured form).
enum ChainDecoder {
  static func decode(_ node: SceneNode, path: String, context: DecodingContext) -> [Chain] {
    switch node.kind {
    case .scalar:
      return one(node, path: path, context: context).map { [$0] } ?? []
    case .sequence(let items):
      // A list of mappings is one chain in the structured form; a list of strings is
      // several chains.
      if let first = items.first, case .mapping = first.kind {
        return StructuredChainDecoder.decode(items, path: path, context: context).map { [$0] } ?? []
      }
      return items.enumerated().compactMap { one($1, path: "\(path)[\($0)]", context: context) }
    case .mapping:
      context.report(
        node, path, "expected a chain string, found \(node.summary)",
        hint: "write chain: \"moveX(100).easeOut.animate(1)\"")
      return []
    }
  }

  static func one(_ node: SceneNode, path: String, context: DecodingContext) -> Chain? {
    guard case .scalar(let text, let quoted) = node.kind, !node.isNull else {
      context.report(
        node, path, "expected a chain string, found \(node.summary)", hint: "write \"moveX(100).animate(1)\"")
      return nil
    }
    switch ChainParser.parse(text, name: path, location: node.location) {
    case .success(let chain):
      return chain
    case .failure(let error):
      context.report(
        at: location(of: error.offset, in: text, start: node.location, quoted: quoted), path,
        "in chain: \(error.message)", hint: error.hint)
      return nil
    }
  }

  /// The file position of a character offset inside a scalar that starts at `start`.
  static func location(of offset: Int, in text: String, start: SourceLocation?, quoted: Bool) -> SourceLocation? {
    guard let start else { return nil }
    let prefix = text.unicodeScalars.prefix(offset)
    let newlines = prefix.filter { $0 == "\n" }.count
    if newlines == 0 {
      return SourceLocation(file: start.file, line: start.line, column: start.column + (quoted ? 1 : 0) + offset)
    }
    // Multi-line scalars: count columns from the last line break (indentation is not kept
    // by the parser, so the column is approximate there).
    let afterBreak = prefix.reversed().prefix { $0 != "\n" }.count
    return SourceLocation(file: start.file, line: start.line + newlines, column: afterBreak + 1)
  }
}
