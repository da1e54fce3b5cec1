import Foundation

/// After Effects' "Create Trace Path" rig, evaluated as lottie-web evaluates its expressions.
/// The command writes the same expressions into every file it touches: a layer's position is
/// `thisComp.layer('L').toComp(path.pointOnPath(progress))` and its rotation the angle of
/// `path.tangentOnPath(progress)`, where `path` is reached through the shape layer's property
/// tree (`('ADBE Root Vectors Group')(1)('ADBE Vectors Group')(1)('ADBE Vector Shape')`) and
/// `progress` is the layer's own Trace Path effect (Progress / 100, cycled when its Loop box
/// is on and it has keyframes). Only these texts are recognised; other rigs stay reported.
struct LottieTracePath {
  /// Which transform property the expression drives.
  enum Kind: Equatable {
    /// Position: the point on the path, in composition space.
    case position
    /// Rotation: the tangent's angle, degrees, in the path's own space.
    case rotation
  }

  /// One step into a shape layer's property tree: an index (1-based) or a match name.
  enum Step: Equatable {
    case index(Int)
    case name(String)
  }

  let kind: Kind
  /// The name of the layer holding the path.
  let layer: String
  /// The steps after `('ADBE Root Vectors Group')` down to the path.
  let steps: [Step]

  /// Recognises a Trace Path position or rotation expression; nil for any other text.
  init?(_ text: String) {
    guard text.contains("effect('Pseudo/ADBE Trace Path')('Pseudo/ADBE Trace Path-0001')") else { return nil }
    if text.contains(".pointOnPath(progress)") && text.contains(".toComp(") {
      kind = .position
    } else if text.contains(".tangentOnPath(progress)") && text.contains("Math.atan2(pathTan[1], pathTan[0])") {
      kind = .rotation
    } else {
      return nil
    }
    guard let name = Self.first(#"thisComp\.layer\('([^']*)'\)"#, in: text),
      let chain = Self.first(#"\('ADBE Root Vectors Group'\)((?:\((?:\d+|'[^']*')\))+)"#, in: text)
    else { return nil }
    layer = name
    var steps: [Step] = []
    for part in Self.all(#"\((\d+|'[^']*')\)"#, in: chain) {
      if part.hasPrefix("'") {
        steps.append(.name(String(part.dropFirst().dropLast())))
      } else if let n = Int(part) {
        steps.append(.index(n))
      }
    }
    guard steps.last == .name("ADBE Vector Shape") else { return nil }
    self.steps = steps
  }

  /// The shape property (`ks`) the steps lead to in `shapeLayer`, or nil.
  func path(in shapeLayer: LottieJSON) -> LottieJSON? {
    var list = shapeLayer["shapes"]?.array ?? []
    var item: LottieJSON?
    for step in steps {
      switch step {
      case .index(let n):
        guard n >= 1, n <= list.count else { return nil }
        item = list[n - 1]
      case .name("ADBE Vectors Group"):
        guard let group = item, group["ty"]?.string == "gr" else { return nil }
        list = group["it"]?.array ?? []
      case .name("ADBE Vector Shape"):
        guard let shape = item, shape["ty"]?.string == "sh" else { return nil }
        return shape["ks"]
      case .name(let n):
        guard let found = list.first(where: { $0["mn"]?.string == n || $0["nm"]?.string == n }) else { return nil }
        item = found
      }
    }
    return nil
  }

  /// The Progress (0…1) of `own`'s Trace Path effect, as a property on `own`'s clock, cycled
  /// when the effect's Loop box is on and Progress has keyframes (the rig's own expression).
  static func progress(of own: LottieJSON) -> LottieProperty? {
    guard let params = effectParameters(of: own),
      let value = params.first(where: { $0["mn"]?.string == "Pseudo/ADBE Trace Path-0001" })?["v"],
      let property = LottieProperty(value)
    else { return nil }
    return looped(property, own: own)
  }

  /// `property` cycled when `own`'s Trace Path effect has its Loop box on and `property` has
  /// keyframes.
  static func looped(_ property: LottieProperty, own: LottieJSON) -> LottieProperty {
    let box = effectParameters(of: own)?.first(where: { $0["mn"]?.string == "Pseudo/ADBE Trace Path-0002" })?["v"]
    let loops = box.flatMap { LottieProperty($0) }?.initial.first ?? 0
    var out = property
    if loops != 0 && property.keyframes.count > 1 { out.loop = LottieLoop(expression: "loopOut('cycle')") }
    return out
  }

  /// The parameters of `own`'s Trace Path effect.
  private static func effectParameters(of own: LottieJSON) -> [LottieJSON]? {
    own["ef"]?.array.first(where: {
      $0["mn"]?.string == "Pseudo/ADBE Trace Path" || $0["nm"]?.string == "Trace Path"
    })?["ef"]?.array
  }

  /// Whether `text` is the rig's expression on Progress itself: cycle the keyframes when the
  /// Loop box is on, else the keyframes.
  static func isProgressLoop(_ text: String) -> Bool {
    text.contains("propertyGroup(1)('Pseudo/ADBE Trace Path-0002') == true") && text.contains("loopOut('cycle')")
  }

  private static func first(_ pattern: String, in text: String) -> String? {
    all(pattern, in: text).first
  }

  private static func all(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
