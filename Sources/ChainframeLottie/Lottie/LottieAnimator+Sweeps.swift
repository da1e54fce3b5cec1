import ChainframeModel

extension LottieAnimator {
  /// Output frames that per-frame work (baked values, outlines, styles, text documents, time
  /// remaps) may visit in one file, summed over every property: 4,000,000, for example 100
  /// animated items over 40,000 frames (11 minutes at 60 fps).
  ///
  /// Why a budget: a file of a few hundred bytes can say `op` = 10⁶⁶, which the importer cuts to
  /// 24 hours, still millions of frames for each animated item; without a sum over the file,
  /// a small input makes the importer work for minutes.
  static let maxSweptFrames = 4_000_000

  /// Takes one sweep over every output frame from the file's budget; false (and a finding at
  /// `path`, naming `feature` and what is drawn instead, `effect`) when the budget is spent.
  mutating func spendSweep(path: String, feature: String, effect: String) -> Bool {
    let cost = timebase.frameCount
    guard cost <= sweptFramesLeft else {
      if !reportedSweepBudget {
        reportedSweepBudget = true
        findings.append(
          LottieFinding(
            path: path,
            feature: "\(feature) beyond \(DiagnosticFormat.count(Self.maxSweptFrames)) frame evaluations in all",
            effect: effect + " (and so is every later one)"))
      }
      return false
    }
    sweptFramesLeft -= cost
    return true
  }
}
