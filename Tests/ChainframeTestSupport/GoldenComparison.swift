import ChainframeCore

/// How far a rendered frame is from its golden image.
public struct GoldenComparison: Sendable, CustomStringConvertible {
  /// Largest difference of any channel (premultiplied, 0…255) at any pixel.
  public let maxDelta: Int
  /// Fraction of pixels where some channel differs by more than the tolerance's delta.
  public let differingFraction: Double
  /// The pixel with the largest difference.
  public let worst: (x: Int, y: Int)

  /// Compares `actual` with `golden` (same size); `delta` decides what counts as differing.
  public init(actual: PixelBuffer, golden: PixelBuffer, delta: Int) {
    precondition(actual.width == golden.width && actual.height == golden.height)
    var maxDelta = 0
    var differing = 0
    var worst = (0, 0)
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        let p = actual.pixel(x: x, y: y)
        let q = golden.pixel(x: x, y: y)
        let d = max(
          abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
        if d > maxDelta {
          maxDelta = d
          worst = (x, y)
        }
        if d > delta { differing += 1 }
      }
    }
    self.maxDelta = maxDelta
    self.differingFraction = Double(differing) / Double(actual.width * actual.height)
    self.worst = worst
  }

  public var description: String {
    "max channel difference \(maxDelta) at (\(worst.x), \(worst.y)); \(String(differingFraction * 100)) % of pixels differ"
  }

  /// A picture of the differences: black where equal, brighter where further apart (×8).
  public static func diffImage(_ a: PixelBuffer, _ b: PixelBuffer) -> PixelBuffer {
    let out = PixelBuffer(width: a.width, height: a.height)
    out.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      for y in 0..<a.height {
        for x in 0..<a.width {
          let p = a.pixel(x: x, y: y)
          let q = b.pixel(x: x, y: y)
          let o = base + y * out.stride + x * 4
          o[0] = UInt8(min(abs(Int(p.b) - Int(q.b)) * 8, 255))
          o[1] = UInt8(min(abs(Int(p.g) - Int(q.g)) * 8, 255))
          o[2] = UInt8(min(abs(Int(p.r) - Int(q.r)) * 8, 255))
          o[3] = 255
        }
      }
    }
    return out
  }
}
