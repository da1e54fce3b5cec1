/// A ZIP archive read from memory (APPNOTE.TXT): the end-of-central-directory record, the
/// central directory, and stored or deflated entries checked against their CRC-32.
///
/// Only what a `.lottie` needs: no ZIP64, encryption, multi-disk archives or methods other
/// than 0 and 8, each refused with a message. Every size and offset is checked before it
/// is used, so a hostile or truncated archive is an error, never a crash, and the
/// ``ZipLimits`` are checked against the declared sizes before anything is decompressed.
package struct ZipArchive: Sendable {
  /// The entries that are files (folders are skipped), in central directory order.
  package private(set) var entries: [ZipEntry] = []
  private let bytes: [UInt8]

  /// Whether `bytes` starts like a ZIP archive (a local file header, or the end record of
  /// an empty archive).
  package static func isArchive(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B
      && ((bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6))
  }

  /// Reads the central directory of `bytes`.
  ///
  /// - Throws: ``ZipError`` for a damaged or truncated archive, one past `limits`, an unsafe
  ///   entry name, or a feature this reader does not support.
  package init(bytes: [UInt8], limits: ZipLimits = ZipLimits()) throws(ZipError) {
    self.bytes = bytes
    guard let end = Self.endRecord(bytes) else {
      throw .damaged("no end-of-central-directory record (is it a ZIP archive?)")
    }
    let count = u16(end + 10)
    let directorySize = u32(end + 12)
    let directoryOffset = u32(end + 16)
    if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF
      || (end >= 20 && u32(end - 20) == 0x0706_4B50)
    {
      throw ZipError(
        "the archive is in the ZIP64 format, which is not supported",
        hint: "archives over 4 GiB or 65,535 files are not .lottie files; export it again")
    }
    guard u16(end + 4) == 0, u16(end + 6) == 0, u16(end + 8) == count else {
      throw ZipError("the archive spans several disks", hint: "join it into one file first")
    }
    guard count <= limits.maxEntries else {
      throw ZipError(
        "the archive holds \(count) files, more than \(limits.maxEntries)",
        hint: "a .lottie holds a few animations and images; remove the rest")
    }
    guard directoryOffset + directorySize <= end else { throw .damaged("the central directory is outside the file") }
    var at = directoryOffset
    var total = 0
    var names = Set<String>()
    for _ in 0..<count {
      guard at + 46 <= end, u32(at) == 0x0201_4B50 else { throw .damaged("a central directory entry is corrupt") }
      let nameLength = u16(at + 28)
      let next = at + 46 + nameLength + u16(at + 30) + u16(at + 32)
      guard next <= end else { throw .damaged("a central directory entry is cut short") }
      let nameBytes = bytes[at + 46..<at + 46 + nameLength]
      let name = String(decoding: nameBytes, as: UTF8.self)
      let entry = ZipEntry(
        name: name, method: u16(at + 10), crc: UInt32(u32(at + 16)), compressedSize: u32(at + 20),
        size: u32(at + 24), headerOffset: u32(at + 42))
      try Self.check(entry, nameBytes: nameBytes, flags: u16(at + 8), limits: limits)
      guard names.insert(name).inserted else {
        throw ZipError(entry: name, "the archive holds two files with this name", hint: "rebuild the archive")
      }
      total += entry.size
      guard total <= limits.maxTotalSize else {
        throw ZipError(
          entry: name, "the files expand to more than \(limits.maxTotalSize >> 20) MiB (a zip bomb?)",
          hint: "a .lottie should be a few megabytes; shrink its images")
      }
      if !name.hasSuffix("/") { entries.append(entry) }
      at = next
    }
  }

  /// The entry named `name`, if any.
  package func entry(_ name: String) -> ZipEntry? { entries.first { $0.name == name } }

  /// The uncompressed bytes of `entry`, checked against its size and CRC-32.
  ///
  /// - Throws: ``ZipError`` naming the entry when its data is cut short or corrupt.
  package func extract(_ entry: ZipEntry) throws(ZipError) -> [UInt8] {
    let at = entry.headerOffset
    guard at + 30 <= bytes.count, u32(at) == 0x0403_4B50 else {
      throw .damaged("its local header is missing or corrupt", entry: entry.name)
    }
    let start = at + 30 + u16(at + 26) + u16(at + 28)
    guard start + entry.compressedSize <= bytes.count else {
      throw .damaged("its data is cut short", entry: entry.name)
    }
    let range = start..<start + entry.compressedSize
    let data: [UInt8]
    if entry.method == 0 {
      guard entry.compressedSize == entry.size else {
        throw .damaged("its stored and declared sizes differ", entry: entry.name)
      }
      data = Array(bytes[range])
    } else {
      do {
        data = try Inflate.inflate(bytes, range: range, limit: entry.size)
      } catch {
        throw .damaged(error.description, entry: entry.name)
      }
    }
    guard data.count == entry.size else {
      throw .damaged("it holds \(data.count) bytes, not the \(entry.size) the archive declares", entry: entry.name)
    }
    guard CRC32.checksum(data) == entry.crc else {
      throw .damaged("its CRC-32 checksum does not match", entry: entry.name)
    }
    return data
  }

  /// Refuses what this reader does not support or would not be safe to read.
  private static func check(_ entry: ZipEntry, nameBytes: ArraySlice<UInt8>, flags: Int, limits: ZipLimits)
    throws(ZipError)
  {
    let name = entry.name
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    if nameBytes.isEmpty || nameBytes.contains(0) || name.hasPrefix("/") || name.contains("\\")
      || parts.contains("..") || (parts.first?.contains(":") ?? false)
    {
      throw ZipError(
        entry: Self.printable(name), "the entry's name is unsafe (empty, absolute, with `..`, `\\` or NUL)",
        hint: "entries must be relative paths inside the archive; rebuild it")
    }
    if flags & 0x41 != 0 {
      throw ZipError(entry: name, "the entry is encrypted", hint: "save the archive without a password")
    }
    guard entry.method == 0 || entry.method == 8 else {
      throw ZipError(
        entry: name, "the entry uses compression method \(entry.method); only stored (0) and deflate (8) are read",
        hint: "re-create the archive with ordinary deflate compression (`zip -r`, or any dotLottie tool)")
    }
    guard entry.size <= limits.maxEntrySize else {
      throw ZipError(
        entry: name, "the entry expands to \(entry.size) bytes, more than \(limits.maxEntrySize >> 20) MiB",
        hint: "a .lottie should be a few megabytes; shrink its images")
    }
    if entry.size > 1 << 20 && entry.size > entry.compressedSize * limits.maxRatio {
      throw ZipError(
        entry: name,
        "the entry expands \(entry.size / max(entry.compressedSize, 1)) times, more than \(limits.maxRatio) (a zip bomb?)",
        hint: "rebuild the archive from the original files")
    }
  }

  /// The offset of the end-of-central-directory record: searched backwards over the
  /// longest possible comment.
  private static func endRecord(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 22 else { return nil }
    var at = bytes.count - 22
    let lowest = max(0, at - 0xFFFF)
    while at >= lowest {
      if bytes[at] == 0x50 && bytes[at + 1] == 0x4B && bytes[at + 2] == 5 && bytes[at + 3] == 6 { return at }
      at -= 1
    }
    return nil
  }

  /// `name` with control characters (NUL included) shown as `?`, for messages.
  private static func printable(_ name: String) -> String {
    String(String.UnicodeScalarView(name.unicodeScalars.map { $0.value < 0x20 ? "?" : $0 }))
  }

  private func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
  private func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
}
