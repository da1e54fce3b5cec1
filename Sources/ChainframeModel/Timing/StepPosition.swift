/// Where the jumps of a CSS `steps()` function fall (CSS Easing Level 1).
public enum StepPosition: String, Sendable, Hashable, CaseIterable {
  /// The first jump happens at the start (`start` is an alias).
  case jumpStart = "jump-start"
  /// The last jump happens at the end (the default; `end` is an alias).
  case jumpEnd = "jump-end"
  /// No jump at either end: the first and last steps each last one interval.
  case jumpNone = "jump-none"
  /// Jumps at both ends.
  case jumpBoth = "jump-both"
}
