/// Frame-rate arithmetic in floating point, in one place.
///
/// Each helper keeps the exact expression (operands and their order) of the code it replaced:
/// outputs (audio lengths, GIF delays, muxer interleaving) depend on the bits, and
/// `Double(k) * Double(den) / Double(num)` and `Double(k * den) / Double(num)` only agree while
/// the products stay below 2⁵³. ``FrameClock`` holds the integer-first forms.
extension Rational {
  /// Seconds that `count` frames last at this rate (`count` ≥ 0), computed as
  /// `Double(count) × den / num`.
  @inlinable
  package func seconds(ofFrames count: Int) -> Double {
    Double(count) * Double(denominator) / Double(numerator)
  }

  /// Seconds one frame lasts at this rate, computed as `den / num`.
  @inlinable
  package var secondsPerFrame: Double { Double(denominator) / Double(numerator) }

  /// Hundredths of a second that `count` frames last at this rate (`count` ≥ 0), computed as
  /// `Double(count) × 100 × den / num`: GIF frame delays are centiseconds.
  @inlinable
  package func centiseconds(ofFrames count: Int) -> Double {
    Double(count) * 100 * Double(denominator) / Double(numerator)
  }

  /// Seconds at a fractional frame position `frames` (≥ 0; sub-frame sample times of motion
  /// blur), computed as `frames × den / num`.
  @inlinable
  package func seconds(atFramePosition frames: Double) -> Double {
    frames * Double(denominator) / Double(numerator)
  }

  /// Seconds from `start` (seconds) to the fractional frame position `frames`, computed as
  /// `(frames × den − start × num) / num`, like ``FrameClock/time(ofFrame:since:)`` at whole
  /// frames.
  @inlinable
  package func seconds(atFramePosition frames: Double, since start: Double) -> Double {
    (frames * Double(denominator) - start * Double(numerator)) / Double(numerator)
  }
}
