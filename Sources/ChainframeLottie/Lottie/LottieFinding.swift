import ChainframeModel

/// A feature of a Lottie file that Chainframe does not draw exactly, with where it is.
package struct LottieFinding: Sendable, Hashable {
  /// JSON path in the Lottie file, for example `layers[2].shapes[0].it[3]`.
  package var path: String
  /// What the feature is, for example `repeater (rp)`.
  package var feature: String
  /// What Chainframe does instead, for example `ignored: drawn once`.
  package var effect: String

  /// Creates a finding.
  package init(path: String, feature: String, effect: String) {
    self.path = path
    self.feature = feature
    self.effect = effect
  }

  /// One line: `path: feature (effect)`.
  package var description: String { "\(path.isEmpty ? "(root)" : path): \(feature) — \(effect)" }
}
