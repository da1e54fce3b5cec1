import ChainframeModel

/// The keys of a JSON object's top level and the first byte of each value, found in one pass
/// over the bytes without building the document: enough to tell a Lottie file from a scene
/// without parsing a 5 MB file with Foundation first.
enum LottieTopLevel {
  /// `key → first byte of its value` for the top-level object of `text`; nil when `text` is
  /// not an object.
  static func keys(_ text: String) -> [String: UInt8]? {
    // Over the contiguous UTF-8 bytes: the String's own view checks its storage every byte,
    // a millisecond on a 300 KB file.
    var text = text
    return text.withUTF8 { keys($0) }
  }

  /// ``keys(_:)`` over UTF-8 bytes.
  private static func keys(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: UInt8]? {
    var keys: [String: UInt8] = [:]
    var depth = 0
    var inString = false
    var escaped = false
    var current: [UInt8] = []
    var lastKey: String?
    var expectValue = false
    var sawObject = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
          if depth == 1 { current.append(byte) }
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 1 && !expectValue { lastKey = String(decoding: current, as: UTF8.self) }
        } else if depth == 1 {
          current.append(byte)
        }
        continue
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      if depth == 0 {
        guard byte == UInt8(ascii: "{"), !sawObject else { return sawObject ? keys : nil }
        sawObject = true
        depth = 1
        continue
      }
      if depth == 1 && expectValue {
        if let key = lastKey, keys[key] == nil { keys[key] = byte }
        expectValue = false
        lastKey = nil
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        current.removeAll(keepingCapacity: true)
      case UInt8(ascii: ":") where depth == 1: expectValue = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return keys }
      default: break
      }
    }
    return nil
  }
}
