import ArgumentParser
import ChainframeCore
import ChainframeRender
import ChainframeRendering
import Foundation

/// `chainframe import anim.json -o scene.yaml`: write the scene file equivalent to a Lottie
/// file.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Translate a Lottie (Bodymovin) file into an editable scene file that renders the same.",
    discussion:
      "Unsupported features are listed as comments at the top of the scene; --report also prints them (JSON path: feature — effect), --strict makes them errors (exit 65)."
  )

  @Argument(help: "Lottie .json or .lottie file.")
  var input: String

  @Option(
    help: ArgumentHelp(
      ".lottie files: the animation to import (default: the manifest's active or first one).", valueName: "id"))
  var animation: String?

  @Option(name: .shortAndLong, help: ArgumentHelp("Scene file to write (.yaml).", valueName: "file"))
  var output: String

  @Flag(help: "Print each unsupported feature with its JSON path.")
  var report = false

  @Flag(help: "Unsupported features are errors; nothing is written.")
  var strict = false

  func run() throws {
    InputLedger.shared.record(input, label: "the input file")
    guard let data = FileManager.default.contents(atPath: input) else {
      throw CLIError.missingInput(option: "input", path: input, reason: "no such file or not readable")
    }
    guard data.count <= SceneLoader.maxFileSize else {
      throw SceneFileError.tooLarge(path: input, bytes: data.count, limit: SceneLoader.maxFileSize)
    }
    let resolvedIn = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path
    let resolvedOut = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
    guard resolvedIn != resolvedOut else {
      throw CLIError.invalidOption(name: "--output", message: "the output would overwrite the input")
    }
    let imported = try LottieImporter.translate(
      bytes: [UInt8](data), file: input, animation: animation, fontIsInstalled: { FontCatalog.isInstalled(family: $0) })
    if strict && !imported.findings.isEmpty {
      throw SceneFileError.invalid(LottieImporter.diagnostics(imported.findings, file: input))
    }
    if report {
      for finding in imported.findings { print("unsupported: \(UserText.escaped(finding.description, limit: 4096))") }
      print("\(imported.findings.count) unsupported feature(s)")
    }
    try AtomicOutputFile.write(text: imported.yaml, to: output)
  }
}

/// The unsupported features of a Lottie file, for `validate`.
enum LottieFindings {
  /// The findings of `path` when it is a Lottie or .lottie file (by content or `format`);
  /// empty otherwise.
  static func of(_ path: String, format: SceneInputFormat, animation: String? = nil) -> [LottieFinding] {
    guard format != .scene, let data = FileManager.default.contents(atPath: path),
      data.count <= SceneLoader.maxFileSize
    else { return [] }
    let bytes = [UInt8](data)
    guard
      format == .lottie || DotLottie.isArchive(bytes)
        || String(data: data, encoding: .utf8).map(LottieImporter.isLottie) == true
    else { return [] }
    return
      (try? LottieImporter.translate(
        bytes: bytes, file: path, animation: animation, fontIsInstalled: { FontCatalog.isInstalled(family: $0) }
      ).findings) ?? []
  }
}

extension SceneInputFormat: ExpressibleByArgument {}
