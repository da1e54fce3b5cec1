import ChainframeModel

/// The element tree of an SVG text as far as ``SVGBudget`` needs it: each element's children,
/// `id` and `<use>` reference. Not a validating XML parser: malformed text gives some tree,
/// and librsvg still judges the file.
struct SVGTagTree {
  private var children: [[Int]] = [[]]
  private var reference: [String?] = [nil]
  private var ids: [String: Int] = [:]

  /// Elements written in the file.
  var elementCount: Int { children.count - 1 }

  init(_ b: [UInt8]) {
    var stack = [0]
    var i = 0
    let lt = UInt8(ascii: "<")
    let gt = UInt8(ascii: ">")
    while i < b.count {
      guard b[i] == lt else {
        i += 1
        continue
      }
      if Self.starts(b, i, "<!--") {
        i = Self.find(b, "-->", from: i + 4) + 3
        continue
      }
      if Self.starts(b, i, "<![CDATA[") {
        i = Self.find(b, "]]>", from: i + 9) + 3
        continue
      }
      if i + 1 < b.count, b[i + 1] == UInt8(ascii: "?") || b[i + 1] == UInt8(ascii: "!") {
        i = Self.find(b, ">", from: i + 2) + 1
        continue
      }
      // A tag: find its end outside quoted attribute values.
      var j = i + 1
      var quote: UInt8 = 0
      while j < b.count {
        let c = b[j]
        if quote != 0 {
          if c == quote { quote = 0 }
        } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
          quote = c
        } else if c == gt {
          break
        }
        j += 1
      }
      let tag = b[(i + 1)..<min(j, b.count)]
      i = j + 1
      if tag.first == UInt8(ascii: "/") {
        if stack.count > 1 { stack.removeLast() }
        continue
      }
      let selfClosing = tag.last == UInt8(ascii: "/")
      let name = tag.prefix { !Self.isSpace($0) && $0 != UInt8(ascii: "/") }
      let index = children.count
      children.append([])
      children[stack[stack.count - 1]].append(index)
      let isUse = name.elementsEqual("use".utf8) || name.elementsEqual("svg:use".utf8)
      let href = isUse ? Self.attribute(tag, "href") : nil
      reference.append(href.flatMap { $0.hasPrefix("#") ? String($0.dropFirst()) : nil })
      if let id = Self.attribute(tag, "id"), ids[id] == nil { ids[id] = index }
      if !selfClosing { stack.append(index) }
    }
  }

  /// Elements drawn with every `<use>` expanded, counted up to just past `limit`.
  func drawnElements(limit: Int) -> Int {
    var memo = [Int?](repeating: nil, count: children.count)
    var visiting = [Bool](repeating: false, count: children.count)
    func weight(_ node: Int) -> Int {
      if let known = memo[node] { return known }
      if visiting[node] { return limit + 1 }  // a cycle
      visiting[node] = true
      defer { visiting[node] = false }
      var total = node == 0 ? 0 : 1
      if let name = reference[node], let target = ids[name] { total += weight(target) }
      for child in children[node] {
        total += weight(child)
        if total > limit { break }
      }
      total = min(total, limit + 1)
      memo[node] = total
      return total
    }
    return weight(0)
  }

  private static func attribute(_ tag: ArraySlice<UInt8>, _ name: String) -> String? {
    // `name="…"` or `xlink:name='…'`, preceded by a space.
    let bytes = Array(tag)
    let key = Array(name.utf8)
    var i = 0
    while i + key.count + 2 < bytes.count {
      let before = i == 0 ? UInt8(ascii: " ") : bytes[i - 1]
      if isSpace(before) || before == UInt8(ascii: ":"), bytes[i..<(i + key.count)].elementsEqual(key) {
        var j = i + key.count
        while j < bytes.count, isSpace(bytes[j]) { j += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: "=") {
          j += 1
          while j < bytes.count, isSpace(bytes[j]) { j += 1 }
          guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "'") else { return nil }
          let quote = bytes[j]
          let start = j + 1
          var end = start
          while end < bytes.count, bytes[end] != quote { end += 1 }
          return String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
      }
      i += 1
    }
    return nil
  }

  private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

  private static func starts(_ b: [UInt8], _ i: Int, _ text: String) -> Bool {
    let t = Array(text.utf8)
    return i + t.count <= b.count && b[i..<(i + t.count)].elementsEqual(t)
  }

  private static func find(_ b: [UInt8], _ text: String, from start: Int) -> Int {
    let t = Array(text.utf8)
    var i = start
    while i + t.count <= b.count {
      if b[i..<(i + t.count)].elementsEqual(t) { return i }
      i += 1
    }
    return b.count
  }
}
