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
    func walk(_ json: LottieJSON, _ path: String) {
      if json.isObject {
        let text = json["x"]?.string
        let keyframed = json["k"]?.array.first?.isObject ?? false
        let evaluated =
          text.flatMap(LottieLoop.init(expression:)) != nil && !path.hasSuffix(".ks") && !path.hasSuffix(".pt")
          && keyframed
        if let text, json.tree.member(json.node, "k") != nil, !evaluated {
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
        for key in json.keys {
          if let child = json[key], child.isObject || child.isArray {
            walk(child, path.isEmpty ? key : "\(path).\(key)")
          }
        }
      } else if json.isArray {
        for (i, child) in json.array.enumerated() where child.isObject || child.isArray {
          walk(child, "\(path)[\(i)]")
        }
      }
    }
    walk(root, root.path)
    if extra > 0 {
      found.append(
        LottieFinding(path: "", feature: "\(extra) more expressions", effect: "not evaluated: keyframes are used"))
    }
    return found
  }
}
