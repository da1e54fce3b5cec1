import ChainframeCore
import ChainframeEncoding
import ChainframeRendering
import Foundation

/// The one place that turns any error into the line users see and the exit code scripts see.
public enum ErrorFunnel {
  /// The message and status for Chainframe's own error types; nil for anything else (the
  /// argument parser's errors, which it formats itself).
  public static func classifyOwn(_ error: any Error) -> (message: String, status: ExitStatus)? {
    switch error {
    case let e as SceneFileError:
      switch e {
      case .notFound, .unreadable: return (e.description, .missingInput)
      case .tooLarge: return (e.description, .badScene)
      case .syntax, .invalid: return (e.description, .badScene)
      }
    case let e as OutputError:
      switch e {
      case .renameFailed: return (e.description, .ioError)
      default: return (e.description, .cannotCreateOutput)
      }
    case let e as EncodingError:
      switch e {
      case .encoderNotFound: return (e.description, .missingDependency)
      case .invalidSettings: return (e.description, .badScene)
      case .inputNotFound: return (e.description, .missingInput)
      case .noVideoStream: return (e.description, .missingInput)
      case .libav(let function, _, _) where function.hasPrefix("avformat_open_input") || function.hasPrefix("avformat_find_stream_info"):
        return ("cannot read input: \(e.description) (is it a complete video file?)", .missingInput)
      case .libav(let function, _, _):
        let io = ["avio_open", "av_write_trailer", "av_interleaved_write_frame", "av_read_frame"]
        let isIO = io.contains { function.hasPrefix($0) }
        return (e.description, isIO ? .ioError : .internalError)
      }
    case let e as RenderError:
      switch e {
      case .pngWrite: return (e.description, .ioError)
      case .missingFont: return (e.description, .missingDependency)
      case .missingGlyphs, .font, .image: return (e.description, .badScene)
      case .cairo: return (e.description, .internalError)
      }
    case let e as CLIError:
      return (e.description, .usage)
    case let e as VerificationFailed:
      return (e.description, .checkFailed)
    case let e as Interrupted:
      return (e.description, e.signal == SIGINT ? .interrupted : .terminated)
    case let e as PresetError:
      switch e {
      case .unknown: return (e.description, .usage)
      case .unreadable: return (e.description, .missingInput)
      case .invalid: return (e.description, .badScene)
      case .folderMissing: return (e.description, .missingDependency)
      }
    default:
      return nil
    }
  }
}
