/// A position in a scene file, 1-based, as editors show it.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file path as the user gave it (not resolved), so messages match what they typed.
  public var file: String
  /// Line number, from 1.
  public var line: Int
  /// Column number in Unicode scalars, from 1.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers use so terminals and editors can jump to it.
  public var description: String { "\(file):\(line):\(column)" }
}
