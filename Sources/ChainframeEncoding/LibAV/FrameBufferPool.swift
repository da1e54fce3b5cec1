internal import CFFmpeg

/// Recycles the pixel buffers of converted frames: one converter's frames all have the same
/// format and size, so instead of allocating (and zero-filling) a new buffer per frame, a
/// frame's buffer goes back to an FFmpeg `AVBufferPool` when its last reference is dropped —
/// on whichever thread that is (the pool is thread-safe) — and the next frame takes it.
///
/// Frames get exactly the plane layout `av_frame_get_buffer(frame, 0)` gives (the same line
/// sizes and plane offsets, copied from a template frame), and buffers are zero-filled once
/// when the pool first allocates them. The converters write only the visible samples, so the
/// padding (row tails, rows below the frame) stays zero for as long as a buffer lives and a
/// reused frame is byte-identical to a fresh one.
final class FrameBufferPool {
  private let pool: OpaquePointer
  private let format: AVPixelFormat
  private let width: Int32
  private let height: Int32
  private let lineSizes: [Int32]
  /// Byte offset of each plane from the start of the buffer, nil for absent planes.
  private let offsets: [Int?]

  /// A pool for frames of `format` at `width` × `height`.
  init(format: AVPixelFormat, width: Int, height: Int) throws(EncodingError) {
    let template = try AVFrameBox(format: format, width: width, height: height)
    let f = template.pointer
    guard let data = CFFmpeg_frame_data(f), let strides = CFFmpeg_frame_linesize(f),
      let buffer = f.pointee.buf.0, let base = buffer.pointee.data, f.pointee.buf.1 == nil
    else {
      preconditionFailure("av_frame_get_buffer gave a frame without one buffer")
    }
    lineSizes = (0..<8).map { strides[$0] }
    offsets = (0..<8).map { i in data[i].map { $0 - base } }
    guard let pool = av_buffer_pool_init(buffer.pointee.size, av_buffer_allocz) else {
      throw .libav(function: "av_buffer_pool_init", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    self.pool = pool
    self.format = format
    self.width = Int32(width)
    self.height = Int32(height)
  }

  /// A frame whose buffer comes from the pool (a recycled one when any is free).
  func frame() throws(EncodingError) -> AVFrameBox {
    let box = try AVFrameBox()
    let f = box.pointer
    guard let buffer = av_buffer_pool_get(pool), let base = buffer.pointee.data else {
      throw .libav(function: "av_buffer_pool_get", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    f.pointee.buf.0 = buffer
    f.pointee.format = format.rawValue
    f.pointee.width = width
    f.pointee.height = height
    guard let data = CFFmpeg_frame_data(f), let strides = CFFmpeg_frame_linesize(f) else {
      preconditionFailure("AVFrame without planes")
    }
    for i in 0..<8 {
      strides[i] = lineSizes[i]
      data[i] = offsets[i].map { base + $0 }
    }
    // Frames own their data (av_frame_free releases buf[0]); extended_data points at data.
    f.pointee.extended_data = data
    return box
  }

  deinit {
    // Frees the pool once every buffer handed out has come back.
    var p: OpaquePointer? = pool
    av_buffer_pool_uninit(&p)
  }
}
