import ChainframeCore
import Foundation

/// Refuses, before any work starts, an output that is also an input (the scene, a vars file,
/// an asset, a reference) or another output of the same command.
///
/// Paths are compared after resolving symbolic links and `..`, so `-o ./x/../scene.yaml` or a
/// link to an asset is caught too. For an image sequence every existing file its pattern
/// matches counts as the output.
package enum OutputGuard {
  /// A named file: `label` says what it is in a message ("the scene file", "asset …").
  package struct Named {
    package let label: String
    package let path: String
    package init(label: String, path: String) {
      self.label = label
      self.path = path
    }
  }

  package static func check(outputs: [Named], inputs: [Named], sequencePattern: FramePattern? = nil) throws {
    var seen: [(String, Named)] = []
    for input in inputs { seen.append((canonical(input.path), input)) }
    for output in outputs where output.path != "-" {
      let resolved = canonical(output.path)
      if let clash = seen.first(where: { $0.0 == resolved }) {
        throw OutputError.collides(path: output.path, role: output.label, with: clash.1.label)
      }
      seen.append((resolved, Named(label: output.label, path: output.path)))
    }
    // A sequence: an input inside the folder whose name matches the pattern would be replaced.
    if let pattern = sequencePattern, let output = outputs.first {
      let folder = canonical(URL(fileURLWithPath: output.path).deletingLastPathComponent().path)
      for input in inputs {
        let url = URL(fileURLWithPath: canonical(input.path))
        if url.deletingLastPathComponent().path == folder && pattern.matches(url.lastPathComponent) {
          throw OutputError.collides(
            path: output.path, role: output.label, with: input.label + " (it matches the frame pattern)")
        }
      }
    }
  }

  /// The absolute path with links and `..` resolved (``InputLedger/canonical(_:)``).
  package static func canonical(_ path: String) -> String { InputLedger.canonical(path) }
}
