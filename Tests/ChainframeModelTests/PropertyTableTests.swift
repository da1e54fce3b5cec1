import ChainframeModel
import ChainframeTestSupport
import Foundation
import Testing

/// The property table: the layout it produces is the one keyframe dumps and goldens were
/// recorded with, and the documents derived from it agree with it.
@Suite("Property table")
struct PropertyTableTests {
  struct Layout: Sendable, CustomTestStringConvertible {
    let name: String
    let slot: Int
    let count: Int
    let threshold: Double
    let range: ClosedRange<Double>?
    var testDescription: String { name }
  }

  /// The layout before the table existed, written out by hand.
  static let layouts: [Layout] = [
    Layout(name: "position", slot: 0, count: 2, threshold: 1, range: -1e7...1e7),
    Layout(name: "position.x", slot: 0, count: 1, threshold: 1, range: -1e7...1e7),
    Layout(name: "position.y", slot: 1, count: 1, threshold: 1, range: -1e7...1e7),
    Layout(name: "size", slot: 2, count: 2, threshold: 1, range: 0...1e6),
    Layout(name: "size.width", slot: 2, count: 1, threshold: 1, range: 0...1e6),
    Layout(name: "size.height", slot: 3, count: 1, threshold: 1, range: 0...1e6),
    Layout(name: "scale", slot: 4, count: 2, threshold: 0.005, range: -1e4...1e4),
    Layout(name: "scale.x", slot: 4, count: 1, threshold: 0.005, range: -1e4...1e4),
    Layout(name: "scale.y", slot: 5, count: 1, threshold: 0.005, range: -1e4...1e4),
    Layout(name: "rotation", slot: 6, count: 1, threshold: 0.01, range: -1e7...1e7),
    Layout(name: "skew.x", slot: 7, count: 1, threshold: 0.01, range: -89...89),
    Layout(name: "skew.y", slot: 8, count: 1, threshold: 0.01, range: -89...89),
    Layout(name: "anchor", slot: 9, count: 2, threshold: 0.01, range: -10...10),
    Layout(name: "opacity", slot: 11, count: 1, threshold: 0.01, range: nil),
    Layout(name: "fill", slot: 12, count: 4, threshold: 0.01, range: nil),
    Layout(name: "stroke", slot: 16, count: 4, threshold: 0.01, range: nil),
    Layout(name: "strokeWidth", slot: 20, count: 1, threshold: 1, range: 0...10_000),
    Layout(name: "cornerRadius", slot: 21, count: 1, threshold: 0.01, range: 0...1e6),
    Layout(name: "trimStart", slot: 22, count: 1, threshold: 0.01, range: nil),
    Layout(name: "trimEnd", slot: 23, count: 1, threshold: 0.01, range: nil),
    Layout(name: "trimOffset", slot: 24, count: 1, threshold: 0.01, range: -1e6...1e6),
    Layout(name: "blur", slot: 25, count: 1, threshold: 0.1, range: 0...250),
    Layout(name: "dashOffset", slot: 26, count: 1, threshold: 1, range: -1e6...1e6),
    Layout(name: "shadowColor", slot: 27, count: 4, threshold: 0.01, range: nil),
    Layout(name: "shadowOffset", slot: 31, count: 2, threshold: 1, range: -1e4...1e4),
    Layout(name: "shadowOffset.y", slot: 32, count: 1, threshold: 1, range: -1e4...1e4),
    Layout(name: "shadowBlur", slot: 33, count: 1, threshold: 0.1, range: 0...250),
    Layout(name: "gradient.color0", slot: 34, count: 4, threshold: 0.01, range: nil),
    Layout(name: "gradient.offset0", slot: 38, count: 1, threshold: 0.001, range: nil),
    Layout(name: "gradient.color7", slot: 69, count: 4, threshold: 0.01, range: nil),
    Layout(name: "gradient.offset7", slot: 73, count: 1, threshold: 0.001, range: nil),
  ]

  @Test("Every property keeps its slot, count, threshold and range", arguments: layouts)
  func layout(_ expected: Layout) throws {
    let property = try #require(AnimatableProperty.named(expected.name))
    #expect(property.name == expected.name)
    #expect(property.slot == expected.slot)
    #expect(property.count == expected.count)
    #expect(property.threshold == expected.threshold)
    #expect(property.range == expected.range)
  }

  @Test(
    "Names outside the table are not properties",
    arguments: ["skew", "gradient.color8", "gradient.color", "position.z", "Position"])
  func unknownNames(_ name: String) {
    #expect(AnimatableProperty.named(name) == nil)
  }

  @Test("The default layer state is every row's default, 34 slots long")
  func defaults() {
    #expect(LayerState.slotCount == 34)
    #expect(
      LayerState.default.slots == [
        0, 0, 0, 0, 1, 1, 0, 0, 0, 0.5, 0.5, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0.5, 0, 4, 8,
      ])
  }

  @Test(
    "Each row's default has one number per component", arguments: PropertyTable.rows + PropertyTable.gradientStopRows)
  func defaultCounts(_ row: PropertyDescriptor) {
    #expect(row.defaultValue.count == row.count)
    #expect(row.componentNames.isEmpty || row.componentNames.count == row.count)
  }

  @Test("The typed accessors read the table's slots")
  func accessors() {
    var state = LayerState.default
    for property in PropertyTable.properties where property.componentNames.isEmpty && property.count == 1 {
      state.slots[property.slot] = Double(property.slot) + 0.5
    }
    #expect(state.rotation == 6.5)
    #expect(state.skew == Vector2(7.5, 8.5))
    #expect(state.position == Vector2(0.5, 1.5))
    #expect(state.opacity == 11.5)
    #expect(state.dashOffset == 26.5)
  }

  /// docs/animation.md, read from the source tree.
  static func animationDoc() throws -> String {
    try String(contentsOfFile: Fixtures.repositoryPath("docs/animation.md"), encoding: .utf8)
  }

  @Test("The documentation's property table is the generated one")
  func documentation() throws {
    let text = try Self.animationDoc()
    let begin = try #require(
      text.range(of: PropertyTable.markdownBegin), "docs/animation.md lacks the property-table markers")
    let end = try #require(text.range(of: PropertyTable.markdownEnd, range: begin.upperBound..<text.endIndex))
    let written = String(text[begin.lowerBound..<end.upperBound])
    if ProcessInfo.processInfo.environment["CHAINFRAME_UPDATE_DOCS"] == "1" && written != PropertyTable.markdown() {
      // Regenerates the block (then run `chainframe schema -o docs/scene.schema.json`): CHAINFRAME_UPDATE_DOCS=1 swift test --filter PropertyTable
      let updated = text.replacingCharacters(in: begin.lowerBound..<end.upperBound, with: PropertyTable.markdown())
      try updated.write(toFile: Fixtures.repositoryPath("docs/animation.md"), atomically: true, encoding: .utf8)
      return
    }
    #expect(
      written == PropertyTable.markdown(), "replace the block in docs/animation.md with:\n\(PropertyTable.markdown())")
  }

  @Test("The schema lists exactly the table's property names")
  func schema() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.repositoryPath("docs/scene.schema.json")))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let defs = try #require(schema["$defs"] as? [String: Any])
    let animation = try #require(defs["animation"] as? [String: Any])
    let properties = try #require(animation["properties"] as? [String: Any])
    let property = try #require(properties["property"] as? [String: Any])
    #expect(property["enum"] as? [String] == PropertyTable.names, "run chainframe schema -o docs/scene.schema.json")
  }
}
