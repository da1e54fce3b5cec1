import CFFmpeg
import Foundation

/// Owns an input `AVFormatContext`.
final class InputContainer {
  let pointer: UnsafeMutablePointer<AVFormatContext>

  init(path: String, format: String? = nil, options: [(String, String)] = []) throws(EncodingError) {
    guard path.contains("%") || FileManager.default.fileExists(atPath: path) else { throw .inputNotFound(path: path) }
    var context: UnsafeMutablePointer<AVFormatContext>?
    let inputFormat = format.flatMap { av_find_input_format($0) }
    var dictionary: OpaquePointer?
    for (k, v) in options { av_dict_set(&dictionary, k, v, 0) }
    defer { av_dict_free(&dictionary) }
    try LibAV.check("avformat_open_input('\(path)')", avformat_open_input(&context, path, inputFormat, &dictionary))
    guard let context else { throw .inputNotFound(path: path) }
    pointer = context
    try LibAV.check("avformat_find_stream_info", avformat_find_stream_info(context, nil))
  }

  deinit {
    var context: UnsafeMutablePointer<AVFormatContext>? = pointer
    avformat_close_input(&context)
  }
}
