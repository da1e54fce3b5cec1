/// One problem found in a scene file: what, where and how to fix it.
public struct SceneDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// Where the offending value starts, when known.
  public var location: SourceLocation?
  /// The key path of the offending value, for example `layers[2].animations[0].to`.
  public var keyPath: String
  /// What was wrong, written for the person who edits the file.
  public var message: String
  /// How to fix it, when there is a useful suggestion (for example a did-you-mean).
  public var hint: String?

  /// Creates a diagnostic.
  public init(location: SourceLocation?, keyPath: String, message: String, hint: String? = nil) {
    self.location = location
    self.keyPath = keyPath
    self.message = message
    self.hint = hint
  }

  /// `file:line:col: keyPath: message (hint)` on one line.
  public var description: String {
    var text = ""
    if let location { text += "\(location): " }
    if !keyPath.isEmpty { text += "\(keyPath): " }
    text += message
    if let hint { text += "; " + hint }
    return text
  }
}
