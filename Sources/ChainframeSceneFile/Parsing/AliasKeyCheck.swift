import ChainframeModel

/// Refuses aliases and collections used as mapping keys before Yams composes the file.
///
/// Yams checks a mapping for duplicate keys by hashing them, and hashing an alias key hashes
/// its whole expansion: `? *lol9 : 1` after a "billion laughs" hangs inside the composer,
/// before ``NodeConverter`` can count anything. Scene keys are always plain names, so a key
/// that is an alias (`*name:`, `? *name`) or a collection (`? [`, `]:`, `}:`) is refused up
/// front. The scan runs only when the file defines anchors (`&`), which scenes rarely do;
/// it skips quoted text and comments.
enum AliasKeyCheck {
  static func check(_ text: String, file: String) throws(SceneFileError) {
    guard TextSearch.contains(text, "&"), TextSearch.contains(text, "*") else { return }
    let bytes = Array(text.utf8)
    var i = 0
    var line = 1
    var lineStart = 0
    func fail(at offset: Int) -> SceneFileError {
      let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
      return .syntax(
        SceneDiagnostic(
          location: SourceLocation(file: file, line: line, column: column), keyPath: "",
          message: "an alias or a list/mapping is used as a mapping key",
          hint: "scene keys are plain names such as 'fill'; aliases may only be values"))
    }
    func isNameByte(_ b: UInt8) -> Bool {
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "-")
        || b == UInt8(ascii: "_")
        || b >= 0x80
    }
    func nextNonSpace(_ k: Int) -> Int {
      var k = k
      while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
      return k
    }
    var previous: UInt8 = UInt8(ascii: "\n")
    // Inside `[…]` or `{…}` libyaml reads `?` as the key indicator even with no blank after it
    // (`[a, ?*x]` is a one-pair mapping keyed by `*x`); in block context it needs a blank.
    var flowDepth = 0
    while i < bytes.count {
      let b = bytes[i]
      switch b {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = i + 1
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        // Skip a quoted scalar (only where a scalar may start, not an apostrophe in a word).
        guard !isNameByte(previous) else { break }
        var k = i + 1
        while k < bytes.count {
          if bytes[k] == UInt8(ascii: "\n") {
            line += 1
            lineStart = k + 1
          }
          if b == UInt8(ascii: "\"") && bytes[k] == UInt8(ascii: "\\") {
            k += 2
            continue
          }
          if bytes[k] == b {
            if b == UInt8(ascii: "'") && k + 1 < bytes.count && bytes[k + 1] == b {
              k += 2
              continue
            }
            break
          }
          k += 1
        }
        i = k
      case UInt8(ascii: "#")
      where previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") || previous == UInt8(ascii: "\n"):
        while i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "\n") { i += 1 }
      case UInt8(ascii: "*"):
        var k = i + 1
        while k < bytes.count, isNameByte(bytes[k]) { k += 1 }
        if k > i + 1 {
          let after = nextNonSpace(k)
          if after < bytes.count, bytes[after] == UInt8(ascii: ":") { throw fail(at: i) }
        }
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        flowDepth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        flowDepth = max(flowDepth - 1, 0)
        let after = nextNonSpace(i + 1)
        if after < bytes.count, bytes[after] == UInt8(ascii: ":") { throw fail(at: i) }
      case UInt8(ascii: "?"):
        let after = nextNonSpace(i + 1)
        let isIndicator =
          previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\n") || previous == UInt8(ascii: "{")
          || previous == UInt8(ascii: ",") || previous == UInt8(ascii: "\t") || previous == UInt8(ascii: "[")
        if isIndicator, after > i + 1 || after == bytes.count || flowDepth > 0, after < bytes.count,
          [UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "&")].contains(bytes[after])
        {
          throw fail(at: i)
        }
      default:
        break
      }
      previous = i < bytes.count ? bytes[i] : b
      i += 1
    }
  }
}
