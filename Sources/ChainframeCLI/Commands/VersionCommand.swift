import ArgumentParser
import ChainframeEncoding
import ChainframeRender
import ChainframeRendering

/// `chainframe version`: the tool's version and every library that affects its output, for
/// bug reports and for the golden images' environment record.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "version", abstract: "Print the versions of chainframe and the libraries that draw and encode.")

  func run() {
    print("chainframe \(ChainframeVersion.string)")
    for (name, version) in RenderingVersions.all { print("\(name) \(version)") }
    print("ffmpeg \(LibraryVersions.ffmpeg)")
    for (name, version) in LibraryVersions.libraries { print("\(name) \(version)") }
    print("presets built-in \(BuiltInPresets.files.map(\.name).joined(separator: " "))")
    // Every user folder read, present or not, so a user knows where to put presets.
    for folder in EncodingPreset.candidateUserFolders() {
      print("presets folder \(folder.path)/encoding" + (folder.exists ? "" : " (absent)"))
    }
  }
}
