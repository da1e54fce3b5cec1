import Foundation

/// Text animators evaluated for the characters of one text, as lottie-web 5.13's
/// `TextAnimatorProperty.getMeasures` combines them: each animator's values scaled by its
/// selector's factor, opacity and colours mixed towards the animator's by the factor,
/// tracking shifting the characters after it on their line.
package struct TextAnimatorEvaluation: Sendable {
  /// The animators in order (later ones apply on top of earlier ones).
  package var animators: [TextAnimator]
  /// The text's characters (grapheme clusters), `"\n"` for line breaks.
  package var characters: [Character]
  /// Per animator: each character's unit index and the unit count.
  private var indexes: [(indexes: [Int], total: Int)]

  /// Prepares `animators` for `text`.
  package init(_ animators: [TextAnimator], text: String) {
    self.animators = animators
    characters = Array(text)
    let strings = characters.map { $0 == "\r\n" || $0 == "\r" ? "\n" : String($0) }
    indexes = animators.map { a in
      TextRangeSelector.indexes(
        of: strings, basis: a.basis, randomized: a.randomSeed != nil, seed: a.randomSeed ?? 0)
    }
  }

  /// Every character's look at `time` seconds; `fill` and `stroke` are the text's own
  /// colours (the start of the mix), `align` its alignment (centred and right-aligned text
  /// shift their lines by half or all of the animators' tracking, as lottie-web does).
  package func looks(at time: Double, fill: Color, stroke: Color, align: TextStyle.Alignment) -> [TextCharacterLook] {
    let values = animators.map { $0.values(at: time) }
    let ranges = animators.indices.map { j in
      TextRangeSelector.range(values[j], countsIndexes: animators[j].countsIndexes, total: indexes[j].total)
    }
    func mult(_ i: Int, _ j: Int) -> Double {
      TextRangeSelector.factor(
        index: Double(indexes[j].indexes[i]), start: ranges[j].start, end: ranges[j].end,
        shape: animators[j].shape, values: values[j])
    }
    func finite(_ v: TimedValue?) -> [Double]? {
      guard let x = v?.value(at: time), !x.isEmpty, x.allSatisfy(\.isFinite) else { return nil }
      return x
    }
    let props = animators.map {
      (
        p: finite($0.position), s: finite($0.scale), r: finite($0.rotation), o: finite($0.opacity),
        t: finite($0.tracking), sw: finite($0.strokeWidth), a: finite($0.anchor), fc: finite($0.fill),
        sc: finite($0.stroke)
      )
    }
    let tracking = props.map { $0.t?.first }
    let hasTracking = tracking.contains { $0 != nil }
    let factor = align == .center ? -0.5 : align == .right ? -1.0 : 0
    var looks: [TextCharacterLook] = []
    looks.reserveCapacity(characters.count)
    // Per line: the tracking shift of each character, then the line's justification shift.
    var lineStart = 0
    var shift = 0.0
    var lineShift = 0.0
    var firstCharShift = 0.0
    var atLineStart = true
    func closeLine() {
      // lottie-web's animatorJustifyOffset: the first character's share counts once more.
      if lineShift != 0 { lineShift += firstCharShift }
      for k in lineStart..<looks.count { looks[k].offset.x += lineShift }
      lineShift = 0
    }
    for (i, character) in characters.enumerated() {
      var look = TextCharacterLook()
      if character.isNewline {
        looks.append(look)
        closeLine()
        lineStart = looks.count
        shift = 0
        atLineStart = true
        continue
      }
      let mults = animators.indices.map { mult(i, $0) }
      if hasTracking {
        for (j, t) in tracking.enumerated() {
          guard let t else { continue }
          // The first character of a line is not moved by its own tracking unless justified.
          if !atLineStart || align != .left { shift += t * mults[j] }
          if factor != 0 {
            if atLineStart && align == .center { firstCharShift += t * factor }
            lineShift += t * mults[j] * factor
          }
        }
      }
      var opacity = 1.0
      var fillColor = fill
      var strokeColor = stroke
      var fillChanged = false
      var strokeChanged = false
      var anchor = Vector2(0, 0)
      for (j, p) in props.enumerated() {
        let k = mults[j]
        if let s = p.s {
          look.scale.x *= 1 + (s[0] - 1) * k
          look.scale.y *= 1 + ((s.count > 1 ? s[1] : s[0]) - 1) * k
        }
        if let r = p.r?.first { look.rotation += r * k }
        if let o = p.o?.first { opacity += (o * k - opacity) * k }
        if let sw = p.sw?.first { look.strokeWidth += sw * k }
        if let a = p.a {
          anchor.x += a[0] * k
          anchor.y += (a.count > 1 ? a[1] : 0) * k
        }
        if let c = p.fc, c.count >= 3 {
          fillColor = Self.mix(fillColor, Color(red: c[0], green: c[1], blue: c[2]), k)
          fillChanged = true
        }
        if let c = p.sc, c.count >= 3 {
          strokeColor = Self.mix(strokeColor, Color(red: c[0], green: c[1], blue: c[2]), k)
          strokeChanged = true
        }
        if let q = p.p {
          look.offset.x += q[0] * k
          look.offset.y += (q.count > 1 ? q[1] : 0) * k
        }
      }
      look.offset.x += shift
      if anchor != Vector2(0, 0) {
        // lottie-web moves the character by −anchor before scaling and turning it: the same
        // as turning about the unmoved anchor and then moving by −(rotation · scale · anchor).
        let r = look.rotation * Double.pi / 180
        let x = anchor.x * look.scale.x
        let y = anchor.y * look.scale.y
        look.offset.x -= x * cos(r) - y * sin(r)
        look.offset.y -= x * sin(r) + y * cos(r)
      }
      look.opacity = min(max(opacity, 0), 1)
      if fillChanged { look.fill = fillColor }
      if strokeChanged { look.stroke = strokeColor }
      looks.append(look)
      atLineStart = false
    }
    closeLine()
    return looks
  }

  /// `a` moved towards `b` by `k` (0…1 usual), clamped to valid channels; alpha kept.
  static func mix(_ a: Color, _ b: Color, _ k: Double) -> Color {
    func m(_ x: Double, _ y: Double) -> Double { min(max(x + (y - x) * k, 0), 1) }
    return Color(red: m(a.red, b.red), green: m(a.green, b.green), blue: m(a.blue, b.blue), alpha: a.alpha)
  }
}
