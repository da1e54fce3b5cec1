import CFFmpeg
import Foundation

/// Owns an input `AVFormatContext`.
final class InputContainer {
  let pointer: UnsafeMutablePointer<AVFormatContext>

  init(path: String) throws(EncodingError) {
    guard FileManager.default.fileExists(atPath: path) else { throw .inputNotFound(path: path) }
    var context: UnsafeMutablePointer<AVFormatContext>?
    try LibAV.check("avformat_open_input('\(path)')", avformat_open_input(&context, path, nil, nil))
    guard let context else { throw .inputNotFound(path: path) }
    pointer = context
    try LibAV.check("avformat_find_stream_info", avformat_find_stream_info(context, nil))
  }

  deinit {
    var context: UnsafeMutablePointer<AVFormatContext>? = pointer
    avformat_close_input(&context)
  }
}
