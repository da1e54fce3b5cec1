/// What a render reports while it runs, in order: `started`, any `warning`s, `progress` after
/// frames, and `finished` last (not sent when it fails or is cancelled).
public enum RenderEvent: Sendable {
  /// The render has planned its work: `frames` to produce in `format` on `threads` workers.
  case started(frames: Int, format: String, threads: Int)
  /// Something the user may want to change, with its reason (never an error).
  case warning(String)
  /// `done` of `total` frames have been encoded (after the last pass for multi-pass formats).
  /// After a `trial`, the frames of that trial encode.
  case progress(done: Int, total: Int)
  /// A GIF budget search starts trial encode `number` (1-based, one event per encode) of
  /// `frames` frames with `settings` (size, rate, colours, dither, palette statistics); the
  /// `progress` events that follow count that trial's frames.
  case trial(number: Int, settings: String, frames: Int)
  /// The output is in place.
  case finished(RenderSummary)
}
