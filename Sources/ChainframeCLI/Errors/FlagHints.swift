import Foundation

/// Library messages describe remedies in words ("allow assets outside the scene's folder");
/// on the command line they name the flag that does it.
enum FlagHints {
  static let table: [(phrase: String, flag: String)] = [
    ("allow assets outside the scene's folder", "pass --allow-assets-outside"),
    ("allow overwriting", "pass --overwrite"),
    ("turn padding on", "pass --pad"),
  ]

  /// `message` with each remedy phrase replaced by its flag.
  static func decorate(_ message: String) -> String {
    var text = message
    for (phrase, flag) in table { text = text.replacingOccurrences(of: phrase, with: flag) }
    return text
  }
}
