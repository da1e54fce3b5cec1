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

  /// Longest printed key path, message or hint, characters; user text embedded in them is
  /// shortened further where it is inserted.
  public static let printedPartLimit = 2_000

  /// `file:line:col: keyPath: message (hint)` on one line.
  ///
  /// Every part may hold text from the scene (ids, keys, values, file names), so each is
  /// escaped with `UserText/escaped(_:limit:)`: a newline in an id cannot start a second
  /// line, and an enormous key cannot flood the terminal.
  public var description: String {
    var text = ""
    if let location { text += UserText.escaped("\(location)", limit: Self.printedPartLimit) + ": " }
    if !keyPath.isEmpty { text += UserText.escaped(keyPath, limit: Self.printedPartLimit) + ": " }
    text += UserText.escaped(message, limit: Self.printedPartLimit)
    if let hint { text += "; " + UserText.escaped(hint, limit: Self.printedPartLimit) }
    return text
  }
}
