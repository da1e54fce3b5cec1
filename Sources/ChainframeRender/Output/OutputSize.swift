import ChainframeCore
import Foundation

/// Size of a finished output (a file, or the numbered files of an image sequence).
package enum OutputSize {
  /// Bytes of `output`; for a sequence, of the files its pattern names (other files in the
  /// folder do not count). 0 when nothing is there.
  package static func bytes(of output: String, isSequence: Bool) -> Int {
    let manager = FileManager.default
    if isSequence {
      let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
      return sequenceFiles(of: output).reduce(0) {
        $0 + (((try? manager.attributesOfItem(atPath: folder + "/" + $1))?[.size] as? Int) ?? 0)
      }
    }
    return ((try? manager.attributesOfItem(atPath: output))?[.size] as? Int) ?? 0
  }

  /// Names of the files in the folder of `output` that its pattern produces, sorted; empty
  /// when `output` is not a pattern or the folder is missing.
  package static func sequenceFiles(of output: String) -> [String] {
    let url = URL(fileURLWithPath: output)
    guard let pattern = FramePattern(url.lastPathComponent) else { return [] }
    let folder = url.deletingLastPathComponent().path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(pattern.matches).sorted()
  }
}
