import ChainframeCore
import ChainframeEncoding
import Foundation

extension GIFBudgetSearch {
  /// Searches for `budget`, copies the chosen GIF to `output` and says what it chose;
  /// `events` gets a ``RenderEvent/trial(number:settings:frames:)`` per trial encode and
  /// ``RenderEvent/progress(done:total:)`` for its frames.
  ///
  /// - Throws: ``RenderOptionError`` (`maxBytes`/`targetSSIM`) naming the smallest size or the
  ///   best SSIM reached when the budget cannot be met; encoding errors.
  mutating func run(
    _ budget: GIFBudget, output: String, check: () throws -> Void, events: (RenderEvent) -> Void
  ) throws -> (choice: GIFBudgetChoice, repeatedFrames: Int) {
    let list = candidates()
    var tried: [(index: Int, trial: Trial)] = []
    func path(_ i: Int, _ l: Look) -> String { folder + "/trial-\(i)-\(l.dither.rawValue)-\(l.stats.rawValue).gif" }
    func attempt(_ i: Int, _ l: Look, ssim: Bool) throws -> Trial {
      try check()
      let known = tried.first(where: { $0.index == i && $0.trial.look == l })?.trial
      if let known, !ssim || known.ssim != nil { return known }
      let (bytes, repeated) =
        try known.map { ($0.bytes, $0.repeatedFrames) }
        ?? encode(list[i], look: l, to: path(i, l), check: check, events: events)
      var t = Trial(candidate: list[i], look: l, bytes: bytes, repeatedFrames: repeated, ssim: nil)
      if ssim {
        let start = ProcessInfo.processInfo.systemUptime
        t.ssim = try self.ssim(list[i], path: path(i, l), check: check)
        scoreSeconds += ProcessInfo.processInfo.systemUptime - start
      }
      tried.removeAll { $0.index == i && $0.trial.look == l }
      tried.append((i, t))
      return t
    }
    let look = Look(dither: settings.gif.dither, stats: settings.gif.statsMode)
    var best: (index: Int, trial: Trial)
    switch budget {
    case .maxBytes(let limit):
      let (steps, scales, smallest) = (steps, scales, describe(list[list.count - 1]))
      best = try Self.bestUnder(
        limit, list: list, steps: steps, scales: scales, look: look, smallest: smallest, attempt: attempt)
    case .targetSSIM(let target):
      let top = try attempt(0, look, ssim: true)
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
        if (try attempt(mid, look, ssim: true).ssim ?? 0) >= target { lo = mid } else { hi = mid }
      }
      best = (lo, try attempt(lo, look, ssim: true))
    }
    // The output is the render's own partial file (committed by the caller): overwrite it.
    try Data(contentsOf: URL(fileURLWithPath: path(best.index, best.trial.look)))
      .write(to: URL(fileURLWithPath: output))
    let (w, h) = size(best.trial.candidate)
    let choice = GIFBudgetChoice(
      fps: rate(best.trial.candidate).doubleValue, width: w, height: h, colors: best.trial.candidate.colors,
      dither: best.trial.look.dither.rawValue, paletteStats: best.trial.look.stats.rawValue,
      bytes: best.trial.bytes, ssim: best.trial.ssim ?? 0, trials: trials)
    return (choice, best.trial.repeatedFrames)
  }
}
