internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Codes rendered frames losslessly for a chunk of a distributed render whose final encoder
/// needs every frame (GIF, APNG, animated WebP): PNG with Paeth prediction over the exact
/// premultiplied bytes (blue and red swapped so they fit PNG's RGBA; nothing is converted),
/// so ``LosslessFrameDecoder`` gives back the very pixels that were rendered.
package final class LosslessFrameEncoder {
  private let codec: CodecContextBox
  private let frame: AVFrameBox
  private let packet: AVPacketBox
  /// Frame width in pixels.
  package let width: Int
  /// Frame height in pixels.
  package let height: Int

  /// An encoder for frames of `width` × `height` pixels (1…16384 each).
  package init(width: Int, height: Int) throws(EncodingError) {
    LibAV.quietLogging()
    guard let png = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
      throw .encoderNotFound(name: "png", package: "libavcodec59")
    }
    self.width = width
    self.height = height
    let codec = try CodecContextBox(codec: png)
    self.codec = codec
    let ctx = codec.pointer
    ctx.pointee.width = Int32(width)
    ctx.pointee.height = Int32(height)
    ctx.pointee.time_base = AVRational(num: 1, den: 25)
    ctx.pointee.pix_fmt = AV_PIX_FMT_RGBA
    ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    ctx.pointee.thread_count = 1
    // zlib level 3: within a few percent of the default's size at about half its time.
    ctx.pointee.compression_level = 3
    _ = try LibAV.check("av_opt_set(pred)", av_opt_set(ctx.pointee.priv_data, "pred", "paeth", 0))
    _ = try LibAV.serialized { () throws(EncodingError) in
      try LibAV.check("avcodec_open2(png)", avcodec_open2(ctx, png, nil))
    }
    frame = try AVFrameBox(format: AV_PIX_FMT_RGBA, width: width, height: height)
    packet = try AVPacketBox()
  }

  /// `pixels` (Cairo's premultiplied BGRA, of this encoder's size) as one PNG image.
  package func encode(_ pixels: PixelBuffer) throws(EncodingError) -> [UInt8] {
    precondition(pixels.width == width && pixels.height == height, "frame size differs from the encoder's")
    _ = try LibAV.check("av_frame_make_writable", av_frame_make_writable(frame.pointer))
    guard let destination = frame.pointer.pointee.data.0 else {
      throw .libav(function: "av_frame_get_buffer", code: 0, message: "no frame memory")
    }
    let stride = Int(frame.pointer.pointee.linesize.0)
    pixels.withUnsafeBytes { source in
      guard let s = source.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      LosslessFrameEncoder.swapRedBlue(from: s, stride: pixels.stride, to: destination, stride: stride, width, height)
    }
    frame.pointer.pointee.pts = 0
    var bytes: [UInt8] = []
    _ = try LibAV.flow("avcodec_send_frame(png)", avcodec_send_frame(codec.pointer, frame.pointer))
    while try LibAV.flow("avcodec_receive_packet(png)", avcodec_receive_packet(codec.pointer, packet.pointer)) == .ok {
      if let data = packet.pointer.pointee.data {
        bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(packet.pointer.pointee.size)))
      }
      av_packet_unref(packet.pointer)
    }
    return bytes
  }

  /// Copies `height` rows of `width` 4-byte pixels, swapping bytes 0 and 2 of each.
  static func swapRedBlue(
    from s: UnsafePointer<UInt8>, stride sourceStride: Int, to d: UnsafeMutablePointer<UInt8>, stride: Int,
    _ width: Int, _ height: Int
  ) {
    for y in 0..<height {
      let row = s + y * sourceStride
      let out = d + y * stride
      for x in 0..<width {
        let i = x * 4
        out[i] = row[i + 2]
        out[i + 1] = row[i + 1]
        out[i + 2] = row[i]
        out[i + 3] = row[i + 3]
      }
    }
  }
}
