import Testing

@testable import ChainframeModel

/// SVG path data as the scene loader reads it: numbers in every form the grammar allows,
/// commands relative and absolute, and errors at the right offset.
@Suite("Path data parser")
struct PathDataParserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let data: String
    let segments: [PathSegment]
    var testDescription: String { data }
  }

  static let cases: [Case] = [
    Case(data: "M1 2L3 4", segments: [.move(Vector2(1, 2)), .line(Vector2(3, 4))]),
    Case(data: "M-.5e2,1.5.5 7", segments: [.move(Vector2(-50, 1.5)), .line(Vector2(0.5, 7))]),
    Case(data: "M+1E+1 -2e-1 l10 0z", segments: [.move(Vector2(10, -0.2)), .line(Vector2(20, -0.2)), .close]),
    Case(data: "m1 1 2 2", segments: [.move(Vector2(1, 1)), .line(Vector2(3, 3))]),
    Case(
      data: "M0 0H5V6h-1v-1",
      segments: [
        .move(Vector2(0, 0)), .line(Vector2(5, 0)), .line(Vector2(5, 6)), .line(Vector2(4, 6)), .line(Vector2(4, 5)),
      ]),
    Case(
      data: "M0 0C1 2 3 4 5 6", segments: [.move(Vector2(0, 0)), .cubic(Vector2(1, 2), Vector2(3, 4), Vector2(5, 6))]),
    Case(
      data: "M0 0a1 1 0 015 5",
      segments: [
        .move(Vector2(0, 0)), .arc(rx: 1, ry: 1, rotation: 0, largeArc: false, sweep: true, to: Vector2(5, 5)),
      ]),
    Case(data: "M1e 2", segments: []),
  ]

  @Test("Numbers and commands parse to the segments the SVG grammar gives", arguments: cases)
  func parses(_ c: Case) {
    switch PathDataParser.parse(c.data) {
    case .success(let segments): #expect(segments == c.segments)
    case .failure: #expect(c.segments.isEmpty, "\(c.data) was rejected")
    }
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let data: String
    let offset: Int
    var testDescription: String { data }
  }

  @Test(
    "Bad path data is rejected at the offset where it goes wrong",
    arguments: [
      Bad(data: "10 10", offset: 0), Bad(data: "M1 x", offset: 3), Bad(data: "M1 2 Z 3", offset: 7),
      Bad(data: "M١ 2", offset: 1), Bad(data: "M1 2 é", offset: 5), Bad(data: "", offset: 0),
    ])
  func rejects(_ bad: Bad) {
    guard case .failure(let failure) = PathDataParser.parse(bad.data) else {
      Issue.record("\(bad.data) parsed")
      return
    }
    #expect(failure.offset == bad.offset, "\(failure.message)")
  }

  @Test("numbers without an exponent read exactly as Double(String) reads them, at every length")
  func plainNumbersAreCorrectlyRounded() throws {
    var state: UInt64 = 34
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    var wrong: [String] = []
    for _ in 0..<20_000 {
      // 1 to 20 digits with the dot anywhere (or nowhere), sometimes a sign or a leading dot.
      let count = Int(next() % 20) + 1
      var digits = (0..<count).map { _ in String(next() % 10) }.joined()
      let dot = Int(next() % UInt64(count + 2))
      if dot <= count { digits.insert(".", at: digits.index(digits.startIndex, offsetBy: dot)) }
      let text = ["", "-", "+"][Int(next() % 3)] + digits
      guard let expected = Double(text) else { continue }
      guard case .success(let segments) = PathDataParser.parse("M\(text) 0"), case .move(let p) = segments.first
      else {
        wrong.append(text)
        continue
      }
      if p.x != expected || p.x.sign != expected.sign { wrong.append(text) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }
}
