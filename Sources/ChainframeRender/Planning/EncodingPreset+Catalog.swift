import ChainframeCore
import Foundation

/// Where presets come from: the ones compiled into the binary, then user folders, later ones
/// replacing earlier ones of the same name.
extension EncodingPreset {
  /// The user preset folders, each holding `encoding/*.yaml`, in the order they are read (a
  /// later folder's preset replaces an earlier one of the same name):
  /// `$XDG_CONFIG_HOME/chainframe/presets` (default `~/.config/chainframe/presets`), then
  /// `$CHAINFRAME_PRESETS`. Folders that do not exist are left out.
  package static func userFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    candidateUserFolders(environment: environment).filter(\.exists).map(\.path)
  }

  /// Every user preset folder this environment names, in reading order, and whether its
  /// `encoding/` subfolder exists (`chainframe version` lists them all).
  package static func candidateUserFolders(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [(path: String, exists: Bool)] {
    var folders: [String] = []
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      folders.append(config + "/chainframe/presets")
    } else if let home = environment["HOME"], !home.isEmpty {
      folders.append(home + "/.config/chainframe/presets")
    }
    if let env = environment["CHAINFRAME_PRESETS"], !env.isEmpty { folders.append(env) }
    return folders.map { folder in
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: folder + "/encoding", isDirectory: &isFolder)
      return (folder, exists && isFolder.boolValue)
    }
  }

  /// Every preset, sorted by name: the built-in ones, replaced or extended by the user folders'.
  package static func all(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> [EncodingPreset]
  {
    var byName: [String: EncodingPreset] = [:]
    for file in BuiltInPresets.files {
      byName[file.name] = try parse(file.text, name: file.name, path: "built-in:\(file.name)")
    }
    for folder in userFolders(environment: environment) {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/encoding")) ?? []
      for file in files.filter({ $0.hasSuffix(".yaml") }).sorted() {
        let preset = try load(path: folder + "/encoding/" + file)
        byName[preset.name] = preset
      }
    }
    return byName.keys.sorted().compactMap { byName[$0] }
  }

  /// The preset names, sorted (for completions and suggestions); unreadable user files are skipped.
  package static func names(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    var names = Set(BuiltInPresets.files.map(\.name))
    for folder in userFolders(environment: environment) {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/encoding")) ?? []
      for file in files where file.hasSuffix(".yaml") { names.insert(String(file.dropLast(5))) }
    }
    return names.sorted()
  }

  /// A preset by name (user folders first, then built-in) or by file path (`*.yaml` or containing `/`).
  package static func named(_ nameOrPath: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws -> EncodingPreset
  {
    if nameOrPath.hasSuffix(".yaml") || nameOrPath.contains("/") { return try load(path: nameOrPath) }
    for folder in userFolders(environment: environment).reversed() {
      let path = folder + "/encoding/\(nameOrPath).yaml"
      if FileManager.default.fileExists(atPath: path) { return try load(path: path) }
    }
    if let file = BuiltInPresets.files.first(where: { $0.name == nameOrPath }) {
      return try parse(file.text, name: file.name, path: "built-in:\(file.name)")
    }
    throw PresetError.unknown(
      name: nameOrPath,
      hint: Suggestion.hint(for: nameOrPath, in: names(environment: environment), noun: "presets"))
  }
}
