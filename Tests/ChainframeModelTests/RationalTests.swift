import ChainframeModel
import Testing

@Suite("Rational frame rates")
struct RationalTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: Rational?
    var testDescription: String { "\"\(text)\"" }
  }

  static let cases: [Case] = [
    Case(text: "60", expected: Rational(60)),
    Case(text: "30000/1001", expected: Rational(30000, 1001)),
    Case(text: " 24 / 1 ", expected: Rational(24)),
    Case(text: "50/2", expected: Rational(25)),
    Case(text: "25.0", expected: Rational(25)),
    Case(text: "29.97", expected: nil),
    Case(text: "30/0", expected: nil),
    Case(text: "abc", expected: nil),
    Case(text: "1/2/3", expected: nil),
  ]

  @Test("Frame rates parse from integers and fractions, and reject decimals", arguments: cases)
  func parsing(_ c: Case) {
    #expect(Rational(parsing: c.text) == c.expected)
  }

  @Test("Fractions are kept reduced so equal rates print the same")
  func reduced() {
    #expect(Rational(120, 2).description == "60/1")
    #expect(Rational(60000, 2002).description == "30000/1001")
  }
}
