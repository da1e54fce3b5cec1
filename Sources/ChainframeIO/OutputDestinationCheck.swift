import ChainframeModel
import Foundation

/// The one guard every file writer passes through (``AtomicOutputFile`` calls it when it
/// reserves a temporary and again before the rename): a destination is refused when it is an
/// input of this process, when it exists but is not a regular file, or when it holds a file of
/// another kind than the one being written.
///
/// "Another kind" is judged from content, never from the name alone: a previous render of the
/// same format is replaced as users expect (`-o out.mp4` twice), but MP4 bytes never replace a
/// scene, a YAML import never replaces a PNG asset, a report never replaces a video.
package enum OutputDestinationCheck {
  /// Checks made before any work: inputs, file type, and the kind the destination's extension
  /// promises against what is there.
  ///
  /// `checkingKind` is off where the user named the files to replace explicitly (numbered
  /// files of an image sequence under `--overwrite`).
  package static func before(
    writing destination: String, checkingKind: Bool = true, ledger: InputLedger = .shared
  ) throws(OutputError) {
    guard try isExistingRegularFile(destination, ledger: ledger) else { return }
    if checkingKind, let promised = kind(ofExtension: destination), let existing = FileKind.of(path: destination),
      existing != promised
    {
      throw .wouldReplace(path: destination, existing: existing.rawValue, writing: promised.rawValue)
    }
  }

  /// Checks made before the finished temporary is renamed over `destination`: the same, with
  /// the kind taken from the bytes written.
  package static func before(
    committing temporary: String, to destination: String, ledger: InputLedger = .shared
  ) throws(OutputError) {
    guard try isExistingRegularFile(destination, ledger: ledger) else { return }
    if let written = FileKind.of(path: temporary), let existing = FileKind.of(path: destination), existing != written {
      throw .wouldReplace(path: destination, existing: existing.rawValue, writing: written.rawValue)
    }
  }

  /// Refuses an input or a non-regular file; true when `destination` exists (a regular file).
  private static func isExistingRegularFile(_ destination: String, ledger: InputLedger) throws(OutputError) -> Bool {
    if let input = ledger.input(replacedBy: destination) {
      throw .collides(path: destination, role: "the output", with: input.label + " " + UserText.quoted(input.path))
    }
    guard let identity = FileIdentity(path: destination) else { return false }
    guard identity.isRegular else { throw .notRegularFile(path: destination) }
    return true
  }

  /// The kind a file name's extension promises, when the extension is one Chainframe writes.
  package static func kind(ofExtension path: String) -> FileKind? {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "mp4", "mov", "m4v", "m4a": return .isoMedia
    case "webm", "mkv": return .matroska
    case "gif": return .gif
    case "png", "apng": return .png
    case "webp": return .webp
    case "jpg", "jpeg": return .jpeg
    case "wav", "avi": return .riff
    case "yaml", "yml", "json", "jsonl", "txt", "html", "htm", "xml", "vtt", "srt", "sh", "csv", "tsv", "svg",
      "md", "sbatch":
      return .text
    default: return nil
    }
  }
}
