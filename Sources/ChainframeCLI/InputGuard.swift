import Foundation

/// Refuses outputs that would overwrite an input.
enum InputGuard {
  static func refuseOverwrite(output: String, inputs: [String]) throws {
    guard output != "-" else { return }
    let out = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
    for input in inputs where URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path == out {
      throw CLIError.invalidOption(name: "--output", message: "'\(output)' is an input file; choose another output name")
    }
  }
}
