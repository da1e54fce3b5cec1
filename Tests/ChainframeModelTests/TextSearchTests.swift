import Testing

@testable import ChainframeModel

@Suite("Text search")
struct TextSearchTests {
  /// The plain answer the vector search must give.
  static func naive(_ text: String, _ needle: String) -> Bool {
    let t = Array(text.utf8)
    let n = Array(needle.utf8)
    guard t.count >= n.count else { return false }
    return (0...(t.count - n.count)).contains { Array(t[$0..<$0 + n.count]) == n }
  }

  static let needles: [StaticString] = ["\"fr\"", "${", "&", "*", "\0", "#", "\"layers\""]

  @Test(
    "finds a needle wherever it starts, across every 16-byte boundary",
    arguments: [0, 1, 14, 15, 16, 17, 31, 32, 33, 47, 63])
  func findsAtEveryOffset(offset: Int) {
    for needle in Self.needles {
      let word = needle.description
      for tail in [0, 1, 5, 16, 40] {
        let text = String(repeating: "\"", count: offset) + word + String(repeating: "a", count: tail)
        #expect(TextSearch.contains(text, needle), "needle \(word) at \(offset), \(tail) bytes after")
      }
    }
  }

  @Test(
    "agrees with a byte-by-byte search on texts full of near misses",
    arguments: [
      "", "\"", "\"f", "\"fr", "\"f\"r\"", "$ {$}{", "\"layer\"\"layers", "é${", "€\"fr\"",
      String(repeating: "\"fr", count: 40), String(repeating: "\"fx\"", count: 33) + "\"fr\"",
      String(repeating: "$", count: 70) + "{", String(repeating: "\"layers", count: 9) + "\"",
    ])
  func agreesWithNaive(text: String) {
    for needle in Self.needles {
      #expect(TextSearch.contains(text, needle) == Self.naive(text, needle.description), "needle \(needle)")
    }
  }

  @Test("never reports a needle that only fits past the end of the text")
  func stopsAtTheEnd() {
    for length in 0..<40 {
      let text = String(repeating: "\"", count: length) + "\"layers"
      #expect(!TextSearch.contains(text, "\"layers\""), "length \(length)")
    }
  }
}
