import ArgumentParser
import ChainframeCore
import ChainframeRender
import ChainframeRendering
import Foundation

/// `chainframe fonts [SCENE]`: the font families fontconfig provides, with the scene's pinned
/// fonts (`assets.fonts`) marked.
struct FontsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fonts",
    abstract: "List the font families text can use: installed ones, and a scene's pinned fonts when given one.")

  @Argument(
    help: "A scene whose pinned fonts (assets.fonts) are added and marked.",
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var scene: String?

  @Flag(help: "Print each face's style and file.")
  var files = false

  func run() throws {
    var pinned = Set<String>()
    if let scene {
      let options = try SceneOptions.parse([scene])
      let composition = try options.load(audit: false, quiet: true)
      pinned = Set(composition.scene.fonts)
    }
    let faces = FontCatalog.faces()
    var order: [String] = []
    var byFamily: [String: [FontCatalog.Face]] = [:]
    for face in faces {
      if byFamily[face.family] == nil { order.append(face.family) }
      byFamily[face.family, default: []].append(face)
    }
    for family in order {
      let list = byFamily[family] ?? []
      let isPinned = list.contains { pinned.contains($0.file) }
      print("\(family)\(isPinned ? "  [pinned by the scene]" : "")  (\(list.count) face\(list.count == 1 ? "" : "s"))")
      if files { for face in list { print("  \(face.style)  \(UserText.escaped(face.file, limit: 4096))") } }
    }
  }
}
