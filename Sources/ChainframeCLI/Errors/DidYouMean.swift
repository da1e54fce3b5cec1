/// "did you mean …?" for command names, flags and option values typed on the command line.
///
/// Closeness is the optimal-string-alignment Damerau–Levenshtein distance (insertions,
/// deletions, substitutions and swaps of two neighbours each cost one), compared without case.
/// Candidates are ordered by distance, then alphabetically, so the same typo always gets the
/// same answer whatever order the candidates came in.
enum DidYouMean {
  /// The candidates close enough to `word` to be a typo of it, best first: at most
  /// `max(1, min(3, length / 3))` edits (so `rendr` → `render`, but `x` matches nothing), or
  /// names that `word` starts (`--pres` → `--preset`, `--presets`), at most three.
  static func matches(for word: String, in candidates: [String]) -> [String] {
    let lowered = word.lowercased()
    guard !lowered.isEmpty else { return [] }
    let limit = max(1, min(3, lowered.count / 3))
    var scored: [(name: String, distance: Int)] = []
    for candidate in Set(candidates) where candidate != word {
      let c = candidate.lowercased()
      let d = distance(lowered, c)
      if d <= limit {
        scored.append((candidate, d))
      } else if lowered.count >= 3, c.hasPrefix(lowered) {
        scored.append((candidate, limit + 1))
      }
    }
    scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
    guard let best = scored.first?.distance else { return [] }
    // Only the best tier: a distance-1 match makes a distance-2 one noise.
    return Array(scored.prefix { $0.distance == best }.prefix(3).map(\.name))
  }

  /// "did you mean 'x'?", "did you mean 'x' or 'y'?", or nil when nothing is close.
  static func question(for word: String, in candidates: [String]) -> String? {
    let found = matches(for: word, in: candidates).map { "'\($0)'" }
    guard let last = found.last else { return nil }
    let list = found.count == 1 ? last : found.dropLast().joined(separator: ", ") + " or " + last
    return "did you mean \(list)?"
  }

  /// The question when something is close, else the list of what is allowed:
  /// "did you mean 'json'?" or "use one of: json, csv".
  static func hint(for word: String, in candidates: [String]) -> String {
    question(for: word, in: candidates) ?? "use one of: " + candidates.joined(separator: ", ")
  }

  /// Optimal string alignment distance between `a` and `b`, in Unicode scalars (case as given).
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // d[i][j]: distance between the first i scalars of a and the first j of b.
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
