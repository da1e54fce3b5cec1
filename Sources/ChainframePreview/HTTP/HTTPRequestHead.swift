/// A parsed HTTP/1.x request head: method, origin-form target, version and header lines.
package struct HTTPRequestHead: Sendable, Equatable {
  /// The method as sent (`GET`, `HEAD`, …); methods are case-sensitive.
  package var method: String
  /// The request target as sent, an origin-form path with an optional query (`/frame?n=3`).
  package var target: String
  /// The minor version: 0 for HTTP/1.0, 1 for HTTP/1.1.
  package var minorVersion: Int
  /// The header lines in order, names as sent, values without surrounding spaces.
  package var headers: [HTTPHeaderField]

  /// The target's path, before any `?`.
  package var path: String {
    guard let q = target.firstIndex(of: "?") else { return target }
    return String(target[..<q])
  }

  /// The target's query items, percent-decoded (`+` is a space), in order.
  package var query: [(name: String, value: String)] {
    guard let q = target.firstIndex(of: "?") else { return [] }
    return target[target.index(after: q)...].split(separator: "&").map { item in
      guard let eq = item.firstIndex(of: "=") else { return (PercentDecoding.decode(item), "") }
      return (PercentDecoding.decode(item[..<eq]), PercentDecoding.decode(item[item.index(after: eq)...]))
    }
  }

  /// The first query value named `name`.
  package func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// Every value of the header `name` (compared without regard to ASCII case).
  package func values(of name: String) -> [String] {
    let wanted = name.lowercased()
    return headers.filter { $0.name.lowercased() == wanted }.map(\.value)
  }
}
