internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Decodes the images ``LosslessFrameEncoder`` wrote back into the exact premultiplied pixels.
/// The images come from chunk files, which are not trusted: an image of another size or
/// layout is refused.
package final class LosslessFrameDecoder {
  private let codec: CodecContextBox
  private let frame: AVFrameBox
  private let packet: AVPacketBox
  /// Frame width in pixels.
  package let width: Int
  /// Frame height in pixels.
  package let height: Int

  /// A decoder for frames of `width` × `height` pixels.
  ///
  /// - Precondition: width and height in 1…16384.
  package init(width: Int, height: Int) throws(EncodingError) {
    LibAV.quietLogging()
    guard let png = avcodec_find_decoder(AV_CODEC_ID_PNG) else {
      throw .encoderNotFound(name: "png decoder", package: "libavcodec59")
    }
    precondition(
      SceneLimits.canvasSides.contains(width) && SceneLimits.canvasSides.contains(height), "frame size out of range")
    self.width = width
    self.height = height
    let codec = try CodecContextBox(codec: png)
    self.codec = codec
    codec.pointer.pointee.thread_count = 1
    // An image claiming far more pixels than a frame is refused before anything is allocated
    // (libavcodec checks the aligned size, so allow for the alignment).
    codec.pointer.pointee.max_pixels = Int64((width + 128) * (height + 128))
    _ = try LibAV.serialized { () throws(EncodingError) in
      try LibAV.check("avcodec_open2(png decoder)", avcodec_open2(codec.pointer, png, nil))
    }
    frame = try AVFrameBox()
    packet = try AVPacketBox()
  }

  /// The pixels of one image; throws ``EncodingError/damagedInput(path:reason:)`` naming
  /// `source` when the image is not a frame of this size.
  package func decode(_ bytes: [UInt8], source: String) throws(EncodingError) -> PixelBuffer {
    func damaged(_ reason: String) -> EncodingError { .damagedInput(path: source, reason: reason) }
    guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { throw damaged("a frame image is empty") }
    _ = try LibAV.check("av_new_packet", av_new_packet(packet.pointer, Int32(bytes.count)))
    defer { av_packet_unref(packet.pointer) }
    guard let data = packet.pointer.pointee.data else { throw damaged("out of memory") }
    bytes.withUnsafeBufferPointer { b in
      if let base = b.baseAddress { data.update(from: base, count: bytes.count) }
    }
    // A keyframe: libavcodec's PNG decoder adds a non-key image to the previous one.
    packet.pointer.pointee.flags |= AV_PKT_FLAG_KEY
    let sent = avcodec_send_packet(codec.pointer, packet.pointer)
    guard sent >= 0 else { throw damaged("a frame image cannot be decoded (\(LibAV.errorString(sent)))") }
    let received = avcodec_receive_frame(codec.pointer, frame.pointer)
    guard received >= 0 else { throw damaged("a frame image cannot be decoded (\(LibAV.errorString(received)))") }
    defer { av_frame_unref(frame.pointer) }
    let f = frame.pointer.pointee
    guard f.format == AV_PIX_FMT_RGBA.rawValue, Int(f.width) == width, Int(f.height) == height,
      let source = f.data.0
    else { throw damaged("a frame image is not \(width)x\(height) RGBA") }
    let pixels = PixelBuffer(width: width, height: height)
    let stride = Int(f.linesize.0)
    pixels.withUnsafeMutableBytes { out in
      guard let d = out.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      LosslessFrameEncoder.swapRedBlue(from: source, stride: stride, to: d, stride: pixels.stride, width, height)
    }
    return pixels
  }
}
