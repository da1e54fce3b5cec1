import ChainframeCore
import Foundation

/// `keyframes --check` and `keyframes diff`: compare tables and report.
enum KeyframeCheck {
  static func run(compiled: CompiledScene, golden: String, tolerance: Double, update: Bool) throws {
    let current = KeyframeDump(scene: compiled).json(includeTrace: false)
    if update {
      try AtomicOutputFile.write(text: current, to: golden)
      print("updated \(UserText.escaped(golden, limit: 4096))")
      return
    }
    guard let data = FileManager.default.contents(atPath: golden) else {
      throw CLIError.missingInput(
        option: "--check", path: golden,
        reason: "no such file or not readable; create it with --check \(golden) --update")
    }
    let expected = try table(data, golden)
    try report(
      KeyframeComparison.compare(
        expected: expected, actual: KeyframeTable(compiled), tolerance: tolerance, fps: compiled.clock.fps),
      against: golden)
  }

  static func table(_ data: Data, _ file: String) throws -> KeyframeTable {
    do { return try KeyframeTable(json: data, file: file) } catch { throw GoldenFileError(message: error.description) }
  }

  static func report(_ differences: [KeyframeDifference], against name: String) throws {
    guard !differences.isEmpty else {
      print("keyframes match \(UserText.escaped(name, limit: 4096))")
      return
    }
    for d in differences { print(d.description) }
    throw VerificationFailed(summary: "keyframes differ from \(name): \(differences.count) difference(s), listed above")
  }
}
