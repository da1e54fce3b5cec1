import ChainframeModel
import Foundation

/// Operations on the path data the Lottie translator writes itself (absolute `M`, `L`, `C`,
/// `Z` only): splitting into subpaths, reversing them and measuring their signed area, for
/// merge paths.
enum LottiePathData {
  /// One subpath: its start point, its segments (each a line `[x, y]` or a cubic
  /// `[x1, y1, x2, y2, x, y]`) and whether it is closed.
  struct Subpath: Equatable {
    /// The `M` point.
    var start: [Double]
    /// Lines (2 numbers) and cubics (6 numbers), in order.
    var segments: [[Double]]
    /// Whether the subpath ends with `Z`.
    var closed: Bool
  }

  /// The subpaths of `d`; commands other than `M`, `L`, `C`, `Z` end the parse.
  static func subpaths(_ d: String) -> [Subpath] {
    var out: [Subpath] = []
    var command: Character = "M"
    var numbers: [Double] = []
    func flush() {
      switch command {
      case "M" where numbers.count >= 2: out.append(Subpath(start: Array(numbers[0..<2]), segments: [], closed: false))
      case "L" where numbers.count >= 2 && !out.isEmpty: out[out.count - 1].segments.append(Array(numbers[0..<2]))
      case "C" where numbers.count >= 6 && !out.isEmpty: out[out.count - 1].segments.append(Array(numbers[0..<6]))
      default: break
      }
      numbers = []
    }
    for token in d.split(separator: " ") {
      guard let first = token.first else { continue }
      var rest = Substring(token)
      if first.isLetter {
        flush()
        command = first
        if first == "Z", !out.isEmpty { out[out.count - 1].closed = true }
        rest = token.dropFirst()
      }
      if !rest.isEmpty, let value = Double(rest) { numbers.append(value) }
    }
    flush()
    return out
  }

  /// Path data of `subpaths`, written as the translator writes it.
  static func text(_ subpaths: [Subpath]) -> String {
    var d = LottiePathText(commands: subpaths.reduce(0) { $0 + $1.segments.count + 2 })
    for sub in subpaths {
      d.move(sub.start[0], sub.start[1])
      for s in sub.segments {
        if s.count == 2 {
          d.line(s[0], s[1])
        } else {
          d.cubic(s[0], s[1], s[2], s[3], s[4], s[5])
        }
      }
      if sub.closed { d.close() }
    }
    return d.text
  }

  /// The same subpath drawn the other way round (from its end point back to its start).
  static func reversed(_ sub: Subpath) -> Subpath {
    let points = [sub.start] + sub.segments.map { Array($0.suffix(2)) }
    var segments: [[Double]] = []
    for k in sub.segments.indices.reversed() {
      let target = points[k]
      let s = sub.segments[k]
      segments.append(s.count == 6 ? [s[2], s[3], s[0], s[1]] + target : target)
    }
    return Subpath(start: points.last ?? sub.start, segments: segments, closed: sub.closed)
  }

  /// Twice the signed area enclosed by the subpath (closed implicitly), cubics sampled at
  /// 16 points; positive when it turns clockwise on screen (y down).
  static func signedArea(_ sub: Subpath) -> Double {
    var points: [(Double, Double)] = [(sub.start[0], sub.start[1])]
    var current = (sub.start[0], sub.start[1])
    for s in sub.segments {
      if s.count == 6 {
        for step in 1...16 {
          let t = Double(step) / 16
          let u = 1 - t
          let x = u * u * u * current.0 + 3 * u * u * t * s[0] + 3 * u * t * t * s[2] + t * t * t * s[4]
          let y = u * u * u * current.1 + 3 * u * u * t * s[1] + 3 * u * t * t * s[3] + t * t * t * s[5]
          points.append((x, y))
        }
      } else {
        points.append((s[0], s[1]))
      }
      current = (s[s.count - 2], s[s.count - 1])
    }
    var area = 0.0
    for k in points.indices {
      let a = points[k]
      let b = points[(k + 1) % points.count]
      area += a.0 * b.1 - b.0 * a.1
    }
    return area
  }

  /// `d` with every subpath turning clockwise (so that, filled non-zero, the subpaths' union
  /// is drawn).
  static func clockwise(_ d: String) -> String {
    text(subpaths(d).map { signedArea($0) < 0 ? reversed($0) : $0 })
  }
}
