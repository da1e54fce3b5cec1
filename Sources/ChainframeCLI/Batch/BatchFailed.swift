/// Some jobs of a batch failed (each was reported); the others were written.
struct BatchFailed: Error, CustomStringConvertible {
  let failed: Int
  let total: Int
  let first: String

  var description: String {
    "\(failed) of \(total) job(s) failed; the others were written. First: \(first)"
  }
}
