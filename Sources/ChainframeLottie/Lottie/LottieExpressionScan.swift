/// A quick look at a Lottie file's text for anything that could be an expression, before the
/// parsed tree is walked for them: most files carry none, and walking every node of a large
/// file (with a dynamic cast per value) costs more than reading its bytes once.
enum LottieExpressionScan {
  /// False only when `text` certainly holds no `"x"` key with a string value: no `"x"`
  /// followed (after optional JSON white space) by `:` and a `"`, and no `\u` escape that
  /// could spell the key another way. True means "maybe": walk the tree.
  static func mayHoldExpressions(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let n = bytes.count
      var i = 0
      while i < n {
        let b = bytes[i]
        if b == UInt8(ascii: "\\"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "u") { return true }
        if b == UInt8(ascii: "\""), i + 2 < n, bytes[i + 1] == UInt8(ascii: "x"), bytes[i + 2] == UInt8(ascii: "\"") {
          var j = i + 3
          while j < n, isSpace(bytes[j]) { j += 1 }
          if j < n, bytes[j] == UInt8(ascii: ":") {
            j += 1
            while j < n, isSpace(bytes[j]) { j += 1 }
            if j < n, bytes[j] == UInt8(ascii: "\"") { return true }
          }
        }
        i += 1
      }
      return false
    }
  }

  private static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
  }
}
