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
    Case(text: "rgb(255, 128, 0)", expected: "#ff8000ff"),
    Case(text: "rgba(255,128,0,0)", expected: "#ff800000"),
    Case(text: "rgb(100% 0% 0% / 100%)", expected: "#ff0000ff"),
    Case(text: "rgb(0/0/255)", expected: "#0000ffff"),
    Case(text: "rgb(0,, 0 ,255)", expected: "#0000ffff"),
    Case(text: " RGB (0, 0, 255) ", expected: "#0000ffff"),
    Case(text: "hsl(120 100% 50%)", expected: "#00ff00ff"),
    Case(text: "hsla(240, 100%, 50%, 1)", expected: "#0000ffff"),
    Case(text: "rgb(300, -5, 0)", expected: "#ff0000ff"),
    Case(text: "rgb(1, 2)", expected: nil),
    Case(text: "rgb(0 0 0 0 0)", expected: nil),
    Case(text: "rgb(a, b, c)", expected: nil),
    Case(text: "hsl(120 100 50)", expected: nil),
    Case(text: "cmyk(0, 0, 0)", expected: nil),
  ]

  @Test("Hex forms, CSS names and rgb()/hsl() with any separators parse; everything else is rejected", arguments: cases)
  func parse(_ c: Case) {
    #expect(ColorParser.parse(c.text)?.description == c.expected)
  }
}
