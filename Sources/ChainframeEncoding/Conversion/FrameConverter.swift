import CFFmpeg
import ChainframeCore

/// Converts Cairo pixels to an encoder's pixel format; one per worker thread (it owns its
/// swscale context and scratch buffer and is not shareable).
public final class FrameConverter {
  private let scaler: Scaler
  private let straight: PixelBuffer?
  private let pixelFormat: AVPixelFormat
  private let width: Int
  private let height: Int
  private let yuv: ColorMatrix?

  init(settings: VideoSettings, plan: CodecPlan) throws(EncodingError) {
    width = settings.width
    height = settings.height
    pixelFormat = plan.pixelFormat
    yuv = plan.isYUV ? settings.colorMatrix : nil
    scaler = try Scaler(
      width: settings.width, height: settings.height, source: AV_PIX_FMT_BGRA, destination: plan.pixelFormat,
      colorspace: settings.colorMatrix == .bt601 ? SWS_CS_ITU601 : SWS_CS_ITU709, sourceFullRange: true,
      destinationFullRange: !plan.isYUV)
    straight = plan.hasAlpha ? PixelBuffer(width: settings.width, height: settings.height) : nil
  }

  /// A new frame holding `pixels` in the encoder's format.
  public func convert(_ pixels: PixelBuffer) throws(EncodingError) -> ConvertedFrame {
    precondition(pixels.width == width && pixels.height == height)
    let box = try AVFrameBox(format: pixelFormat, width: width, height: height)
    if let yuv { VideoEncoder.tag(box.pointer, yuv) }
    if let straight {
      Unpremultiply.convert(pixels, into: straight)
      try scaler.convert(straight, into: box.pointer)
    } else {
      try scaler.convert(pixels, into: box.pointer)
    }
    return ConvertedFrame(box: box)
  }
}

/// Makes ``FrameConverter``s on any thread (the converter itself is per-thread).
public struct ConverterFactory: Sendable {
  let settings: VideoSettings

  /// A new converter for the calling thread.
  public func make() throws(EncodingError) -> FrameConverter {
    try FrameConverter(settings: settings, plan: CodecPlan(settings))
  }
}
