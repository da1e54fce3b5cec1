internal import CFFmpeg
import ChainframeEngine
import ChainframeIO
import ChainframeModel
import Foundation

/// Encodes one frame as a JPEG or WebP file with libavcodec (PNG is written by Cairo).
///
/// JPEG: baseline, 4:4:4 full-range BT.601 (what JFIF means), quality 2 on libavcodec's
/// 2–31 q-scale (visually lossless), no alpha: transparent areas come out black. WebP:
/// lossless, with straight alpha. Written to a temporary file and renamed, like every output.
package enum StillImageEncoder {
  /// The formats this encoder writes.
  package enum Format: String, Sendable, CaseIterable {
    /// JPEG (`.jpg`, `.jpeg`).
    case jpeg
    /// Lossless WebP (`.webp`).
    case webp

    /// The format a file name's extension names, or nil.
    package init?(path: String) {
      switch URL(fileURLWithPath: path).pathExtension.lowercased() {
      case "jpg", "jpeg": self = .jpeg
      case "webp": self = .webp
      default: return nil
      }
    }
  }

  /// Writes `pixels` (Cairo's premultiplied BGRA) to `path` as `format`.
  package static func write(_ pixels: PixelBuffer, to path: String, format: Format) throws {
    try AtomicOutputFile.write(data: data(pixels, format: format), to: path)
  }

  /// `pixels` (Cairo's premultiplied BGRA) encoded as `format`, in memory.
  package static func data(_ pixels: PixelBuffer, format: Format) throws(EncodingError) -> Data {
    LibAV.quietLogging()
    let name = format == .jpeg ? "mjpeg" : "libwebp"
    guard let encoder = avcodec_find_encoder_by_name(name) else {
      throw .encoderNotFound(name: name, package: "libavcodec59")
    }
    let pixelFormat = format == .jpeg ? AV_PIX_FMT_YUVJ444P : AV_PIX_FMT_BGRA
    let codec = try CodecContextBox(codec: encoder)
    let ctx = codec.pointer
    ctx.pointee.width = Int32(pixels.width)
    ctx.pointee.height = Int32(pixels.height)
    ctx.pointee.time_base = AVRational(num: 1, den: 25)
    ctx.pointee.pix_fmt = pixelFormat
    ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    if format == .jpeg {
      ctx.pointee.flags |= AV_CODEC_FLAG_QSCALE
      ctx.pointee.global_quality = 2 * FF_QP2LAMBDA
      ctx.pointee.color_range = AVCOL_RANGE_JPEG
    } else {
      try LibAV.check("av_opt_set(lossless)", av_opt_set(ctx.pointee.priv_data, "lossless", "1", 0))
    }
    try LibAV.serialized { () throws(EncodingError) in
      try LibAV.check("avcodec_open2(\(name))", avcodec_open2(ctx, encoder, nil))
    }
    let frame = try AVFrameBox(format: pixelFormat, width: pixels.width, height: pixels.height)
    if format == .jpeg {
      let scaler = try Scaler(
        width: pixels.width, height: pixels.height, source: AV_PIX_FMT_BGRA, destination: pixelFormat,
        colorspace: SWS_CS_ITU601, sourceFullRange: true, destinationFullRange: true)
      try scaler.convert(pixels, into: frame.pointer)
    } else {
      let straight = PixelBuffer(width: pixels.width, height: pixels.height)
      Unpremultiply.convert(pixels, into: straight)
      straight.withUnsafeBytes { src in
        guard let s = src.baseAddress?.assumingMemoryBound(to: UInt8.self), let d = frame.pointer.pointee.data.0 else {
          return
        }
        let dstStride = Int(frame.pointer.pointee.linesize.0)
        for y in 0..<pixels.height {
          (d + y * dstStride).update(from: s + y * straight.stride, count: pixels.width * 4)
        }
      }
    }
    frame.pointer.pointee.pts = 0
    let packet = try AVPacketBox()
    var bytes = Data()
    _ = try LibAV.flow("avcodec_send_frame(\(name))", avcodec_send_frame(ctx, frame.pointer))
    _ = try LibAV.flow("avcodec_send_frame(\(name))", avcodec_send_frame(ctx, nil))
    while try LibAV.flow("avcodec_receive_packet(\(name))", avcodec_receive_packet(ctx, packet.pointer)) == .ok {
      if let data = packet.pointer.pointee.data {
        bytes.append(data, count: Int(packet.pointer.pointee.size))
      }
      av_packet_unref(packet.pointer)
    }
    return bytes
  }
}
