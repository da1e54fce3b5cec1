/// The chain vocabulary as the scene schema's chain-string pattern needs it (names and
/// argument counts, without the builder calls).
extension ChainVocabulary {
  /// Operations taking only numbers, with their accepted argument counts.
  package static var numericArities: [(name: String, arities: [Int])] { numeric.map { ($0.name, $0.arities) } }
  /// Operations without arguments.
  package static var keywordNames: [String] { keywords.map(\.name) }
  /// Operations taking a colour string.
  package static var colorOperations: [String] { colorOps }
  /// Operations taking SVG path data (and an optional number).
  package static var pathOperations: [String] { pathOps }
}
