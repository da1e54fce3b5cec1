import ChainframeModel
import Foundation

/// The one family of After Effects expressions evaluated without a JavaScript engine:
/// `loopOut(type, n)` and `loopIn(type, n)`, alone on a property (as Bodymovin writes them,
/// `var $bm_rt; $bm_rt = loopOut('cycle');`). Types `cycle` (default), `pingpong`, `offset` and
/// `continue` (loopIn only); `n` the number of keyframes looped (0 or absent: all). Evaluated as
/// lottie-web 5.13.0 draws them, checked frame by frame in it for every type and both sides.
struct LottieLoop: Equatable {
  /// Which end repeats: after the last keyframe (out) or before the first (in).
  enum Side { case out, `in` }
  /// How the keyframes repeat.
  enum Kind: String { case cycle, pingpong, offset, `continue` }

  var side: Side
  var kind: Kind
  /// Keyframes looped, counted from the end (out) or the start (in); 0 for all.
  var keyframes: Int

  /// The loop an expression's text asks for, or nil when the text is anything else.
  init?(expression text: String) {
    var body = text.replacingOccurrences(of: "var $bm_rt;", with: "")
      .replacingOccurrences(of: "$bm_rt =", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
    while body.hasSuffix(";") { body.removeLast() }
    body = body.trimmingCharacters(in: .whitespacesAndNewlines)
    let pattern = #"^loop(Out|In)\(\s*(?:(?:'|")([A-Za-z]*)(?:'|")\s*(?:,\s*(\d{1,4})\s*)?)?\)$"#
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let m = regex.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)),
      let sideRange = Range(m.range(at: 1), in: body)
    else { return nil }
    side = body[sideRange] == "Out" ? .out : .in
    let name = Range(m.range(at: 2), in: body).map { body[$0].lowercased() } ?? ""
    guard let kind = name.isEmpty ? .cycle : Kind(rawValue: name) else { return nil }
    // lottie-web's loopOut('continue') does not follow the last keyframe's velocity (its
    // speed did not match any rule across frame rates here), so it stays reported.
    if side == .out && kind == .continue { return nil }
    self.kind = kind
    keyframes = Range(m.range(at: 3), in: body).flatMap { Int(body[$0]) } ?? 0
  }

  /// The value at `frame` of a property whose keyframes run at `times`, where `value` evaluates
  /// the keyframes themselves (clamped at both ends); nil when the frame is not in the looped
  /// part (the keyframes apply).
  func value(at frame: Double, times: [Double], _ value: (Double) -> [Double]) -> [Double]? {
    guard let first = times.first, let last = times.last, times.count > 1 else { return nil }
    var n = keyframes
    if n <= 0 || n > times.count - 1 { n = times.count - 1 }
    switch side {
    case .out:
      guard frame > last else { return nil }
      let start = times[times.count - 1 - n]
      let cycle = last - start
      guard cycle > 0 else { return value(last) }
      let repeats = ((frame - start) / cycle).rounded(.down)
      let within = (frame - start).truncatingRemainder(dividingBy: cycle) + start
      switch kind {
      case .pingpong where Int(repeats) % 2 != 0:
        return value(cycle - (frame - start).truncatingRemainder(dividingBy: cycle) + start)
      case .offset:
        let (a, b, v) = (value(start), value(last), value(within))
        return v.indices.map { v[$0] + (b[min($0, b.count - 1)] - a[min($0, a.count - 1)]) * repeats }
      case .continue:
        let (a, b) = (value(last), value(last - 0.001))
        return a.indices.map { a[$0] + (a[$0] - b[min($0, b.count - 1)]) * (frame - last) / 0.001 }
      default:
        return value(within)
      }
    case .in:
      guard frame < first else { return nil }
      let end = times[n]
      let cycle = end - first
      guard cycle > 0 else { return value(first) }
      let before = first - frame
      switch kind {
      case .pingpong where Int((before / cycle).rounded(.down)) % 2 == 0:
        return value(before.truncatingRemainder(dividingBy: cycle) + first)
      case .offset:
        let (a, b) = (value(first), value(end))
        let v = value(cycle - before.truncatingRemainder(dividingBy: cycle) + first)
        let repeats = (before / cycle).rounded(.down) + 1
        return v.indices.map { v[$0] - (b[min($0, b.count - 1)] - a[min($0, a.count - 1)]) * repeats }
      case .continue:
        let (a, b) = (value(first), value(first + 0.001))
        return a.indices.map { a[$0] + (a[$0] - b[min($0, b.count - 1)]) * before / 0.001 }
      default:
        // lottie-web holds the first keyframe's value before it for loopIn('cycle').
        return nil
      }
    }
  }
}
