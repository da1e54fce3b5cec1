import ChainframeModel

/// A numbered file-name pattern such as `%05d.png` or `frame-%d.png`: one `%d` or `%0Nd`,
/// nothing else printf-like.
///
/// Parsed strictly so that a pattern can neither make a writer format gigabyte-long names
/// (`%999999999d`) nor make another tool read it as something else (`%s`, `%n`, `%%`).
package struct FramePattern: Sendable, Hashable {
  /// Widest zero padding allowed, digits (enough for 24 h at 1,000 fps).
  package static let maxWidth = 10

  /// Text before the number.
  package let prefix: String
  /// Text after the number (usually the extension).
  package let suffix: String
  /// Zero-padded width of the number; 0 for no padding.
  package let width: Int

  /// Parses `text` (a file name, no slashes); nil when it is not one `%d`/`%0Nd` pattern
  /// with a width of at most ``maxWidth``.
  package init?(_ text: String) {
    guard !text.contains("/"), let percent = text.firstIndex(of: "%") else { return nil }
    let after = text[text.index(after: percent)...]
    guard let d = after.firstIndex(of: "d") else { return nil }
    let spec = after[..<d]
    let rest = after[after.index(after: d)...]
    guard !rest.contains("%"), spec.allSatisfy(\.isASCII), spec.allSatisfy(\.isNumber) else { return nil }
    if spec.isEmpty {
      width = 0
    } else {
      guard spec.first == "0" || spec.count == 1, let w = Int(spec), w <= Self.maxWidth else { return nil }
      width = w
    }
    prefix = String(text[..<percent])
    suffix = String(rest)
  }

  /// The file name of frame `index` (≥ 0).
  package func name(_ index: Int) -> String {
    precondition(index >= 0, "frame numbers are not negative")
    let digits = String(index)
    let padding = max(width - digits.count, 0)
    return prefix + String(repeating: "0", count: padding) + digits + suffix
  }

  /// True when `name` is a name this pattern produces (for any number).
  package func matches(_ name: String) -> Bool {
    guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
    let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
    guard middle.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
    return width == 0 ? (middle.count == 1 || middle.first != "0") : middle.count >= width
  }
}
