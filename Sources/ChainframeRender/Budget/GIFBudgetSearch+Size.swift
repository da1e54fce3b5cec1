import ChainframeEncoding

extension GIFBudgetSearch {
  /// One trial: encodes candidate `index` of the list with a look (and scores it when asked),
  /// or returns what an earlier trial found.
  typealias Attempt = (_ index: Int, _ look: Look, _ ssim: Bool) throws -> Trial

  /// The best-SSIM trial under `limit` bytes; `text` describes the last (smallest) candidate.
  ///
  /// For each frame rate, the largest scale that fits with 256 colours (bisection over the
  /// scales, largest first); the best SSIM of those wins; then the next larger scale at the
  /// winning rate with fewer colours, if it fits. On the winner: the other dithers (none and
  /// FFmpeg's default error diffusion) and then the other palette statistics (`full` ↔ `diff`)
  /// with the best dither: three encodes more. For a dither an SSIM within 1e-6 is a tie that
  /// the smaller file wins; other statistics must raise the SSIM by more than 1e-6.
  ///
  /// - Throws: ``RenderOptionError`` (`maxBytes`) naming the smallest size when nothing fits.
  static func bestUnder(
    _ limit: Int, list: [Candidate], steps: [Int], scales: [Double], look: Look, smallest text: String,
    attempt: Attempt
  ) throws -> (index: Int, trial: Trial) {
    let last = list.count - 1
    let smallest = try attempt(last, look, false)
    guard smallest.bytes <= limit else {
      throw RenderOptionError(
        .maxBytes,
        "\(limit) bytes cannot be met: the smallest GIF tried (\(text)) is \(smallest.bytes) bytes; "
          + "raise the budget, shorten the clip or lower --gif-fps/--scale")
    }
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
        if try attempt(indices[mid], look, false).bytes <= limit { hi = mid } else { lo = mid }
      }
      if hi < indices.count { options.append(indices[hi]) }
      if hi > 0 { largerScale[step] = list[indices[hi - 1]].scale }
    }
    if options.isEmpty { options = [last] }
    var best = (index: options[0], trial: try attempt(options[0], look, true))
    for i in options.dropFirst() {
      let t = try attempt(i, look, true)
      if (t.ssim ?? 0) > (best.trial.ssim ?? 0) { best = (i, t) }
    }
    if let scale = largerScale[best.trial.candidate.step] {
      for colors in [128, 64] {
        guard let i = index(scale, best.trial.candidate.step, colors) else { continue }
        if try attempt(i, look, false).bytes <= limit {
          let t = try attempt(i, look, true)
          if (t.ssim ?? 0) > (best.trial.ssim ?? 0) { best = (i, t) }
          break
        }
      }
    }
    func consider(_ other: Look, ties: Bool) throws {
      let t = try attempt(best.index, other, true)
      let (a, b) = (t.ssim ?? 0, best.trial.ssim ?? 0)
      let tie = ties && a >= b - 1e-6 && t.bytes < best.trial.bytes
      if t.bytes <= limit, a > b + 1e-6 || tie { best = (best.index, t) }
    }
    for dither in [GIFOptions.Dither.none, .sierra24a] where dither != look.dither {
      try consider(Look(dither: dither, stats: look.stats), ties: true)
    }
    // Palette statistics of changing pixels only can place the palette's colours where the
    // motion is (product-card: SSIM 0.999993 → 0.999996 in FFmpeg's filter). They must win
    // on SSIM by more than 1e-6: a smaller file at a tie (hello: 0.999998 against 0.999999
    // in FFmpeg's filter, which scores every frame, not a sample) is no trade.
    try consider(Look(dither: best.trial.look.dither, stats: look.stats == .full ? .diff : .full), ties: false)
    return best
  }
}
