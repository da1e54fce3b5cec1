import Foundation
import Testing

@testable import ChainframeLottie

@Suite("Lottie documents read into the flat tree")
struct LottieTreeTests {
  static func parse(_ text: String) throws -> LottieJSON {
    try #require(LottieJSON.parse(text), "\(text)")
  }

  @Test(
    "every key is found: packed, long, escaped, non-ASCII, and keys that differ only by a NUL",
    arguments: [
      ("a", 1.0), ("ks", 2), ("layers", 3), ("hasMask", 4), ("masksProperties", 5), ("é", 6), ("ty", 7),
      ("a\u{0}", 8), ("nm nm nm", 9), ("\u{1F600}", 10),
    ])
  func membersAreFound(key: String, value: Double) throws {
    let json = try Self.parse(
      #"{"a": 1, "ks": 2, "layers": 3, "hasMask": 4, "masksProperties": 5, "é": 6, "\u0074y": 7, "a\u0000": 8, "#
        + #""nm nm nm": 9, "\ud83d\ude00": 10}"#)
    #expect(json.number(key) == value)
    #expect(json[key]?.number == value)
    #expect(json[key]?.path == key)
  }

  @Test("absent keys, keys of non-objects and null members read as nothing", arguments: ["b", "k", "layer", "n", ""])
  func absentMembers(key: String) throws {
    let json = try Self.parse(#"{"a": 1, "ks": [2], "layers": {"k": 3}, "n": null}"#)
    #expect(json[key] == nil)
    #expect(json["ks"]?[key] == nil)
    #expect(json["a"]?[key] == nil)
  }

  /// An object of `count` members `k0`… (long keys every seventh), `repeated` of them written
  /// twice (the second time with the value plus 1000).
  static func object(count: Int, repeated: [Int]) -> String {
    func key(_ i: Int) -> String { i % 7 == 0 ? "long key number \(i)" : "k\(i)" }
    let members = (0..<count).map { "\"\(key($0))\": \($0)" } + repeated.map { "\"\(key($0))\": \($0 + 1000)" }
    return "{" + members.joined(separator: ", ") + "}"
  }

  @Test(
    "a repeated key keeps its first place and its last value, in small and indexed objects",
    arguments: [(3, [1]), (24, [0, 23]), (25, [0, 7, 24]), (300, [5, 7, 150, 299])])
  func repeatedKeys(count: Int, repeated: [Int]) throws {
    let json = try Self.parse(Self.object(count: count, repeated: repeated))
    for i in 0..<count {
      let key = i % 7 == 0 ? "long key number \(i)" : "k\(i)"
      #expect(json.number(key) == Double(repeated.contains(i) ? i + 1000 : i), "\(key)")
    }
    #expect(json.keys.count == count)
    #expect(json["k\(count)"] == nil)
    let object = try #require(json.raw as? [String: Any])
    #expect(object.count == count)
  }

  @Test("keys are listed sorted, whatever order the file writes them in")
  func keysAreSorted() throws {
    #expect(
      try Self.parse(#"{"op": 1, "fr": 2, "ip": 3, "masksProperties": 4}"#).keys == [
        "fr", "ip", "masksProperties", "op",
      ])
  }

  @Test("arrays list their elements with their paths, and count them")
  func arrays() throws {
    let json = try Self.parse(#"{"layers": [{"ty": 4}, [1, 2], "s", true, null]}"#)
    let layers = try #require(json["layers"])
    #expect(layers.count == 5 && layers.array.count == 5 && layers.isArray)
    #expect(layers.array.map(\.path) == (0..<5).map { "layers[\($0)]" })
    #expect(layers.array[0].int("ty") == 4 && layers.array[1].numbers == [1, 2] && layers.array[2].string == "s")
    #expect(layers.array[3].number == 1 && layers.array[4].number == nil)
    #expect(json.count == 0 && json.array.isEmpty)
  }

  @Test("untyped values make the same tree back: numbers in any form, typed arrays, null")
  func untypedRoundTrip() throws {
    let raw: [String: Any] = [
      "d": 1.5, "i": 3, "b": true, "n": NSNull(), "s": "text", "doubles": [1.0, 2.0] as [Double],
      "list": [1, "two", [3.0] as [Any], ["k": 4] as [String: Any]] as [Any],
      "masksProperties": ["inv": false] as [String: Any], "number": NSNumber(value: 7.25),
    ]
    let json = LottieJSON(raw: raw, path: "root")
    #expect(json.number("d") == 1.5 && json.number("i") == 3 && json.bool("b") && json["n"] == nil)
    #expect(json["s"]?.string == "text" && json["doubles"]?.numbers == [1, 2] && json.number("number") == 7.25)
    #expect(json["list"]?.array[3].number("k") == 4 && json["masksProperties"]?.isObject == true)
    #expect(json["list"]?.array[1].path == "root.list[1]")
    let back = try #require(json.raw as? [String: Any])
    #expect(back.count == raw.count)
    #expect(LottieJSONReaderTests.same(back["list"] ?? 0, [1.0, "two", [3.0], ["k": 4.0]] as [Any]))
  }

  @Test("random documents read through the tree as Foundation reads them", arguments: [1, 2, 3] as [UInt64])
  func randomDocuments(seed: UInt64) throws {
    var rng = LottieJSONReaderTests.SplitMix(seed: seed)
    for _ in 0..<100 {
      let text = "{\"root\": " + LottieJSONReaderTests.document(&rng, depth: 0) + "}"
      let json = try Self.parse(text)
      let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8))
      #expect(LottieJSONReaderTests.same(json.raw, theirs), "\(text)")
      // And again through the untyped form, as the rewriting passes go.
      #expect(LottieJSONReaderTests.same(LottieJSON(raw: json.raw, path: "").raw, theirs), "\(text)")
    }
  }
}
