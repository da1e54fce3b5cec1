/// Collects layers written one per line (with `if`, `if let`, `switch` and `for`) into the
/// scene-file mappings of a layer list.
@resultBuilder
public enum LayerBuilder {
  /// One layer; `file`, `line` and `column` (the expression's, filled in by the compiler)
  /// are where diagnostics about it point.
  public static func buildExpression(
    _ element: some LayerElement, file: String = #filePath, line: Int = #line, column: Int = #column
  ) -> [LayerNode] {
    var node = element.node
    if !node.sources.contains(where: { $0.path.isEmpty }) {
      node.sources.insert(("", SourceLocation(file: file, line: line, column: column)), at: 0)
    }
    return [node]
  }

  /// Layers already collected (for example from a helper function).
  public static func buildExpression(_ nodes: [LayerNode]) -> [LayerNode] { nodes }

  /// The layers of a block, in order.
  public static func buildBlock(_ parts: [LayerNode]...) -> [LayerNode] { parts.flatMap { $0 } }

  /// The layers of an `if` without `else` (none when the condition fails).
  public static func buildOptional(_ part: [LayerNode]?) -> [LayerNode] { part ?? [] }

  /// The layers of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [LayerNode]) -> [LayerNode] { part }

  /// The layers of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [LayerNode]) -> [LayerNode] { part }

  /// The layers of every pass of a `for` loop, in order.
  public static func buildArray(_ parts: [[LayerNode]]) -> [LayerNode] { parts.flatMap { $0 } }

  /// The layers of an `if #available` block.
  public static func buildLimitedAvailability(_ part: [LayerNode]) -> [LayerNode] { part }
}
