import ChainframeModel

/// A frame kept for a GIF's later passes, run-length coded in 32-bit pixels: runs of one
/// value as (count | repeat flag, value), everything else as (count, values…). Lottie and
/// motion-graphics frames are mostly flat colour, so a 1024 × 1024 frame (4 MiB) typically
/// packs to tens of KiB and a whole clip fits the replay budget that raw frames outgrew
/// (1f409.json: 100 such frames were drawn twice). Packing and unpacking cost about a
/// millisecond a megapixel, drawing the frame again ten or more.
final class PackedPixels: Sendable {
  let width: Int
  let height: Int
  /// The source's row stride in bytes: padding words are packed too, so unpacking restores
  /// every byte a reader could see.
  let stride: Int
  let isOpaque: Bool
  private let words: [UInt32]
  private static let repeatFlag: UInt32 = 1 << 31

  /// Bytes held, for the replay budget.
  var byteCount: Int { words.count * 4 + 64 }

  /// Packs every word of `pixels` (rows with their padding).
  init(_ pixels: PixelBuffer) {
    width = pixels.width
    height = pixels.height
    stride = pixels.stride
    isOpaque = pixels.isOpaque
    words = pixels.withUnsafeBytes { raw in
      Self.pack(raw.bindMemory(to: UInt32.self))
    }
  }

  /// Writes the frame into `target`, which must have the same size.
  func unpack(into target: PixelBuffer) {
    precondition(target.width == width && target.height == height && target.stride == stride)
    target.withUnsafeMutableBytes { raw in
      let out = raw.bindMemory(to: UInt32.self)
      guard let base = out.baseAddress else { return }
      words.withUnsafeBufferPointer { w in
        var i = 0
        var o = 0
        while i < w.count {
          let header = w[i]
          let count = Int(header & ~Self.repeatFlag)
          precondition(o + count <= out.count, "packed frame longer than its buffer")
          if header & Self.repeatFlag != 0 {
            (base + o).update(repeating: w[i + 1], count: count)
            i += 2
          } else {
            if let from = w.baseAddress { (base + o).update(from: from + i + 1, count: count) }
            i += 1 + count
          }
          o += count
        }
        precondition(o == out.count, "packed frame shorter than its buffer")
      }
    }
    target.isOpaque = isOpaque
  }

  /// Runs of at least three equal words are coded as runs (shorter ones cost no more as
  /// literals); the rest as literal stretches.
  private static func pack(_ input: UnsafeBufferPointer<UInt32>) -> [UInt32] {
    var out: [UInt32] = []
    out.reserveCapacity(1024)
    let n = input.count
    var literalStart = 0
    var i = 0
    func flushLiterals(upTo end: Int) {
      guard end > literalStart else { return }
      out.append(UInt32(end - literalStart))
      out.append(contentsOf: UnsafeBufferPointer(rebasing: input[literalStart..<end]))
    }
    while i < n {
      let v = input[i]
      var j = i + 1
      while j < n && input[j] == v { j += 1 }
      if j - i >= 3 {
        flushLiterals(upTo: i)
        out.append(UInt32(j - i) | repeatFlag)
        out.append(v)
        literalStart = j
      }
      i = j
    }
    flushLiterals(upTo: n)
    return out
  }
}
