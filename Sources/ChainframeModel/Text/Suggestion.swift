/// Did-you-mean suggestions for misspelled names.
package enum Suggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a typo
  /// (at most a third of the word's length, minimum 2 edits). Ties go to the earlier candidate.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let d = distance(word.lowercased(), candidate.lowercased())
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    if let best { return best.name }
    // No close edit: a prefix relation ("rectangle" for "rect") still shows the intent.
    let lowered = word.lowercased()
    guard lowered.count >= 3 else { return nil }
    return candidates.first {
      let c = $0.lowercased()
      return c.count >= 3 && (lowered.hasPrefix(c) || c.hasPrefix(lowered))
    }
  }

  /// Levenshtein distance between two strings, in Unicode scalars.
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// "did you mean 'x'?" or a list of the accepted names.
  package static func hint(for word: String, in candidates: [String], noun: String) -> String {
    if let match = closest(to: word, in: candidates) { return "did you mean '\(match)'?" }
    return "known \(noun): " + candidates.joined(separator: ", ")
  }
}
