import ChainframeSceneFile
import Foundation
import Testing

@testable import ChainframeLottie

@Suite("Lottie JSON read without Foundation's reader")
struct LottieJSONReaderTests {
  /// Texts JSON.parse refuses, so the reader must too.
  static let refused: [String] = [
    "", "{", "{\"a\":}", "[,]", "{,}", "[1,,]", "[01]", "[-]", "[1.]", "[.5]", "[1e]", "[+1]",
    "{\"a\" 1}", "{a:1}", "[tru]", "[nul]", "[\"a\u{01}\"]", "[\"\\x\"]", "[\"\\u12\"]", "{} x",
    "[1] [2]", "// c\n{}", "[NaN]", "[Infinity]",
  ]

  @Test("text that is not JSON is refused", arguments: refused)
  func refusesInvalid(text: String) {
    #expect(LottieJSONReader.read(text, maxDepth: 96) == nil)
  }

  @Test("numbers read exactly as Swift's correctly rounded parser reads them")
  func numbersAreCorrectlyRounded() throws {
    let texts = [
      "0", "-0", "7", "-12", "123456789012345", "1234567890123456789", "0.5", "-0.0", "1e3", "1E-3", "2.5e+2",
      "0.768627450980392", "445.3253731343283", "1.7976931348623157e308", "5e-324", "1e400",
    ]
    for text in texts {
      let list = try #require(LottieJSONReader.read("[\(text)]", maxDepth: 4) as? [Any])
      let value = try #require(list.first as? Double)
      let expected = text == "-0" ? 0 : try #require(Double(text))
      #expect(value == expected && value.sign == expected.sign, "\(text)")
    }
  }

  @Test("random documents read the same as Foundation reads them")
  func agreesWithFoundation() throws {
    var rng = SplitMix(seed: 34)
    for _ in 0..<200 {
      let text = Self.document(&rng, depth: 0)
      let ours = try #require(LottieJSONReader.read(text, maxDepth: 96), "\(text)")
      let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
      #expect(Self.same(ours, theirs), "\(text)")
    }
  }

  @Test("strings keep escapes, surrogate pairs and non-ASCII text; a lone surrogate is U+FFFD")
  func strings() throws {
    let cases: [(String, String)] = [
      (#""a\"b\\c\/d""#, "a\"b\\c/d"), (#""\n\t\r\b\f""#, "\n\t\r\u{8}\u{C}"), (#""\u00e9\u4e2d""#, "é中"),
      (#""\ud83d\ude00""#, "😀"), (#""\ud83d x""#, "\u{FFFD} x"), (#""\ude00""#, "\u{FFFD}"), ("\"naïve ✓\"", "naïve ✓"),
    ]
    for (text, expected) in cases {
      #expect(LottieJSONReader.read("[\(text)]", maxDepth: 4).flatMap { ($0 as? [Any])?.first as? String } == expected)
    }
  }

  @Test("trailing commas are accepted, as Foundation's reader accepted them")
  func trailingCommas() {
    #expect(
      (LottieJSONReader.read("{\"a\": [1, 2, ], }", maxDepth: 4) as? [String: Any])?["a"].map { ($0 as? [Any])?.count }
        == 2)
  }

  @Test(
    "a text that is not JSON is placed at the line and column where reading stopped",
    arguments: [
      ("{\"a\": 1\n  \"b\": 2}", 2, 3, "'\"'"), ("{\"a\": [1, 2}", 1, 12, "'}'"), ("{\"é\": x}", 1, 7, "'x'"),
      ("{\"a\": 1", 1, 8, "the end of the text"), ("[\"a\u{1}\"]", 1, 4, "a control character (0x01)"),
      (String(repeating: "[", count: 5), 1, 5, "nesting deeper than 4 levels"),
    ])
  func failureLocation(text: String, line: Int, column: Int, found: String) {
    guard case .failure(let failure) = LottieJSONReader.parse(text, maxDepth: 4) else {
      Issue.record("read \(text)")
      return
    }
    let at = StrictJSON.location(of: failure.offset, in: text.utf8, file: "")
    #expect(at.line == line && at.column == column && failure.found == found, "\(at) \(failure.found)")
  }

  @Test("a leading byte order mark is skipped, as browsers skip it; elsewhere it is refused")
  func byteOrderMark() {
    #expect((LottieJSONReader.read("\u{FEFF}{\"v\": 1}", maxDepth: 4) as? [String: Any])?["v"] as? Double == 1)
    #expect(LottieJSONReader.read("{\"v\": 1}\u{FEFF}", maxDepth: 4) == nil)
    #expect(LottieJSONReader.read("\u{FEFF}", maxDepth: 4) == nil)
  }

  @Test("nesting deeper than the limit is refused, at the limit it reads")
  func depth() {
    let deep = String(repeating: "[", count: 97) + String(repeating: "]", count: 97)
    let fine = String(repeating: "[", count: 96) + String(repeating: "]", count: 96)
    #expect(LottieJSONReader.read(deep, maxDepth: 96) == nil)
    #expect(LottieJSONReader.read(fine, maxDepth: 96) != nil)
  }

  @Test(
    "the measuring pass counts numbers outside strings and stops at the depth or number limit",
    arguments: [
      (#"{"a": [1, -2.5e3, 0.5], "s": "12 [[ 3"}"#, Int.max, true, 3),
      (#"{"v": "a\"b 5 [", "w": [7]}"#, Int.max, true, 1),
      (String(repeating: "[", count: 97) + String(repeating: "]", count: 97), Int.max, false, 0),
      (String(repeating: "[", count: 96) + "1" + String(repeating: "]", count: 96), Int.max, true, 1),
      ("[1, 2, 3, 4, 5]", 3, true, 4),
      ("[true, false, null, 1e5]", Int.max, true, 1),
    ])
  func measure(text: String, limit: Int, depthIsSafe: Bool, numbers: Int) {
    let measured = LottieJSON.measure(text, numberLimit: limit)
    #expect(measured.depthIsSafe == depthIsSafe)
    #expect(measured.numbers == numbers)
  }

  @Test("a repeated key keeps its last value, null reads as NSNull, booleans as Bool")
  func members() throws {
    let object = try #require(
      LottieJSONReader.read(#"{"a": 1, "a": 2, "n": null, "t": true}"#, maxDepth: 4) as? [String: Any])
    #expect(object["a"] as? Double == 2)
    #expect(object["n"] is NSNull)
    #expect(object["t"] as? Bool == true)
    let json = LottieJSON(raw: object, path: "")
    #expect(json["n"] == nil && json.bool("t") && json.number("a") == 2)
  }

  @Test(
    "scene ids from names drop control characters and quotes and keep the rest",
    arguments: [
      ("Layer 1", "Layer 1"), ("a.b", "a_b"), ("say \"hi\"", "say hi"), ("${x}", "$ {x}"), ("$\"{", "$ {"),
      ("  pad\t", "pad"), ("bad\u{1}\u{202E}name", "badname"), ("\u{3000}wide\u{00A0}", "wide"), ("", ""),
    ])
  func idText(name: String, expected: String) {
    #expect(LottieTranslator.idText(name) == expected)
  }

  // MARK: - Helpers

  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  static func document(_ rng: inout SplitMix, depth: Int) -> String {
    let pick = depth > 4 ? 2 + rng.below(4) : rng.below(6)
    let space = [" ", "", "\n", "\t"][rng.below(4)]
    switch pick {
    case 0:
      let members = (0..<rng.below(5)).map { i in "\"k\(i)\"\(space):" + document(&rng, depth: depth + 1) }
      return "{" + members.joined(separator: "," + space) + "}"
    case 1:
      return "[" + (0..<rng.below(6)).map { _ in document(&rng, depth: depth + 1) }.joined(separator: ",") + "]"
    case 2:
      let whole = rng.below(2_000_000) - 1_000_000
      let fraction = rng.below(3) == 0 ? "" : ".\(rng.below(1_000_000_000))"
      let exponent = rng.below(4) == 0 ? "e\(rng.below(40) - 20)" : ""
      return "\(whole)\(fraction)\(exponent)"
    case 3: return ["true", "false", "null"][rng.below(3)]
    case 4: return "\"" + ["plain", "é\\u00e9", "tab\\t", "q\\\"", "\\ud83d\\ude00"][rng.below(5)] + "\""
    default: return "\(Double(rng.next() % 1_000_000) / 7)"
    }
  }

  /// Whether two trees hold the same values (numbers compared as doubles, NSNull alike).
  static func same(_ a: Any, _ b: Any) -> Bool {
    if let x = a as? [String: Any], let y = b as? [String: Any] {
      return x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
    }
    if let x = a as? [Any], let y = b as? [Any] {
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    }
    if a is NSNull || b is NSNull { return a is NSNull && b is NSNull }
    if let x = a as? String, let y = b as? String { return x == y }
    if let x = a as? Bool, type(of: a) == Bool.self, let y = b as? NSNumber { return x == y.boolValue }
    if let x = LottieJSON.double(a), let y = (b as? NSNumber)?.doubleValue {
      // Foundation's reader is not always correctly rounded: allow its last bit.
      return x == y || abs(x - y) <= abs(x) * 4e-16
    }
    return false
  }
}
