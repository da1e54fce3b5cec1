import ChainframeModel
import Testing

@Suite("Colour parsing")
struct ColorParserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: String?
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    Case(text: "#ff8800", expected: "#ff8800ff"),
    Case(text: "#FF8800", expected: "#ff8800ff"),
    Case(text: "#f80", expected: "#ff8800ff"),
    Case(text: "#f808", expected: "#ff880088"),
    Case(text: "#11223344", expected: "#11223344"),
    Case(text: "white", expected: "#ffffffff"),
    Case(text: "rebeccapurple", expected: "#663399ff"),
    Case(text: "transparent", expected: "#00000000"),
    Case(text: "#12345", expected: nil),
    Case(text: "#gg0000", expected: nil),
    Case(text: "blurple", expected: nil),
  ]

  @Test("Hex forms and CSS names parse; everything else is rejected", arguments: cases)
  func parse(_ c: Case) {
    #expect(ColorParser.parse(c.text)?.description == c.expected)
  }
}
