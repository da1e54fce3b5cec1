import ChainframeCore
import ChainframeEncoding
import Foundation

extension GIFBudgetSearch {
  /// Searches for `budget`, copies the chosen GIF to `output` and says what it chose.
  ///
  /// - Throws: ``RenderOptionError`` (`maxBytes`/`targetSSIM`) naming the smallest size or the
  ///   best SSIM reached when the budget cannot be met; encoding errors.
  mutating func run(_ budget: GIFBudget, output: String, check: () throws -> Void) throws -> GIFBudgetChoice {
    let list = candidates()
    var tried: [(index: Int, trial: Trial)] = []
    func path(_ i: Int, _ d: GIFOptions.Dither) -> String { folder + "/trial-\(i)-\(d.rawValue).gif" }
    func attempt(_ i: Int, _ d: GIFOptions.Dither, ssim: Bool) throws -> Trial {
      try check()
      if let found = tried.first(where: { $0.index == i && $0.trial.dither == d })?.trial, !ssim || found.ssim != nil {
        return found
      }
      let bytes =
        try tried.first(where: { $0.index == i && $0.trial.dither == d })?.trial.bytes
        ?? encode(list[i], dither: d, to: path(i, d), check: check)
      var t = Trial(candidate: list[i], dither: d, bytes: bytes, ssim: nil)
      if ssim { t.ssim = try self.ssim(list[i], path: path(i, d), check: check) }
      tried.removeAll { $0.index == i && $0.trial.dither == d }
      tried.append((i, t))
      return t
    }
    let dither = settings.gif.dither
    var best: (index: Int, trial: Trial)
    switch budget {
    case .maxBytes(let limit):
      let last = list.count - 1
      let smallest = try attempt(last, dither, ssim: false)
      guard smallest.bytes <= limit else {
        throw RenderOptionError(
          .maxBytes,
          "\(limit) bytes cannot be met: the smallest GIF tried (\(describe(smallest.candidate))) is \(smallest.bytes) bytes; "
            + "raise the budget, shorten the clip or lower --gif-fps/--scale")
      }
      // For each frame rate, the largest scale that fits with 256 colours (bisection over the
      // scales, largest first); the best SSIM of those wins.
      func index(_ scale: Double, _ step: Int, _ colors: Int) -> Int? {
        list.firstIndex { $0.scale == scale && $0.step == step && $0.colors == colors }
      }
      var options: [Int] = []
      var largerScale: [Int: Double] = [:]
      for step in steps {
        let indices = scales.compactMap { index($0, step, 256) }
        var lo = -1
        var hi = indices.count
        while hi - lo > 1 {
          let mid = (lo + hi) / 2
          if try attempt(indices[mid], dither, ssim: false).bytes <= limit { hi = mid } else { lo = mid }
        }
        if hi < indices.count { options.append(indices[hi]) }
        if hi > 0 { largerScale[step] = list[indices[hi - 1]].scale }
      }
      if options.isEmpty { options = [last] }
      best = (options[0], try attempt(options[0], dither, ssim: true))
      for i in options.dropFirst() {
        let t = try attempt(i, dither, ssim: true)
        if (t.ssim ?? 0) > (best.trial.ssim ?? 0) { best = (i, t) }
      }
      // The next larger scale at the winning rate with fewer colours, if it fits.
      if let scale = largerScale[best.trial.candidate.step] {
        for colors in [128, 64] {
          guard let i = index(scale, best.trial.candidate.step, colors) else { continue }
          if try attempt(i, dither, ssim: false).bytes <= limit {
            let t = try attempt(i, dither, ssim: true)
            if (t.ssim ?? 0) > (best.trial.ssim ?? 0) { best = (i, t) }
            break
          }
        }
      }
      // The other dithers on the winner (none, and FFmpeg's default error diffusion); an SSIM
      // within 1e-6 is a tie that the smaller file wins.
      for other in [GIFOptions.Dither.none, .sierra24a] where other != dither {
        let t = try attempt(best.index, other, ssim: true)
        let (a, b) = (t.ssim ?? 0, best.trial.ssim ?? 0)
        if t.bytes <= limit, a > b + 1e-6 || (a >= b - 1e-6 && t.bytes < best.trial.bytes) { best = (best.index, t) }
      }
    case .targetSSIM(let target):
      let top = try attempt(0, dither, ssim: true)
      guard (top.ssim ?? 0) >= target else {
        throw RenderOptionError(
          .targetSSIM,
          "SSIM \(target) cannot be reached: the best GIF (\(describe(top.candidate))) reaches "
            + String(format: "%.4f", top.ssim ?? 0) + "; lower the target or use --palette frame")
      }
      var lo = 0
      var hi = list.count
      while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if (try attempt(mid, dither, ssim: true).ssim ?? 0) >= target { lo = mid } else { hi = mid }
      }
      best = (lo, try attempt(lo, dither, ssim: true))
    }
    // The output is the render's own partial file (committed by the caller): overwrite it.
    try Data(contentsOf: URL(fileURLWithPath: path(best.index, best.trial.dither)))
      .write(to: URL(fileURLWithPath: output))
    let (w, h) = size(best.trial.candidate)
    return GIFBudgetChoice(
      fps: rate(best.trial.candidate).doubleValue, width: w, height: h,
      colors: best.trial.candidate.colors, dither: best.trial.dither.rawValue, bytes: best.trial.bytes,
      ssim: best.trial.ssim ?? 0, trials: trials)
  }

  private func describe(_ c: Candidate) -> String {
    let (w, h) = size(c)
    return "\(w)x\(h), " + String(format: "%.4g", rate(c).doubleValue)
      + " fps, \(c.colors) colours"
  }
}
