internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Why encoding or decoding failed.
package enum EncodingError: CategorizedError, Sendable {
  /// A libav function returned an error code; `message` is `av_strerror`'s text.
  case libav(function: String, code: Int32, message: String)
  /// The requested encoder is not in this FFmpeg build; `package` is the Debian package that
  /// provides it.
  case encoderNotFound(name: String, package: String)
  /// An FFmpeg library Chainframe opens on first use (libavfilter) did not load; `reason` is
  /// the dynamic loader's text and `package` the Debian package that provides it.
  case libraryNotLoaded(name: String, package: String, reason: String)
  /// The settings cannot be encoded (odd size for 4:2:0, unknown preset, …).
  case invalidSettings(String)
  /// The input has no video stream.
  case noVideoStream(path: String)
  /// The input file does not exist.
  case inputNotFound(path: String)
  /// The input is not a kind of file Chainframe reads (a playlist, a concat list, an image
  /// pattern, or an unknown format), so it was not opened.
  case unsupportedInput(path: String, allowed: String)
  /// The input opened but its content is damaged or truncated.
  case damagedInput(path: String, reason: String)

  /// One line: what failed, why, and what to do.
  package var description: String {
    switch self {
    case .libav(let function, let code, let message):
      return "\(function) failed: \(message) (error \(code))"
    case .encoderNotFound(let name, let package):
      return "encoder '\(name)' is not available in this FFmpeg build; install \(package)"
    case .libraryNotLoaded(let name, let package, let reason):
      return "\(name) could not be loaded (\(reason)); install \(package)"
    case .invalidSettings(let text):
      return text
    case .noVideoStream(let path):
      return "'\(path)' has no video stream"
    case .inputNotFound(let path):
      return "\(UserText.quoted(path)) does not exist"
    case .damagedInput(let path, let reason):
      return "\(UserText.quoted(path)) is damaged or truncated: \(reason); re-create or re-download it"
    case .unsupportedInput(let path, let allowed):
      return "\(UserText.quoted(path)) is not a file Chainframe reads (it may be a playlist, a list of other "
        + "files, or an unknown format); use \(allowed)"
    }
  }

  /// The kind of failure: bad settings or damaged inputs are data errors, a failed write is
  /// I/O, and anything else from libav is unexpected.
  package var category: ErrorCategory {
    switch self {
    case .encoderNotFound, .libraryNotLoaded: return .unavailable
    case .invalidSettings, .noVideoStream, .unsupportedInput, .damagedInput: return .data
    case .inputNotFound: return .noInput
    case .libav(let function, let code, _):
      if code == CFFmpeg_AVERROR(EIO) { return .io }
      if code == CFFmpeg_AVERROR(ENOMEM) { return .internal }
      let damagedInput = [
        "avformat_open_input", "avformat_find_stream_info", "av_read_frame", "avcodec_send_packet",
        "avcodec_receive_frame", "avcodec_parameters_to_context",
      ]
      if damagedInput.contains(where: function.hasPrefix) { return .data }
      if function.hasPrefix("avcodec_open2") { return .data }
      if function.hasPrefix("avio_open") { return .cannotCreate }
      let writes = ["av_write_trailer", "av_interleaved_write_frame", "avio_", "avformat_write_header"]
      if writes.contains(where: function.hasPrefix) { return .io }
      return .internal
    }
  }
}
