import ChainframeEngine
import ChainframeModel

/// Something that takes rendered frames in order: an encoder of any format.
///
/// Some formats need the frames twice (a GIF with one palette for the whole clip gathers
/// statistics first); the caller renders every frame once per pass, which is safe because
/// rendering is deterministic.
package protocol FrameSink: AnyObject {
  /// How many times the frames must be sent (1 for most formats).
  var passCount: Int { get }
  /// Starts pass `index` (0-based); called before the first frame of each pass.
  func beginPass(_ index: Int) throws(EncodingError)
  /// Takes the next frame: Cairo-layout, premultiplied pixels.
  func append(_ pixels: PixelBuffer) throws(EncodingError)
  /// Ends the current pass (after its last frame).
  func endPass() throws(EncodingError)
  /// Flushes and closes the output after the last pass has ended.
  func finish() throws(EncodingError)
}
