import Testing

@testable import ChainframeLottie

/// The text scan that lets the importer skip walking a file for expressions: it may say
/// "maybe" for a file with none, never "none" for a file with one.
@Suite("Lottie expression scan")
struct LottieExpressionScanTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let json: String
    let maybe: Bool
    var testDescription: String { json }
  }

  static let cases: [Case] = [
    Case(json: #"{"p": {"a": 0, "k": [1, 2]}}"#, maybe: false),
    Case(json: #"{"o": {"x": [0.3], "y": [0]}}"#, maybe: false),
    Case(json: #"{"p": {"s": true, "x": {"a": 0, "k": 4}}}"#, maybe: false),
    Case(json: #"{"nm": "\"x\" is a letter", "k": 0}"#, maybe: false),
    Case(json: #"{"k": 0, "x": "time * 10"}"#, maybe: true),
    Case(json: "{\"k\": 0, \"x\" \n\t: \r \"wiggle(2, 5)\"}", maybe: true),
    Case(json: #"{"k": 0, "x":""}"#, maybe: true),
    Case(json: #"{"k": 0, "\u0078": "time"}"#, maybe: true),
    Case(json: #"{"k": 0, "x""#, maybe: false),
  ]

  @Test("The scan says maybe for every spelling of an expression key and no for files without one", arguments: cases)
  func scan(_ c: Case) {
    #expect(LottieExpressionScan.mayHoldExpressions(c.json) == c.maybe)
  }

  @Test("An expression the scan finds is still reported, and a file without one reports none")
  func importerAgrees() throws {
    let with = try LottieImporter.translate(
      text: LottieExpressionTests.file(position: #""$bm_rt = thisComp.layer(1).position;""#), file: "e.json")
    #expect(with.findings.contains { $0.description.contains("thisComp") })
    let without = try LottieImporter.translate(text: LottieExpressionTests.file(position: "{}"), file: "e.json")
    #expect(!without.findings.contains { $0.description.contains("expression") }, "\(without.findings)")
  }
}
