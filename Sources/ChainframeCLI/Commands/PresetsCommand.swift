import ArgumentParser
import ChainframeRender
import Foundation

/// `chainframe presets`: list encoding presets and their settings.
struct PresetsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "presets", abstract: "List the encoding presets and their settings.")

  func run() throws {
    let presets = try EncodingPreset.all()
    let width = presets.map(\.name.count).max() ?? 0
    for preset in presets {
      let name = preset.name.padding(toLength: width, withPad: " ", startingAt: 0)
      print("\(name)  \(preset.description)")
      print(String(repeating: " ", count: width) + "  " + preset.summary)
      if preset.origin != "built-in" { print(String(repeating: " ", count: width) + "  from " + preset.origin) }
    }
  }
}
