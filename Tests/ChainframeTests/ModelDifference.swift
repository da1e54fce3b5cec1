/// Structural equality of model values that are not `Equatable` (``Scene``, ``Layer``,
/// animations): walks both with `Mirror` and returns the first path where they differ.
///
/// Source locations (`location`) are skipped: a layer built in Swift and the same layer
/// written in a scene file sit on different lines.
enum ModelDifference {
  /// The first differing path, or nil when `a` and `b` are equal.
  static func first(_ a: Any, _ b: Any, path: String = "scene") -> String? {
    let ma = Mirror(reflecting: a)
    let mb = Mirror(reflecting: b)
    if ma.displayStyle == .optional || mb.displayStyle == .optional {
      let ca = Array(ma.children)
      let cb = Array(mb.children)
      if ca.count != cb.count { return "\(path): \(describe(a)) ≠ \(describe(b))" }
      if let x = ca.first, let y = cb.first { return first(x.value, y.value, path: path) }
      return nil
    }
    if ma.children.isEmpty && mb.children.isEmpty {
      let (da, db) = (String(reflecting: a), String(reflecting: b))
      return da == db ? nil : "\(path): \(da) ≠ \(db)"
    }
    if ma.displayStyle == .enum || mb.displayStyle == .enum {
      let (ca, cb) = (caseName(a), caseName(b))
      if ca != cb { return "\(path): \(ca) ≠ \(cb)" }
    }
    let ca = Array(ma.children)
    let cb = Array(mb.children)
    if ca.count != cb.count { return "\(path): \(ca.count) children ≠ \(cb.count)" }
    for (k, (x, y)) in zip(ca, cb).enumerated() {
      if x.label == "location" { continue }
      let label = x.label.map { ".\($0)" } ?? "[\(k)]"
      if let difference = first(x.value, y.value, path: path + label) { return difference }
    }
    return nil
  }

  private static func caseName(_ value: Any) -> String {
    let text = String(describing: value)
    return String(text.prefix { $0 != "(" })
  }

  private static func describe(_ value: Any) -> String { String(reflecting: value) }
}
