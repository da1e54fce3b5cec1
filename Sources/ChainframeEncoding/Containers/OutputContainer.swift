internal import CFFmpeg

/// Owns an output `AVFormatContext` and its file.
final class OutputContainer {
  let pointer: UnsafeMutablePointer<AVFormatContext>
  private var isOpen = false

  /// Allocates a muxer named `format` (for example "mp4") writing to `path`.
  init(format: String, path: String) throws(EncodingError) {
    var context: UnsafeMutablePointer<AVFormatContext>?
    try LibAV.check(
      "avformat_alloc_output_context2",
      avformat_alloc_output_context2(&context, nil, format, path))
    guard let context else {
      throw .libav(
        function: "avformat_alloc_output_context2", code: CFFmpeg_AVERROR(EINVAL),
        message: "no muxer for '\(format)'")
    }
    pointer = context
    // Bit-exact muxing drops the "Lavf" version tag, so files do not change with FFmpeg
    // patch releases; no creation_time is ever set, so the mov muxer writes 0.
    pointer.pointee.flags |= AVFMT_FLAG_BITEXACT
  }

  /// Opens the file for writing.
  func open(path: String) throws(EncodingError) {
    if (pointer.pointee.oformat.pointee.flags & AVFMT_NOFILE) == 0 {
      try LibAV.check("avio_open", avio_open(&pointer.pointee.pb, path, AVIO_FLAG_WRITE))
      isOpen = true
    }
  }

  /// Opens the file and writes the header with the muxer `options` (name, value), serialized
  /// with other libav setup. Some muxers (mp4) replace a stream's time_base here, so packets
  /// are rescaled only after this.
  func writeHeader(path: String, muxer: String, options pairs: [(String, String)]) throws(EncodingError) {
    try open(path: path)
    var options: OpaquePointer?
    for (name, value) in pairs { av_dict_set(&options, name, value, 0) }
    defer { av_dict_free(&options) }
    let format = pointer
    try LibAV.serialized { () throws(EncodingError) in
      try LibAV.check("avformat_write_header(\(muxer))", avformat_write_header(format, &options))
    }
  }

  /// Closes the file (after the trailer).
  func close() {
    if isOpen {
      avio_closep(&pointer.pointee.pb)
      isOpen = false
    }
  }

  deinit {
    close()
    avformat_free_context(pointer)
  }
}
