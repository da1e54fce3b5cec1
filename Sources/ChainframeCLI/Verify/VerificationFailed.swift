/// A verification ran and found differences (exit status 1).
struct VerificationFailed: Error, CustomStringConvertible {
  let summary: String
  var description: String { summary }
}
