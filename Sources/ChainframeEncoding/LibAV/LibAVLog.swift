internal import CFFmpeg
import ChainframeEngine
import ChainframeModel
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps libav's most recent error-level log line for error messages; prints nothing.
enum LibAVLog {
  private static let last = Locked<String?>(nil)
  private static let installed = Locked(false)

  static func install() {
    installed.withLock { done in
      guard !done else { return }
      done = true
      av_log_set_level(AV_LOG_ERROR)
      av_log_set_callback { _, level, format, arguments in
        guard level <= AV_LOG_ERROR, let format, let arguments else { return }
        var buffer = [CChar](repeating: 0, count: 512)
        _ = vsnprintf(&buffer, buffer.count, format, arguments)
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty { LibAVLog.store(text) }
      }
    }
  }

  static func store(_ text: String) { last.withLock { $0 = text } }

  /// The last logged error, cleared.
  static func takeLast() -> String? {
    last.withLock { value in
      defer { value = nil }
      return value
    }
  }
}
