/// One animator of a scene text layer (`animators`): a range selector choosing characters
/// and how strongly, and per-character changes scaled by that strength, as After Effects'
/// (and lottie-web's) text animators apply them.
package struct TextAnimator: Sendable, Hashable {
  /// Whether start, end and offset count units instead of percent of them. Default false.
  package var countsIndexes = false
  /// What is counted: 1 characters, 2 characters excluding spaces, 3 words, 4 lines. Default 1.
  package var basis = 1
  /// Shape: 1 square, 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth. Default 1.
  package var shape = 1
  /// Seed of the shuffled unit order; nil keeps reading order. Default nil.
  package var randomSeed: UInt64?
  /// Start, end, offset (selector units), amount, ease high, ease low (percent).
  package var start = TimedValue.constant([0]), end = TimedValue.constant([100]), offset = TimedValue.constant([0])
  /// Amount, percent (−100…100 usual); default 100.
  package var amount = TimedValue.constant([100])
  /// Ease high and ease low, percent −100…100; default 0.
  package var easeHigh = TimedValue.constant([0]), easeLow = TimedValue.constant([0])
  /// Smoothness, percent 0…100: below 100 the factor snaps towards 0 or 1 about its middle
  /// (0 selects a unit fully or not at all). Default 100.
  package var smoothness = TimedValue.constant([100])
  /// Position offset at full strength, pixels (x, y).
  package var position: TimedValue?
  /// Scale at full strength, factors (x, y); 1 is unchanged.
  package var scale: TimedValue?
  /// Rotation at full strength, degrees clockwise.
  package var rotation: TimedValue?
  /// Opacity at full strength, 0…1.
  package var opacity: TimedValue?
  /// Extra space after each character at full strength, pixels.
  package var tracking: TimedValue?
  /// Stroke width added at full strength, pixels.
  package var strokeWidth: TimedValue?
  /// Anchor offset at full strength, pixels (x, y): the point the character turns and
  /// scales about moves this far, the character the other way.
  package var anchor: TimedValue?
  /// Fill colour at full strength, RGBA 0…1.
  package var fill: TimedValue?
  /// Stroke colour at full strength, RGBA 0…1.
  package var stroke: TimedValue?

  /// Creates an animator selecting every character and changing nothing.
  package init() {}

  /// Whether anything about it changes over time.
  package var isAnimated: Bool {
    [start, end, offset, amount, easeHigh, easeLow, smoothness].contains(where: \.isAnimated)
      || [position, scale, rotation, opacity, tracking, strokeWidth, anchor, fill, stroke].contains {
        $0?.isAnimated ?? false
      }
  }

  /// The selector's values at `time` seconds.
  package func values(at time: Double) -> TextRangeSelector.Values {
    TextRangeSelector.Values(
      start: start.scalar(at: time, 0), end: end.scalar(at: time, 100), offset: offset.scalar(at: time, 0),
      amount: amount.scalar(at: time, 100), easeHigh: easeHigh.scalar(at: time, 0),
      easeLow: easeLow.scalar(at: time, 0), smoothness: smoothness.scalar(at: time, 100))
  }
}
