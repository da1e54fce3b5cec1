import Foundation

/// Locates executables built alongside the test bundle.
public enum BuiltBinary {
  /// The `chainframe` executable of the current build configuration.
  public static var chainframe: String {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let sibling = testBinary.deletingLastPathComponent().appendingPathComponent("chainframe").path
    if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
    return Fixtures.packageRoot.appendingPathComponent(".build/debug/chainframe").path
  }

  /// Runs the built `chainframe` with `arguments`.
  public static func runChainframe(
    _ arguments: [String], in directory: String? = nil, input: Data? = nil, environment: [String: String] = [:]
  ) throws -> ProcessResult {
    try ProcessResult.run(chainframe, arguments, in: directory, environment: environment, input: input)
  }
}
