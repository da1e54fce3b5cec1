import ChainframeRender
import Foundation

/// Everything a verification found.
struct VerificationResult {
  let minPSNR: Double
  let minSSIM: Double
  var scores: [FrameScore] = []
  var failures: [String] = []
  var extraReferenceFrames = 0
  var missingReferenceFrames = 0
  var firstDivergent: FrameScore?

  init(minPSNR: Double, minSSIM: Double) {
    self.minPSNR = minPSNR
    self.minSSIM = minSSIM
  }

  func fails(_ s: FrameScore) -> Bool { s.psnr < minPSNR || s.ssim < minSSIM }

  mutating func add(_ s: FrameScore) {
    scores.append(s)
    if firstDivergent == nil && fails(s) { firstDivergent = s }
  }

  var passed: Bool { failures.isEmpty && firstDivergent == nil }

  /// Frames by ascending PSNR (infinite PSNR last), at most `n`.
  func worst(_ n: Int) -> [FrameScore] {
    Array(scores.sorted { ($0.psnr, $0.ssim, $0.index) < ($1.psnr, $1.ssim, $1.index) }.prefix(n))
  }

  var minPSNRSeen: Double { scores.map(\.psnr).min() ?? .infinity }
  var minSSIMSeen: Double { scores.map(\.ssim).min() ?? 1 }
  /// Mean PSNR over frames with finite PSNR (identical frames would make the mean infinite).
  var meanPSNR: Double {
    let finite = scores.map(\.psnr).filter(\.isFinite)
    return finite.isEmpty ? .infinity : finite.reduce(0, +) / Double(finite.count)
  }
  var meanSSIM: Double { scores.isEmpty ? 1 : scores.map(\.ssim).reduce(0, +) / Double(scores.count) }

  static func dB(_ v: Double) -> String { v.isFinite ? String(format: "%.2f dB", v) : "inf" }

  var headline: String {
    if let f = firstDivergent {
      var why: [String] = []
      if f.psnr < minPSNR { why.append("PSNR \(Self.dB(f.psnr)) < \(Self.dB(minPSNR))") }
      if f.ssim < minSSIM { why.append(String(format: "SSIM %.4f < %.4f", f.ssim, minSSIM)) }
      let lead = String(format: "first divergent frame %d (%.3f s): ", f.index, f.time) + why.joined(separator: ", ")
      return failures.isEmpty ? lead : failures.joined(separator: "; ") + "; " + lead
    }
    return failures.isEmpty ? "all frames pass" : failures.joined(separator: "; ")
  }

  func text(input: String, reference: String) -> String {
    var lines = ["\(passed ? "PASS" : "FAIL") \(input) vs \(reference)"]
    lines.append("frames compared: \(scores.count)")
    lines.append("PSNR min \(Self.dB(minPSNRSeen)), mean \(Self.dB(meanPSNR)) (threshold \(Self.dB(minPSNR)))")
    lines.append(String(format: "SSIM min %.4f, mean %.4f (threshold %.4f)", minSSIMSeen, meanSSIM, minSSIM))
    for w in worst(3) where w.psnr.isFinite {
      lines.append(
        String(format: "worst: frame %d (%.3f s) PSNR %@ SSIM %.4f", w.index, w.time, Self.dB(w.psnr), w.ssim))
    }
    lines.append(headline)
    return lines.joined(separator: "\n")
  }
}
