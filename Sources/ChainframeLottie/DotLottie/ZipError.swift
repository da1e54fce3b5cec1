/// Why a ZIP archive (a `.lottie` file) or one of its entries could not be read: what is
/// wrong, in which entry, and what to do about it.
package struct ZipError: Error, Equatable, Sendable {
  /// The entry's name inside the archive; nil for the archive as a whole.
  package var entry: String?
  /// What is wrong, for people.
  package var message: String
  /// How to fix it.
  package var hint: String

  /// An error in `entry` (nil: the archive).
  package init(entry: String? = nil, _ message: String, hint: String) {
    self.entry = entry
    self.message = message
    self.hint = hint
  }

  /// A damaged or cut-short archive: re-export or re-download it.
  static func damaged(_ message: String, entry: String? = nil) -> ZipError {
    ZipError(
      entry: entry, message,
      hint: "the file is damaged or cut short: download or export the .lottie again")
  }
}
