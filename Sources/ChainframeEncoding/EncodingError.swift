/// Why encoding or decoding failed.
public enum EncodingError: Error, Sendable, CustomStringConvertible {
  /// A libav function returned an error code; `message` is `av_strerror`'s text.
  case libav(function: String, code: Int32, message: String)
  /// The requested encoder is not in this FFmpeg build; `package` is the Debian package that
  /// provides it.
  case encoderNotFound(name: String, package: String)
  /// The settings cannot be encoded (odd size for 4:2:0, unknown preset, …).
  case invalidSettings(String)
  /// The input has no video stream.
  case noVideoStream(path: String)
  /// The input file does not exist.
  case inputNotFound(path: String)

  /// One line: what failed, why, and what to do.
  public var description: String {
    switch self {
    case .libav(let function, let code, let message):
      return "\(function) failed: \(message) (error \(code))"
    case .encoderNotFound(let name, let package):
      return "encoder '\(name)' is not available in this FFmpeg build; install \(package)"
    case .invalidSettings(let text):
      return text
    case .noVideoStream(let path):
      return "'\(path)' has no video stream"
    case .inputNotFound(let path):
      return "'\(path)' does not exist"
    }
  }
}
