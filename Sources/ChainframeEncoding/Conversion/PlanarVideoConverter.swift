internal import CColorConvert
internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Turns decoded 8-bit 4:2:0 video frames (the common case: H.264, VP9, AV1 without alpha) into
/// Cairo pixels at a drawn size: a swscale resize that stays planar (when the size differs),
/// then Chainframe's own fixed-point YUV → BGRA (`cf_yuv420_to_bgra`).
///
/// Why not one swscale pass: with the bit-exact flags that keep output independent of the CPU,
/// swscale converts YUV → RGB in plain C, which cost about as much as decoding the video
/// (B3's profile). Planar resizing keeps swscale's vectorised filters, and the conversion is
/// integer arithmetic the compiler vectorises, so bytes are the same on every machine.
final class PlanarVideoConverter {
  /// The source frame size, format and tags this converter was made for.
  let width: Int
  let height: Int
  let format: AVPixelFormat
  let outputWidth: Int
  let outputHeight: Int
  private let colorspace: AVColorSpace
  private let range: AVColorRange
  private let coefficients: cf_rgb8_coefficients
  private let scaler: Scaler?
  private let scaled: AVFrameBox?

  /// A converter, or nil when the frame is not 8-bit 4:2:0 with a BT.709/BT.601 matrix (the
  /// caller then uses swscale for everything).
  init?(frame: UnsafeMutablePointer<AVFrame>, outputWidth: Int, outputHeight: Int) throws(EncodingError) {
    let format = AVPixelFormat(rawValue: frame.pointee.format)
    guard format == AV_PIX_FMT_YUV420P || format == AV_PIX_FMT_YUVJ420P,
      let matrix = Self.matrix(frame.pointee.colorspace)
    else { return nil }
    let full = format == AV_PIX_FMT_YUVJ420P || frame.pointee.color_range == AVCOL_RANGE_JPEG
    width = Int(frame.pointee.width)
    height = Int(frame.pointee.height)
    self.format = format
    colorspace = frame.pointee.colorspace
    range = frame.pointee.color_range
    self.outputWidth = outputWidth
    self.outputHeight = outputHeight
    coefficients = ColorCoefficients(matrix).rgbEightBit(full ? .full : .limited)
    if outputWidth != width || outputHeight != height {
      scaler = try Scaler(
        width: width, height: height, source: format, destination: format, colorspace: SWS_CS_ITU709,
        sourceFullRange: full, destinationFullRange: full, outputWidth: outputWidth, outputHeight: outputHeight)
      scaled = try AVFrameBox(format: format, width: outputWidth, height: outputHeight)
    } else {
      scaler = nil
      scaled = nil
    }
  }

  /// True when `frame` has the size, format and tags this converter was made for.
  func fits(_ frame: UnsafeMutablePointer<AVFrame>, outputWidth: Int, outputHeight: Int) -> Bool {
    Int(frame.pointee.width) == width && Int(frame.pointee.height) == height
      && AVPixelFormat(rawValue: frame.pointee.format) == format && frame.pointee.colorspace == colorspace
      && frame.pointee.color_range == range && outputWidth == self.outputWidth
      && outputHeight == self.outputHeight
  }

  /// `frame` as opaque Cairo pixels at the output size.
  func convert(_ frame: UnsafeMutablePointer<AVFrame>, vector: Bool = true, into reused: PixelBuffer? = nil)
    throws(EncodingError) -> PixelBuffer
  {
    let source = try scaled(frame)
    // Every pixel is written below, so a recycled buffer needs no clearing (a fresh one is
    // zeroed: 3.7 MB of memset and page faults per 720p frame).
    let pixels =
      reused.flatMap { $0.width == outputWidth && $0.height == outputHeight ? $0 : nil }
      ?? PixelBuffer(width: outputWidth, height: outputHeight)
    try pixels.withUnsafeMutableBytes { (bytes) throws(EncodingError) in
      guard let out = bytes.baseAddress else { return }
      try write(source, rows: 0..<outputHeight, to: out, stride: pixels.stride, vector: vector)
    }
    pixels.isOpaque = true  // cf_yuv420_to_bgra writes alpha 255
    return pixels
  }

  /// `frame` resized to the output size (into this converter's own frame, valid until the next
  /// call), or `frame` itself when it has that size already.
  func scaled(_ frame: UnsafeMutablePointer<AVFrame>) throws(EncodingError) -> UnsafeMutablePointer<AVFrame> {
    guard let scaler, let scaled else { return frame }
    try scaler.convert(frame, intoFrame: scaled.pointer)
    return scaled.pointer
  }

  /// Converts `rows` of `source` (a frame at the output size, from ``scaled(_:)``) into opaque
  /// Cairo pixels at `destination` (the first row's first pixel), rows `stride` bytes apart.
  /// Rows are independent: any split of a frame gives the bytes of converting it whole.
  func write(
    _ source: UnsafeMutablePointer<AVFrame>, rows: Range<Int>, to destination: UnsafeMutableRawPointer, stride: Int,
    vector: Bool = true
  ) throws(EncodingError) {
    precondition(rows.lowerBound >= 0 && rows.upperBound <= outputHeight, "rows outside the frame")
    guard let data = CFFmpeg_frame_data(source), let lines = CFFmpeg_frame_linesize(source),
      let y = data[0], let u = data[1], let v = data[2]
    else {
      throw .libav(function: "cf_yuv420_to_bgra", code: CFFmpeg_AVERROR(EINVAL), message: "a frame without planes")
    }
    var k = coefficients
    let out = destination.assumingMemoryBound(to: UInt8.self)
    let (ys, us, vs) = (Int(lines[0]), Int(lines[1]), Int(lines[2]))
    // The C loop takes chroma row (row / 2) from where it starts, so a run starts on an even
    // row; an odd first row is converted alone.
    var first = rows.lowerBound
    if first % 2 == 1, first < rows.upperBound {
      cf_yuv420_to_bgra(
        y + first * ys, ys, u + first / 2 * us, us, v + first / 2 * vs, vs, Int32(outputWidth), 1, out, stride, &k,
        vector ? 1 : 0)
      first += 1
    }
    guard first < rows.upperBound else { return }
    cf_yuv420_to_bgra(
      y + first * ys, ys, u + first / 2 * us, us, v + first / 2 * vs, vs, Int32(outputWidth),
      Int32(rows.upperBound - first), out + (first - rows.lowerBound) * stride, stride, &k, vector ? 1 : 0)
  }

  /// Throws unless `frame` has the three planes ``write(_:rows:to:stride:vector:)`` reads.
  static func checkPlanes(_ frame: UnsafeMutablePointer<AVFrame>) throws(EncodingError) {
    guard let data = CFFmpeg_frame_data(frame), CFFmpeg_frame_linesize(frame) != nil, data[0] != nil,
      data[1] != nil, data[2] != nil
    else {
      throw .libav(function: "cf_yuv420_to_bgra", code: CFFmpeg_AVERROR(EINVAL), message: "a frame without planes")
    }
  }

  /// The matrix of a colour-space tag (BT.709 when untagged), nil for the rarer ones swscale
  /// handles instead.
  static func matrix(_ space: AVColorSpace) -> ColorMatrix? {
    switch space {
    case AVCOL_SPC_BT709, AVCOL_SPC_UNSPECIFIED: return .bt709
    case AVCOL_SPC_BT470BG, AVCOL_SPC_SMPTE170M: return .bt601
    default: return nil
    }
  }
}
