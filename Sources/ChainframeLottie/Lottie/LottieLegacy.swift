import Foundation

/// The upgrades lottie-web applies when it loads a file exported by an old Bodymovin
/// (DataManager's completeData), so that old files draw as it draws them:
/// - before 4.1.9, fill and stroke colours of shape layers were written 0…255: each is divided
///   by 255 — even one written 0…1, which then draws black (issue_1887, version 1.0.0);
/// - before 4.4.14, a text layer's document `t.d` is one document, not keyframes;
/// - before 4.4.18, a path says it is closed with the shape's `closed` and a mask with its
///   `cl`, not with the path's `c`.
enum LottieLegacy {
  /// Whether the file's version `v` is older than `minimum`, compared as lottie-web's
  /// checkVersion does: part by part as numbers, a part that is not a number deciding nothing;
  /// a file without `v` is new.
  static func isOlder(_ version: String?, than minimum: [Double]) -> Bool {
    let parts = (version ?? "100.100.100").split(separator: ".", omittingEmptySubsequences: false).map { Double($0) }
    for (index, least) in minimum.enumerated() {
      guard index < parts.count, let part = parts[index] else { continue }
      if least > part { return true }
      if part > least { return false }
    }
    return false
  }

  /// `root` with the upgrades its version calls for; unchanged for files from 4.4.18 on.
  static func completed(_ root: LottieJSON) -> LottieJSON {
    let version = root["v"]?.string
    let colors = isOlder(version, than: [4, 1, 9])
    let text = isOlder(version, than: [4, 4, 14])
    let closing = isOlder(version, than: [4, 4, 18])
    guard colors || text || closing, var raw = root.raw as? [String: Any] else { return root }
    func upgrade(_ layers: Any?) -> Any? {
      guard let layers = layers as? [Any] else { return layers }
      return layers.map { item -> Any in
        guard var layer = item as? [String: Any] else { return item }
        let type = layer["ty"].flatMap(LottieJSON.double)
        if type == 4, let shapes = layer["shapes"] as? [Any] {
          layer["shapes"] = upgradeShapes(shapes, colors: colors, closing: closing)
        }
        if text, type == 5, var t = layer["t"] as? [String: Any], let document = t["d"] {
          t["d"] = ["k": [["s": document, "t": 0] as [String: Any]]] as [String: Any]
          layer["t"] = t
        }
        if closing, let masks = layer["masksProperties"] as? [Any] {
          layer["masksProperties"] = masks.map { item -> Any in
            guard var mask = item as? [String: Any], var pt = mask["pt"] as? [String: Any] else { return item }
            pt["k"] = closed(pt["k"], mask["cl"])
            mask["pt"] = pt
            return mask
          }
        }
        return layer
      }
    }
    raw["layers"] = upgrade(raw["layers"])
    if let assets = raw["assets"] as? [Any] {
      raw["assets"] = assets.map { item -> Any in
        guard var asset = item as? [String: Any], asset["layers"] != nil else { return item }
        asset["layers"] = upgrade(asset["layers"])
        return asset
      }
    }
    return LottieJSON(raw: raw, location: root.location)
  }

  /// Shape items with fill and stroke colours divided by 255 (`colors`) and paths closed by
  /// their `closed` (`closing`), through nested groups.
  static func upgradeShapes(_ items: [Any], colors: Bool, closing: Bool) -> [Any] {
    items.map { item -> Any in
      guard var shape = item as? [String: Any] else { return item }
      switch shape["ty"] as? String {
      case "gr":
        if let nested = shape["it"] as? [Any] { shape["it"] = upgradeShapes(nested, colors: colors, closing: closing) }
      case "fl", "st":
        if colors, var color = shape["c"] as? [String: Any] {
          color["k"] = divided(color["k"])
          shape["c"] = color
        }
      case "sh":
        if closing, var ks = shape["ks"] as? [String: Any] {
          ks["k"] = closed(ks["k"], shape["closed"])
          shape["ks"] = ks
        }
      default: break
      }
      return shape
    }
  }

  /// A colour value (static, or keyframes with `s` and `e`) divided by 255.
  static func divided(_ k: Any?) -> Any? {
    func scaled(_ value: Any?) -> Any? {
      guard let numbers = value as? [Any] else { return value }
      return numbers.enumerated().map { index, n -> Any in
        guard index < 4, let number = LottieJSON.double(n) else { return n }
        return number / 255
      }
    }
    guard let list = k as? [Any] else { return k }
    guard list.first is [String: Any] else { return scaled(list) }
    return list.map { item -> Any in
      guard var key = item as? [String: Any] else { return item }
      if key["s"] != nil { key["s"] = scaled(key["s"]) }
      if key["e"] != nil { key["e"] = scaled(key["e"]) }
      return key
    }
  }

  /// A path value (static, or keyframes whose `s` and `e` hold one path) with its `c` set to
  /// `flag` (a missing flag: open).
  static func closed(_ k: Any?, _ flag: Any?) -> Any? {
    let isClosed = flag.flatMap(LottieJSON.double).map { $0 != 0 } ?? false
    if var path = k as? [String: Any] {
      path["c"] = isClosed
      return path
    }
    guard let list = k as? [Any] else { return k }
    return list.map { item -> Any in
      guard var key = item as? [String: Any] else { return item }
      for end in ["s", "e"] {
        if var paths = key[end] as? [Any], var first = paths.first as? [String: Any] {
          first["c"] = isClosed
          paths[0] = first
          key[end] = paths
        }
      }
      return key
    }
  }
}
