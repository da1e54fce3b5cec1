import ChainframeModel
import Foundation

/// Evaluates the expressions of the ``LottieExpression`` subset before translation: each
/// such property (on a layer of the root or of a precomposition) gets linear keyframes at
/// every whole composition frame of its layer's in–out range, holding the expression's value,
/// and loses its `x`, so the translator reads it as any animated property and only the
/// expressions outside the subset are reported. A lone `loopOut`/`loopIn` is left to
/// ``LottieLoop``.
enum LottieExpressionBake {
  /// The most frames baked for one property.
  static let maxFrames = 20_000
  /// The most numbers baked over a file (keyframe values), a share of
  /// ``LottieBudget/maxNumbers`` so a baked file stays a file this importer reads.
  static let maxNumbers = 400_000
  /// The most noise steps summed over a file (`wiggle` sums every earlier step at each frame).
  static let maxWiggleSteps = 20_000_000

  struct Layer {
    var index: Double
    var inPoint: Double
    var outPoint: Double
  }

  struct Budget {
    var numbers = LottieExpressionBake.maxNumbers
    var steps = LottieExpressionBake.maxWiggleSteps
    /// Expression nodes left to evaluate over the file (frames × the program's size).
    var nodes = LottieExpressionBake.maxEvaluatedNodes
    /// Whether the first pass over a composition left expressions with references for the
    /// second (without any, the second pass is skipped).
    var deferred = false
    /// How many times the composition being baked is drawn (precomposition instances).
    var instances = 1
    /// Numbers left for Trace Path rigs, counted once per instance: they bake every frame,
    /// and a rig in a precomposition drawn hundreds of times would otherwise swell the scene.
    var trace = LottieExpressionBake.maxTraceNumbers
  }

  /// The most expression nodes evaluated over a file, every frame of every baked property
  /// counted: real scripts are under 200 nodes, so this is 10,000 frames of 2,000 scripts'
  /// worth, and a hostile 4,000-character script on 20,000 frames stays reported instead of
  /// taking minutes.
  static let maxEvaluatedNodes = 20_000_000

  /// The most numbers Trace Path rigs may bake over a file, instances included.
  static let maxTraceNumbers = 150_000

  /// Expressions that reference other properties wait for a second pass over the
  /// composition, so the controls they read are already baked when they are resolved.
  struct Pass {
    /// The composition's layers after the first pass; nil during the first pass.
    var layers: [LottieJSON]?
    /// The expression's own layer (second pass).
    var own: LottieJSON?
    /// The object holding the property being walked.
    var group: [String: Any]?
  }

  /// `root` with its subset expressions baked; `root` itself when it has none.
  static func apply(_ root: LottieJSON, fr: Double) -> LottieJSON {
    guard fr > 0, var object = root.raw as? [String: Any] else { return root }
    var budget = Budget()
    var changed = false
    if let layers = object["layers"] as? [Any], let baked = bake(layers: layers, path: "layers", fr: fr, &budget) {
      object["layers"] = baked
      changed = true
    }
    if var assets = object["assets"] as? [Any] {
      var assetsChanged = false
      let counts = instanceCounts(root)
      for (i, asset) in assets.enumerated() {
        guard var a = asset as? [String: Any], let layers = a["layers"] as? [Any] else { continue }
        budget.instances = (a["id"] as? String).flatMap { counts[$0] } ?? 1
        guard let baked = bake(layers: layers, path: "assets[\(i)].layers", fr: fr, &budget) else { continue }
        a["layers"] = baked
        assets[i] = a
        assetsChanged = true
      }
      if assetsChanged {
        object["assets"] = assets
        changed = true
      }
    }
    return changed ? LottieJSON(raw: object, location: root.location) : root
  }

  /// How many times each precomposition (by asset id) is drawn: its instances in the root,
  /// plus its instances in each precomposition times that one's count.
  static func instanceCounts(_ root: LottieJSON) -> [String: Int] {
    var lists: [String: [LottieJSON]] = [:]
    for asset in root["assets"]?.array ?? [] {
      if let id = asset["id"]?.string, asset["layers"] != nil { lists[id] = asset["layers"]?.array ?? [] }
    }
    var memo: [String: Int] = [:]
    func count(_ id: String, depth: Int) -> Int {
      if let known = memo[id] { return known }
      guard depth < 16 else { return 1 }
      var total = (root["layers"]?.array ?? []).filter { $0["refId"]?.string == id }.count
      for (other, layers) in lists.sorted(by: { $0.key < $1.key }) where other != id {
        let uses = layers.filter { $0["refId"]?.string == id }.count
        if uses > 0 { total += uses * count(other, depth: depth + 1) }
      }
      let result = min(max(total, 1), 1_000_000)
      memo[id] = result
      return result
    }
    for id in lists.keys.sorted() { _ = count(id, depth: 0) }
    return memo
  }

  private static func bake(layers: [Any], path: String, fr: Double, _ budget: inout Budget) -> [Any]? {
    var out = layers
    var changed = false
    budget.deferred = false
    // A third pass resolves references to properties the second pass baked (a Trace Path's
    // Progress read by a trim, a traced null's position read by another layer).
    for round in 0..<3 {
      let second = round > 0
      if second && !budget.deferred { break }
      budget.deferred = false
      let all = second ? out.enumerated().map { LottieJSON(raw: $1, path: "\(path)[\($0)]") } : nil
      for (i, item) in out.enumerated() {
        guard let layer = item as? [String: Any] else { continue }
        let json = LottieJSON(raw: layer, path: "\(path)[\(i)]")
        let context = Layer(
          index: json.number("ind") ?? 1,
          inPoint: json.number("ip") ?? 0, outPoint: json.number("op") ?? 0)
        let pass = Pass(layers: all, own: second ? json : nil)
        if let baked = walk(layer, path: json.path, context, pass, fr: fr, &budget) {
          out[i] = baked
          changed = true
        }
      }
    }
    return changed ? out : nil
  }

  /// `value` with its subset expressions baked; nil when nothing changed. Keys are visited in
  /// sorted order so the budget is spent the same way every run.
  private static func walk(
    _ value: Any, path: String, _ layer: Layer, _ pass: Pass, fr: Double, _ budget: inout Budget
  ) -> Any? {
    if var object = value as? [String: Any] {
      if object["x"] is String, object["k"] != nil {
        return bakeProperty(object, path: path, layer, pass, fr: fr, &budget)
      }
      var changed = false
      var inner = pass
      for key in object.keys.sorted() {
        guard let child = object[key], child is [String: Any] || child is [Any] else { continue }
        inner.group = object
        if let baked = walk(child, path: path.isEmpty ? key : "\(path).\(key)", layer, inner, fr: fr, &budget) {
          object[key] = baked
          changed = true
        }
      }
      return changed ? object : nil
    }
    if var list = value as? [Any] {
      var changed = false
      for (i, child) in list.enumerated() where child is [String: Any] || child is [Any] {
        if let baked = walk(child, path: "\(path)[\(i)]", layer, pass, fr: fr, &budget) {
          list[i] = baked
          changed = true
        }
      }
      return changed ? list : nil
    }
    return nil
  }

  /// The property with keyframes of its expression's value; nil when the expression is outside
  /// the subset, a lone loop, not a number property, or over a budget.
  private static func bakeProperty(
    _ object: [String: Any], path: String, _ layer: Layer, _ pass: Pass, fr: Double, _ budget: inout Budget
  ) -> [String: Any]? {
    guard let text = object["x"] as? String else { return nil }
    if LottieTracePath.isProgressLoop(text) {
      guard let own = pass.own else {
        budget.deferred = true
        return nil
      }
      return bakeProgress(object, own: own)
    }
    if let wizz = LottieEaseAndWizz(text) {
      return bakeEaseAndWizz(wizz, object, path: path, layer, fr: fr, &budget)
    }
    if let trace = LottieTracePath(text) {
      guard let layers = pass.layers, let own = pass.own else {
        budget.deferred = true
        return nil
      }
      return bakeTrace(trace, object, path: path, layer, layers: layers, own: own, fr: fr, &budget)
    }
    guard LottieLoop(expression: text) == nil, let expression = LottieExpression(text) else { return nil }
    let references = expression.references
    guard references.isEmpty == (pass.layers == nil) else {
      if pass.layers == nil { budget.deferred = true }
      return nil
    }
    var sources: [(LottieExpressionReference, LottieProperty)] = []
    if let layers = pass.layers, let own = pass.own {
      for r in references {
        let group = pass.group.map { LottieJSON(raw: $0, path: "") }
        if r.isPath {
          // A path is only ever copied: the expression must be the reference alone.
          guard case .reference(let only)? = expression.root, only == r else { return nil }
          guard let found = r.resolve(in: layers, own: own, group: group) else {
            if r.waitsForBake(in: layers, own: own) { budget.deferred = true }
            return nil
          }
          return copyPath(found, into: object)
        }
        guard let found = r.resolve(in: layers, own: own, group: group), let p = LottieProperty(found),
          !p.initial.isEmpty
        else {
          // The property may still hold an expression this round bakes: try once more.
          if r.waitsForBake(in: layers, own: own) { budget.deferred = true }
          return nil
        }
        sources.append((r, p))
        // The expression is the other property itself: its keyframes, moved to this layer's
        // clock, are its value at every frame (and stay a few keyframes, not one per frame).
        if case .reference(let only)? = expression.root, only == r,
          let copied = copy(found, into: object)
        {
          return copied
        }
      }
    }
    guard let (property, first, count) = plan(object, path: path, layer) else { return nil }
    let last = first + Double(count - 1)
    let dims = property.initial.count
    guard count * dims <= budget.numbers else { return nil }
    let lastTime = max(abs(first), abs(last)) / fr
    let steps = Int((lastTime * LottieWiggle.stepsPerSecond).rounded(.up)) + 1
    let noise = textHasWiggle(text) ? count * dims * min(steps, LottieWiggle.maxSteps) : 0
    guard noise <= budget.steps else { return nil }
    let visits = count * expression.size
    guard visits <= budget.nodes else { return nil }
    let seed = LottieWiggle.seed(path)
    let keys = property.keyframes.map { (frame: $0.time, value: $0.value) }
    // lottie-web's getValueAtTime: the keyframes at the composition time (`st` cancels).
    let valueAt: (Double) -> [Double] = { t in property.value(at: t * fr) }
    let baked = sampled(object, property, first: first, count: count, layer) { f, own in
      // `time` is the composition's, and so are every property's keyframe times.
      var context = LottieExpression.Context(time: f / fr, value: own, index: layer.index, seed: seed)
      context.keys = keys
      context.frameRate = fr
      context.valueAt = valueAt
      for (r, p) in sources { context.references[r] = p.value(at: f) }
      guard let v = expression.evaluate(context)?.components else { return nil }
      // A number for a property of several dimensions is not a value lottie-web can show.
      return v.count < own.count && v.count <= 1 ? nil : v
    }
    guard let baked else { return nil }
    budget.numbers -= count * dims
    budget.steps -= noise
    budget.nodes -= visits
    return baked
  }

  /// What a bake of `object` works on: its keyframed value without the expression, and the
  /// whole composition frames of its layer's range (as lottie-web renders them): the first and
  /// how many. Nil when it has no value or the range is empty or over ``maxFrames``.
  static func plan(_ object: [String: Any], path: String, _ layer: Layer) -> (LottieProperty, Double, Int)? {
    var plain = object
    plain["x"] = nil
    guard let property = LottieProperty(LottieJSON(raw: plain, path: path)), !property.initial.isEmpty else {
      return nil
    }
    let first = layer.inPoint.rounded(.down)
    let last = layer.outPoint.rounded(.up)
    guard last >= first, last - first < Double(maxFrames) else { return nil }
    return (property, first, Int(last - first) + 1)
  }

  /// `object` without its expression, holding `source`'s value: its static value or its
  /// keyframes (at the same composition frames); nil when the dimensions differ or the
  /// keyframes loop.
  static func copy(_ source: LottieJSON, into object: [String: Any]) -> [String: Any]? {
    guard let raw = source.raw as? [String: Any], let k = raw["k"], source["x"] == nil else { return nil }
    var plain = object
    plain["x"] = nil
    guard let own = LottieProperty(LottieJSON(raw: plain, path: "")), let theirs = LottieProperty(source),
      own.initial.count == theirs.initial.count
    else { return nil }
    var out = plain
    out["a"] = raw["a"] ?? 0.0
    out["k"] = k
    return out
  }

  /// `object` (a shape path) without its expression, holding the path `source` holds, static
  /// or keyframed (at the same composition frames); nil when `source` is no path.
  static func copyPath(_ source: LottieJSON, into object: [String: Any]) -> [String: Any]? {
    guard let raw = source.raw as? [String: Any], let k = raw["k"] else { return nil }
    var out = object
    out["x"] = nil
    out["a"] = raw["a"] ?? 0.0
    guard k is [String: Any] || (k as? [Any])?.first is [String: Any] else { return nil }
    out["k"] = k
    return out
  }

  /// `object` without its expression, holding `values` at `frames` (composition frames): one
  /// static value when they are all equal, else linear keyframes (repeats dropped).
  static func keyframed(_ object: [String: Any], frames: [Double], values: [[Double]]) -> [String: Any] {
    var out = object
    out["x"] = nil
    if values.allSatisfy({ $0 == values[0] }) {
      out["a"] = 0.0
      out["k"] = values[0].count == 1 ? values[0][0] as Any : json(values[0])
      return out
    }
    var keys: [Any] = []
    for n in values.indices {
      let keep = n == 0 || n == values.count - 1 || values[n] != values[n - 1] || values[n] != values[n + 1]
      guard keep else { continue }
      var key: [String: Any] = ["t": frames[n], "s": json(values[n])]
      if n < values.count - 1 {
        // Linear segments: easing control points (0, 0) and (1, 1).
        key["o"] = ["x": json([0]), "y": json([0])] as [String: Any]
        key["i"] = ["x": json([1]), "y": json([1])] as [String: Any]
      }
      keys.append(key)
    }
    out["a"] = 1.0
    out["k"] = keys
    return out
  }

  /// Numbers as ``LottieJSONReader`` gives them: `[Any]` of `Double` (a typed array would
  /// be converted element by element at every later `as? [Any]`).
  static func json(_ values: [Double]) -> [Any] { values.map { $0 as Any } }

  private static func textHasWiggle(_ text: String) -> Bool { text.contains("wiggle") }
}
