internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Owns a swscale context converting between Cairo's BGRA and a YUV or BGRA frame, with
/// bit-exact rounding so output does not depend on the CPU's SIMD level.
final class Scaler {
  let pointer: OpaquePointer
  let width: Int
  let height: Int
  /// The size frames are scaled to.
  let outputWidth: Int
  let outputHeight: Int

  /// A converter from `source` to `destination`, both `width` × `height`.
  ///
  /// `yuvIsLimitedRange` and the BT.709 matrix are set explicitly because swscale defaults to
  /// BT.601, which would shift every colour of a stream tagged BT.709.
  ///
  /// `outputWidth` and `outputHeight` (default: the same size) scale in the same pass, with
  /// swscale's area-aware bicubic filter when shrinking, or Lanczos with `lanczos` (GIF's
  /// `--gif-width`, as FFmpeg's `scale=…:flags=lanczos` did).
  init(
    width: Int, height: Int, source: AVPixelFormat, destination: AVPixelFormat,
    colorspace: Int32 = SWS_CS_ITU709, sourceFullRange: Bool = true,
    destinationFullRange: Bool = false, outputWidth: Int? = nil, outputHeight: Int? = nil, lanczos: Bool = false
  ) throws(EncodingError) {
    let outW = outputWidth ?? width
    let outH = outputHeight ?? height
    let resizes = outW != width || outH != height
    let filter = resizes ? (lanczos ? SWS_LANCZOS : SWS_BICUBIC) : SWS_BILINEAR
    let flags = filter | SWS_BITEXACT | SWS_ACCURATE_RND
    let made: OpaquePointer? = LibAV.setup.withLock { _ in
      guard
        let context = sws_getContext(
          Int32(width), Int32(height), source, Int32(outW), Int32(outH), destination, flags,
          nil, nil, nil)
      else { return nil }
      let coefficients = sws_getCoefficients(colorspace)
      _ = sws_setColorspaceDetails(
        context, coefficients, sourceFullRange ? 1 : 0, coefficients, destinationFullRange ? 1 : 0,
        0, 1 << 16, 1 << 16)
      return context
    }
    guard let context = made else {
      throw .libav(
        function: "sws_getContext", code: CFFmpeg_AVERROR(EINVAL),
        message: "unsupported conversion")
    }
    pointer = context
    self.width = width
    self.height = height
    self.outputWidth = outW
    self.outputHeight = outH
  }

  deinit { sws_freeContext(pointer) }

  /// Converts Cairo pixels into `frame` (which must be writable and sized to match).
  func convert(_ pixels: PixelBuffer, into frame: UnsafeMutablePointer<AVFrame>)
    throws(EncodingError)
  {
    try pixels.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws(EncodingError) in
      let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
      var sources: [UnsafePointer<UInt8>?] = [base, nil, nil, nil]
      var strides: [Int32] = [Int32(pixels.stride), 0, 0, 0]
      let rows = sws_scale(
        pointer, &sources, &strides, 0, Int32(height), CFFmpeg_frame_data(frame),
        CFFmpeg_frame_linesize(frame))
      try LibAV.check("sws_scale", rows)
    }
  }

  /// Scales `pixels` into `target` (both BGRA; `target` at the output size).
  func convert(_ pixels: PixelBuffer, into target: PixelBuffer) throws(EncodingError) {
    precondition(target.width == outputWidth && target.height == outputHeight)
    try pixels.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws(EncodingError) in
      try target.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) throws(EncodingError) in
        var sources: [UnsafePointer<UInt8>?] = [bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
        var strides: [Int32] = [Int32(pixels.stride), 0, 0, 0]
        var destinations: [UnsafeMutablePointer<UInt8>?] = [
          out.baseAddress?.assumingMemoryBound(to: UInt8.self), nil, nil, nil,
        ]
        var outStrides: [Int32] = [Int32(target.stride), 0, 0, 0]
        let rows = sws_scale(pointer, &sources, &strides, 0, Int32(height), &destinations, &outStrides)
        try LibAV.check("sws_scale", rows)
      }
    }
  }

  /// Converts a decoded `frame` into Cairo-layout pixels.
  func convert(_ frame: UnsafeMutablePointer<AVFrame>, into pixels: PixelBuffer)
    throws(EncodingError)
  {
    try pixels.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) throws(EncodingError) in
      let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
      var destinations: [UnsafeMutablePointer<UInt8>?] = [base, nil, nil, nil]
      var strides: [Int32] = [Int32(pixels.stride), 0, 0, 0]
      let source = UnsafeRawPointer(CFFmpeg_frame_data(frame)).assumingMemoryBound(
        to: UnsafePointer<UInt8>?.self)
      let rows = sws_scale(
        pointer, source, CFFmpeg_frame_linesize(frame), 0, Int32(height), &destinations,
        &strides)
      try LibAV.check("sws_scale", rows)
    }
  }

  /// Scales a decoded `frame` into `destination`, a frame with its own buffers of this
  /// scaler's output format and size.
  func convert(_ frame: UnsafeMutablePointer<AVFrame>, intoFrame destination: UnsafeMutablePointer<AVFrame>)
    throws(EncodingError)
  {
    let source = UnsafeRawPointer(CFFmpeg_frame_data(frame)).assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
    let rows = sws_scale(
      pointer, source, CFFmpeg_frame_linesize(frame), 0, Int32(height), CFFmpeg_frame_data(destination),
      CFFmpeg_frame_linesize(destination))
    try LibAV.check("sws_scale", rows)
  }
}
