import ChainframePreview
import Testing

/// The request-head parser without a socket: the verdict does not depend on how the bytes are
/// split, and queries decode.
@Suite("HTTP head parser")
struct HTTPHeadParserTests {
  static let heads = [
    "GET /frame?n=3 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n",
    "\r\nGET / HTTP/1.0\nHost: localhost:8080\n\n",
    "GET /curves?layer=a%20b+c&n=-2&x HTTP/1.1\r\nHost:  [::1]:8080 \t\r\n\r\nbody",
    "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n",
    "GET / HTTP/3.0\r\n\r\n",
  ]

  @Test("The verdict is the same whether the bytes come at once or one by one", arguments: heads)
  func splitting(_ text: String) {
    var whole = HTTPHeadParser()
    let once = whole.consume(Array(text.utf8))
    var bytewise = HTTPHeadParser()
    var last = HTTPHeadParser.Outcome.needMore
    for byte in text.utf8 { last = bytewise.consume([byte]) }
    #expect(once == last)
    #expect(once != .needMore)
  }

  @Test("Query items are percent-decoded, plus is a space, and values trimmed of spaces")
  func query() throws {
    var parser = HTTPHeadParser()
    guard case .complete(let head) = parser.consume(Array(Self.heads[2].utf8)) else {
      Issue.record("not parsed")
      return
    }
    #expect(head.path == "/curves")
    #expect(head.queryValue("layer") == "a b c")
    #expect(head.queryValue("n") == "-2" && head.queryValue("x") == "")
    #expect(head.values(of: "host") == ["[::1]:8080"])
  }
}
