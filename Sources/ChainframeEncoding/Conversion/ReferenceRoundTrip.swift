internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Puts a drawn frame through the pixel format of a reference video, so `verify` compares like
/// with like: a scene against its own H.264 render differs only by the encoder's loss, not by
/// 4:2:0 chroma subsampling and limited-range rounding that every such video has.
package final class ReferenceRoundTrip {
  private let down: Scaler
  private let up: Scaler
  private let frame: AVFrameBox

  /// A round trip through `info`'s pixel format (8-bit YUV 4:2:0, 4:2:2 or 4:4:4, with its
  /// matrix and range tags); nil when the reference is RGB or another layout, which needs none.
  package init?(like info: VideoStreamInfo) {
    let format = av_get_pix_fmt(info.pixelFormat)
    guard [AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUV422P, AV_PIX_FMT_YUV444P, AV_PIX_FMT_YUVJ420P].contains(format)
    else { return nil }
    let isFull = info.colorRange == "pc" || format == AV_PIX_FMT_YUVJ420P
    let space = ["bt470bg", "smpte170m"].contains(info.colorSpace) ? SWS_CS_ITU601 : SWS_CS_ITU709
    guard
      let down = try? Scaler(
        width: info.width, height: info.height, source: AV_PIX_FMT_BGRA, destination: format, colorspace: space,
        sourceFullRange: true, destinationFullRange: isFull),
      let up = try? Scaler(
        width: info.width, height: info.height, source: format, destination: AV_PIX_FMT_BGRA, colorspace: space,
        sourceFullRange: isFull, destinationFullRange: true),
      let frame = try? AVFrameBox(format: format, width: info.width, height: info.height)
    else { return nil }
    (self.down, self.up, self.frame) = (down, up, frame)
  }

  /// `pixels` (the reference's size) converted to the reference's format and back.
  package func apply(_ pixels: PixelBuffer) throws(EncodingError) -> PixelBuffer {
    precondition(pixels.width == down.width && pixels.height == down.height, "size differs from the reference")
    try down.convert(pixels, into: frame.pointer)
    let out = PixelBuffer(width: pixels.width, height: pixels.height)
    try up.convert(frame.pointer, into: out)
    return out
  }
}
