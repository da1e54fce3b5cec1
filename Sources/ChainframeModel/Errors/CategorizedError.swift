/// An error that says which ``ErrorCategory`` it belongs to and gives one line for users.
///
/// Conforming types write `description` for the person running the command: what is wrong,
/// where, and how to fix it, with user-supplied text passed through `UserText/quoted(_:limit:)`.
public protocol CategorizedError: Error, CustomStringConvertible {
  /// The kind of failure; decides the exit code.
  var category: ErrorCategory { get }
}
