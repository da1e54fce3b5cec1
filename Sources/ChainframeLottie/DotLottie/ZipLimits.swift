/// What a ZIP archive may hold before it is refused unread: a `.lottie` is a few
/// animations and images, and these bounds keep a zip bomb from costing more than a moment.
package struct ZipLimits: Sendable {
  /// Most entries (files and folders) in the archive.
  package var maxEntries = 4096
  /// Largest uncompressed entry, bytes (32 MiB).
  package var maxEntrySize = 32 << 20
  /// Largest sum of the uncompressed entries, bytes (64 MiB).
  package var maxTotalSize = 64 << 20
  /// Largest expansion of an entry over 1 MiB (uncompressed ÷ compressed): real JSON and
  /// images stay far below it, bombs far above.
  package var maxRatio = 200

  /// The defaults.
  package init() {}
}
