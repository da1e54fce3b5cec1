/// Checks a frame range against a scene's frame count.
package enum FrameRangeCheck {
  /// `range`, or the whole scene when nil; throws ``RenderOptionError`` when it leaves the scene.
  package static func resolve(_ range: ClosedRange<Int>?, frameCount: Int) throws -> ClosedRange<Int> {
    guard let range else { return 0...(frameCount - 1) }
    guard range.lowerBound >= 0, range.upperBound < frameCount else {
      throw RenderOptionError(
        .frames, "\(range.lowerBound)..\(range.upperBound) is outside the scene's frames 0..\(frameCount - 1)")
    }
    return range
  }
}
