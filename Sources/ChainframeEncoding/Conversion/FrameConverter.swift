internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Converts Cairo pixels to an encoder's pixel format; one per worker thread (it owns its
/// scratch buffer, and for RGB formats its swscale context, and is not shareable).
///
/// YUV formats go through Chainframe's own conversion (``YUVConversion``: exact to within one
/// code value, the same bytes on every CPU, several times faster than swscale); RGB formats
/// (PNG, WebP, APNG, raw) through swscale, which only reorders bytes there.
package final class FrameConverter {
  private enum Route {
    case yuv(YUVLayout)
    case swscale(Scaler)
  }

  private let route: Route
  private let straight: PixelBuffer?
  private let pixelFormat: AVPixelFormat
  private let width: Int
  private let height: Int
  private let yuv: ColorMatrix?
  /// Recycled frame buffers for Chainframe's own conversion (nil for swscale's formats).
  private let pool: FrameBufferPool?

  init(settings: VideoSettings, plan: CodecPlan) throws(EncodingError) {
    width = settings.width
    height = settings.height
    pixelFormat = plan.pixelFormat
    yuv = plan.isYUV ? settings.colorMatrix : nil
    straight = plan.hasAlpha ? PixelBuffer(width: settings.width, height: settings.height) : nil
    if let layout = Self.layout(plan.pixelFormat) {
      route = .yuv(layout)
      pool = try FrameBufferPool(format: plan.pixelFormat, width: settings.width, height: settings.height)
    } else {
      pool = nil
      route = .swscale(
        try Scaler(
          width: settings.width, height: settings.height, source: AV_PIX_FMT_BGRA, destination: plan.pixelFormat,
          colorspace: settings.colorMatrix == .bt601 ? SWS_CS_ITU601 : SWS_CS_ITU709, sourceFullRange: true,
          destinationFullRange: !plan.isYUV))
    }
  }

  /// The layout of Chainframe's own conversion for `format`, nil for swscale's formats.
  static func layout(_ format: AVPixelFormat) -> YUVLayout? {
    switch format {
    case AV_PIX_FMT_YUV420P: .i420
    case AV_PIX_FMT_NV12: .nv12
    case AV_PIX_FMT_YUVA420P: .yuva420p
    case AV_PIX_FMT_YUV422P10LE: .yuv422p10
    case AV_PIX_FMT_YUVA444P10LE: .yuva444p10
    default: nil
    }
  }

  /// A new frame holding `pixels` in the encoder's format.
  package func convert(_ pixels: PixelBuffer) throws(EncodingError) -> ConvertedFrame {
    precondition(pixels.width == width && pixels.height == height)
    let box: AVFrameBox
    if let pool {
      box = try pool.frame()
    } else {
      box = try AVFrameBox(format: pixelFormat, width: width, height: height)
    }
    let frame = box.pointer
    if let yuv { VideoEncoder.tag(frame, yuv) }
    switch route {
    case .yuv(let layout):
      let count = layout == .nv12 ? 2 : layout.hasAlpha ? 4 : 3
      guard let data = CFFmpeg_frame_data(frame), let strides = CFFmpeg_frame_linesize(frame) else {
        preconditionFailure("AVFrame without planes")
      }
      var planes: [(base: UnsafeMutableRawPointer, stride: Int)] = []
      for i in 0..<count {
        guard let base = data[i] else { preconditionFailure("frame plane \(i) missing") }
        planes.append((UnsafeMutableRawPointer(base), Int(strides[i])))
      }
      YUVConversion.convert(
        pixels, layout: layout, matrix: yuv ?? .bt709, range: .limited, planes: planes, straight: straight)
    case .swscale(let scaler):
      if let straight {
        Unpremultiply.convert(pixels, into: straight)
        try scaler.convert(straight, into: frame)
      } else {
        try scaler.convert(pixels, into: frame)
      }
    }
    return ConvertedFrame(box: box)
  }
}

/// Makes ``FrameConverter``s on any thread (the converter itself is per-thread).
package struct ConverterFactory: Sendable {
  let settings: VideoSettings

  /// A new converter for the calling thread.
  package func make() throws(EncodingError) -> FrameConverter {
    try FrameConverter(settings: settings, plan: CodecPlan(settings))
  }
}
