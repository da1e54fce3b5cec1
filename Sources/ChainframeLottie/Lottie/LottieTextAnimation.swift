import ChainframeModel
import Foundation

/// A text layer's animators (`t.a`) with its grouping options (`t.m`), evaluated per
/// character and frame as lottie-web 5.13's `TextAnimatorProperty.getMeasures` does: each
/// character's matrix (anchor, scale, skew, rotation, position about its grouping anchor,
/// tracking shifting the characters after it), opacity, fill, stroke and stroke width.
struct LottieTextAnimation {
  /// The animators in file order (lottie-web applies them in this order).
  var animators: [LottieTextAnimator]
  /// Grouping alignment (`t.m.a`), percent of the character's advance (x) and of 0.857 em (y).
  var alignment: LottieProperty?
  /// Anchor grouping (`t.m.g`): 1 characters, 2 words, 3 lines (4 all is drawn as 1).
  var grouping: Int

  /// Reads `t`; nil when it has no animator that changes anything.
  init?(_ t: LottieJSON) {
    animators = (t["a"]?.array ?? []).compactMap(LottieTextAnimator.init)
    guard animators.contains(where: { !$0.isInert }) else { return nil }
    alignment = LottieProperty(t["m"]?["a"])
    grouping = t["m"]?.int("g") ?? 1
  }

  /// Whether any value animates.
  var isAnimated: Bool { (alignment?.isAnimated ?? false) || animators.contains { $0.isAnimated } }

  /// What stays the same at every frame for `letters`: unit indexes per animator and the
  /// grouping anchor (`an`, `add`) per character.
  struct Prepared {
    /// Per animator: each character's unit index, and the unit count.
    var indexes: [(indexes: [Int], total: Int)]
    /// Per character: the grouped width (`an`) and the width before it in its group (`add`).
    var groupWidth: [Double], groupOffset: [Double]
  }

  /// The per-document part of the evaluation.
  func prepare(_ letters: [LottieTextLetter]) -> Prepared {
    let characters = letters.map(\.character)
    let indexes = animators.enumerated().map { j, a in
      TextRangeSelector.indexes(
        of: characters, basis: a.selector.basis, randomized: a.selector.randomized, seed: UInt64(j + 1))
    }
    var width = letters.map(\.advance)
    var offset = Array(repeating: 0.0, count: letters.count)
    if grouping == 2 || grouping == 3 {
      // lottie-web's completeTextData: a word (line) shares one anchor at its middle.
      var size = 0.0
      var first = 0
      for (i, letter) in letters.enumerated() {
        offset[i] = size
        size += letter.advance
        let breaks = letter.isNewline || (grouping == 2 && letter.character == " ")
        guard breaks || i == letters.count - 1 else { continue }
        if breaks { size -= letter.advance }
        for k in first...i { width[k] = size }
        first = i + 1
        size = 0
      }
    }
    return Prepared(indexes: indexes, groupWidth: width, groupOffset: offset)
  }

  /// Every character's state at `frame` (line breaks get the identity).
  func states(
    _ letters: [LottieTextLetter], prepared: Prepared, document doc: LottieTextDocument, at frame: Double
  ) -> [LottieTextLetterState] {
    let values = animators.map { $0.selector.values(at: frame) }
    let ranges = animators.indices.map { j in
      TextRangeSelector.range(
        values[j], countsIndexes: animators[j].selector.countsIndexes, total: prepared.indexes[j].total)
    }
    func mult(_ i: Int, _ j: Int) -> Double {
      TextRangeSelector.factor(
        index: Double(prepared.indexes[j].indexes[i]), start: ranges[j].start, end: ranges[j].end,
        shape: animators[j].selector.shape, values: values[j])
    }
    func v(_ p: LottieProperty?) -> [Double]? {
      guard let p else { return nil }
      let x = p.value(at: frame)
      return x.allSatisfy(\.isFinite) ? x : nil
    }
    let props = animators.map { a in
      (
        p: v(a.position), a: v(a.anchor), s: v(a.scale), r: v(a.rotation), sk: v(a.skew), sa: v(a.skewAxis),
        o: v(a.opacity), fc: v(a.fill), sc: v(a.stroke), sw: v(a.strokeWidth), fh: v(a.hue), fs: v(a.saturation),
        fb: v(a.brightness), t: v(a.tracking)
      )
    }
    let align = v(alignment) ?? [0, 0]
    let yOffset = doc.size * 1.2 * 0.714
    let tracking = doc.tracking / 1000 * doc.size
    let fillAnimated = animators.contains {
      $0.fill != nil || $0.hue != nil || $0.saturation != nil || $0.brightness != nil
    }
    let strokeAnimated = animators.contains { $0.stroke != nil }
    let widthAnimated = animators.contains { $0.strokeWidth != nil }
    let justifyShift = justifyOffsets(letters, doc: doc, mult: mult, tracking: props.map(\.t))
    var states: [LottieTextLetterState] = []
    var xPos = 0.0
    for (i, letter) in letters.enumerated() {
      guard !letter.isNewline else {
        xPos = 0
        states.append(LottieTextLetterState())
        continue
      }
      let an = prepared.groupWidth[i]
      let offf = an / 2 - prepared.groupOffset[i]
      let pivot = (x: offf + (align.first ?? 0) * an * 0.005, y: (align.count > 1 ? align[1] : 0) * yOffset * 0.01)
      var m = Affine.identity.translated(-pivot.x, -pivot.y)
      let mults = animators.indices.map { mult(i, $0) }
      for (j, p) in props.enumerated() {
        if let t = p.t?.first, xPos != 0 || doc.justify != 0 { xPos += t * mults[j] }
      }
      for (j, p) in props.enumerated() {
        if let a = p.a { m = m.translated(-a[0] * mults[j], -(a.count > 1 ? a[1] : 0) * mults[j]) }
      }
      for (j, p) in props.enumerated() {
        if let s = p.s {
          let sx = 1 + (s[0] / 100 - 1) * mults[j]
          let sy = 1 + ((s.count > 1 ? s[1] : s[0]) / 100 - 1) * mults[j]
          m = m.then(Affine(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0))
        }
      }
      var state = LottieTextLetterState()
      var opacity = 1.0
      var strokeWidth = doc.strokeWidth
      var stroke = Array((doc.stroke ?? [0, 0, 0]).prefix(3))
      var fill = doc.fill.map { Array($0.prefix(3)) }
      for (j, p) in props.enumerated() {
        let k = mults[j]
        if let sk = p.sk?.first { m = m.then(Self.skew(sk * k, axis: (p.sa?.first ?? 0) * k)) }
        if let r = p.r?.first { m = m.then(Self.rotation(r * k)) }
        if let o = p.o?.first { opacity += (o / 100 * k - opacity) * k }
        if let sw = p.sw?.first { strokeWidth += sw * k }
        if let sc = p.sc.flatMap(LottieTextDocument.color) {
          for c in 0..<3 { stroke[c] += (sc[c] - stroke[c]) * k }
        }
        guard var color = fill else { continue }
        if let fc = p.fc.flatMap(LottieTextDocument.color) {
          for c in 0..<3 { color[c] += (fc[c] - color[c]) * k }
        }
        if let h = p.fh?.first { color = LottieTextColor.addHue(color, h * k) }
        if let s = p.fs?.first { color = LottieTextColor.addSaturation(color, s / 100 * k) }
        if let b = p.fb?.first { color = LottieTextColor.addBrightness(color, b / 100 * k) }
        fill = color
      }
      for (j, p) in props.enumerated() {
        if let q = p.p { m = m.translated(q[0] * mults[j], (q.count > 1 ? q[1] : 0) * mults[j]) }
      }
      let x = letter.lineX + xPos + (justifyShift[letter.line] ?? 0)
      state.matrix = m.translated(x + pivot.x, letter.y + pivot.y)
      state.opacity = min(max(opacity, 0), 1)
      if widthAnimated { state.strokeWidth = max(strokeWidth, 0) }
      if strokeAnimated { state.stroke = stroke.map { min(max($0, 0), 1) } }
      if fillAnimated, let fill { state.fill = fill.map { min(max($0, 0), 1) } }
      states.append(state)
      xPos += letter.advance + tracking
    }
    return states
  }

  /// Per line, the shift lottie-web gives centred and right-justified text for the
  /// animators' tracking (`animatorJustifyOffset`), kept as it computes it: the first
  /// characters' share accumulates over lines.
  func justifyOffsets(
    _ letters: [LottieTextLetter], doc: LottieTextDocument, mult: (Int, Int) -> Double, tracking: [[Double]?]
  ) -> [Int: Double] {
    guard doc.justify != 0, tracking.contains(where: { $0 != nil }) else { return [:] }
    let factor = doc.justify == 2 ? -0.5 : -1
    var out: [Int: Double] = [:]
    var offset = 0.0
    var firstCharOffset = 0.0
    var newLine = true
    func close(_ line: Int) {
      if offset != 0 { offset += firstCharOffset }
      out[line] = offset
      offset = 0
    }
    for (i, letter) in letters.enumerated() {
      if letter.isNewline {
        close(letter.line - 1)
        newLine = true
        continue
      }
      for (j, t) in tracking.enumerated() {
        guard let t = t?.first else { continue }
        if newLine && doc.justify == 2 { firstCharOffset += t * factor }
        offset += t * mult(i, j) * factor
      }
      newLine = false
    }
    close(letters.last?.line ?? 0)
    return out
  }

  /// A clockwise rotation by `degrees` on screen (lottie-web's `rotateZ(−r)`).
  static func rotation(_ degrees: Double) -> Affine {
    let a = degrees * Double.pi / 180
    return Affine(a: cos(a), b: sin(a), c: -sin(a), d: cos(a), tx: 0, ty: 0)
  }

  /// lottie-web's `skewFromAxis(−sk, sa)`: a shear by `degrees` along the axis at `axis` degrees.
  static func skew(_ degrees: Double, axis: Double) -> Affine {
    let shear = Affine(a: 1, b: 0, c: tan(-degrees * Double.pi / 180), d: 1, tx: 0, ty: 0)
    return rotation(axis).then(shear).then(rotation(-axis))
  }
}
