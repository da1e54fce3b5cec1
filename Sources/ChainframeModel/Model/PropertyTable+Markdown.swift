/// The documentation's property table, generated so it cannot drift from `PropertyTable`.
extension PropertyTable {
  /// The first line of the generated block in docs/animation.md.
  package static let markdownBegin =
    "<!-- property-table:begin (generated from PropertyTable; the Core tests check it) -->"
  /// The last line of the generated block.
  package static let markdownEnd = "<!-- property-table:end -->"

  /// The Markdown block between (and including) ``markdownBegin`` and ``markdownEnd``: one
  /// table row per ``rows`` entry and gradient stop row.
  package static func markdown() -> String {
    var lines = [
      markdownBegin,
      "| name | slots | default | POP threshold | range | meaning |",
      "| --- | --- | --- | --- | --- | --- |",
    ]
    var slot = 0
    for row in rows {
      let names = properties.filter { $0.family == row.name }.map { "`\($0.name)`" }
      lines.append(
        "| \(names.joined(separator: ", ")) | \(slotText(slot, row)) | \(valueText(row.defaultValue)) | "
          + "\(number(row.threshold)) | \(rangeText(row.range)) | \(row.meaning) |")
      slot += row.count
    }
    var offset = 0
    for row in gradientStopRows {
      let first = "\(slotCount + offset)"
      lines.append(
        "| `\(row.name)<i>`, i = 0…\(maxGradientStops - 1) | \(first) + \(slotsPerGradientStop)·i\(componentText(row)) | "
          + "from the scene | \(number(row.threshold)) | \(rangeText(row.range)) | \(row.meaning) |")
      offset += row.count
    }
    lines.append(markdownEnd)
    return lines.joined(separator: "\n")
  }

  /// `0–1 (x, y)`: the slots a row occupies and its component names.
  private static func slotText(_ slot: Int, _ row: PropertyDescriptor) -> String {
    (row.count == 1 ? "\(slot)" : "\(slot)–\(slot + row.count - 1)") + componentText(row)
  }

  private static func componentText(_ row: PropertyDescriptor) -> String {
    row.componentNames.isEmpty ? "" : " (\(row.componentNames.joined(separator: ", ")))"
  }

  private static func valueText(_ values: [Double]) -> String {
    values.count == 1 ? number(values[0]) : "[" + values.map(number).joined(separator: ", ") + "]"
  }

  /// `±10,000,000`, `0 to 250`, or `finite` when the renderer clamps.
  private static func rangeText(_ range: ClosedRange<Double>?) -> String {
    guard let range else { return "finite" }
    if range.lowerBound == -range.upperBound { return "±" + number(range.upperBound) }
    return number(range.lowerBound) + " to " + number(range.upperBound)
  }

  /// Whole numbers with thousands separators, others as Swift prints them.
  private static func number(_ v: Double) -> String {
    guard v == v.rounded(), abs(v) < 1e15 else { return "\(v)" }
    let digits = String(Int(abs(v)))
    var grouped = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { grouped.append(",") }
      grouped.append(c)
    }
    return (v < 0 ? "-" : "") + grouped
  }
}
