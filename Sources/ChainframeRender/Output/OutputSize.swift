import Foundation

/// Size of a finished output (a file, or all files of a PNG sequence).
package enum OutputSize {
  package static func bytes(of output: String, isSequence: Bool) -> Int {
    let manager = FileManager.default
    if isSequence {
      let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
      let files = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
      return files.reduce(0) {
        $0 + (((try? manager.attributesOfItem(atPath: folder + "/" + $1))?[.size] as? Int) ?? 0)
      }
    }
    return ((try? manager.attributesOfItem(atPath: output))?[.size] as? Int) ?? 0
  }
}
