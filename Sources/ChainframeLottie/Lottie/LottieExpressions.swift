import ChainframeModel

/// After Effects expressions in a Lottie file (`"x": "…"` on a property). `loopOut`/`loopIn`
/// alone on a keyframed property are evaluated (``LottieLoop``), except on paths (`ks` of a
/// shape, `pt` of a mask); expressions of the ``LottieExpression`` subset were already baked
/// into keyframes (``LottieExpressionBake``) and carry no `x` any more; everything else is
/// reported with its JSON path and its text, and the property plays its keyframes as written
/// (there is no JavaScript engine).
enum LottieExpressions {
  /// Most expressions reported one by one; the rest are counted in one finding.
  static let maxReported = 50

  /// One finding per property carrying an expression, in document order.
  static func findings(in root: LottieJSON) -> [LottieFinding] {
    var found: [LottieFinding] = []
    var extra = 0
    func walk(_ value: Any, _ path: String) {
      if let object = value as? [String: Any] {
        let evaluated =
          (object["x"] as? String).flatMap(LottieLoop.init(expression:)) != nil
          && !path.hasSuffix(".ks") && !path.hasSuffix(".pt") && (object["k"] as? [Any])?.first is [String: Any]
        if let text = object["x"] as? String, object["k"] != nil, !evaluated {
          if found.count < maxReported {
            let shown = text.count > 80 ? String(text.prefix(77)) + "…" : text
            found.append(
              LottieFinding(
                path: path, feature: "expression \(UserText.quoted(shown, limit: 100))",
                effect: "not evaluated: the property's keyframes are used"))
          } else {
            extra += 1
          }
        }
        for key in object.keys.sorted() {
          if let child = object[key], child is [String: Any] || child is [Any] {
            walk(child, path.isEmpty ? key : "\(path).\(key)")
          }
        }
      } else if let list = value as? [Any] {
        for (i, child) in list.enumerated() where child is [String: Any] || child is [Any] {
          walk(child, "\(path)[\(i)]")
        }
      }
    }
    walk(root.raw, root.path)
    if extra > 0 {
      found.append(
        LottieFinding(path: "", feature: "\(extra) more expressions", effect: "not evaluated: keyframes are used"))
    }
    return found
  }
}
