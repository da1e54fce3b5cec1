import ChainframeModel
import Foundation

/// dotLottie (`.lottie`) archives: a ZIP with `manifest.json`, the animations under
/// `animations/` (version 1) or `a/` (version 2), and their images under `images/` or `i/`.
/// Themes, state machines and the player settings of the manifest are not read: a video
/// plays one animation once.
package enum DotLottie {
  /// The folders animations live in: version 1, then version 2.
  static let animationFolders = ["animations/", "a/"]
  /// The folders images live in: version 1, then version 2.
  static let imageFolders = ["images/", "i/"]

  /// Whether `bytes` look like a `.lottie` archive (a ZIP; its content is checked on open).
  package static func isArchive(_ bytes: [UInt8]) -> Bool { ZipArchive.isArchive(bytes) }

  /// Opens the archive in `bytes` (read from `file`) and takes out the animation `id`, or,
  /// when nil, the manifest's `activeAnimationId` (`initial.animation` in version 2) or its
  /// first animation.
  ///
  /// - Throws: `SceneFileError` located in `file` (with the entry name as key path) for a
  ///   damaged, hostile or unsupported archive, an archive without animations, or an
  ///   unknown `id` (the message lists the ids there are).
  package static func open(bytes: [UInt8], file: String, animation id: String?) throws(SceneFileError)
    -> DotLottieAnimation
  {
    func fail(_ error: ZipError) -> SceneFileError {
      .syntax(
        SceneDiagnostic(
          location: SourceLocation(file: file, line: 1, column: 1), keyPath: error.entry ?? "",
          message: "dotLottie archive: " + error.message, hint: error.hint))
    }
    do throws(ZipError) {
      let archive = try ZipArchive(bytes: bytes)
      let manifest = try self.manifest(archive)
      let ids = manifest?.ids ?? animationIds(archive)
      guard let first = ids.first else {
        throw ZipError(
          "the archive holds no animation (no animations/*.json or a/*.json)",
          hint: "give a .lottie exported by a Lottie tool, or the animation's .json file")
      }
      let chosen = id ?? manifest?.active.flatMap { ids.contains($0) ? $0 : nil } ?? first
      guard let entry = animationFolders.lazy.compactMap({ archive.entry($0 + chosen + ".json") }).first else {
        throw ZipError(
          id == nil
            ? "the manifest names animation \(JSONText.quote(chosen)), which is not in the archive"
            : "the archive has no animation \(JSONText.quote(chosen)); it has \(ids.map(JSONText.quote).joined(separator: ", "))",
          hint: id == nil ? "re-export the .lottie" : "pass one of those ids to --animation")
      }
      guard let text = String(validating: try archive.extract(entry), as: UTF8.self) else {
        throw ZipError(entry: entry.name, "the animation is not UTF-8 text", hint: "re-export the .lottie")
      }
      // Only the images the animation's text names: an archive of many animations should
      // not inflate and encode every other animation's images.
      var images: [String: String] = [:]
      for image in archive.entries
      where imageFolders.contains(where: image.name.hasPrefix) && mentions(text, fileName(image.name)) {
        images[image.name] = dataURI(try archive.extract(image), name: image.name)
      }
      return DotLottieAnimation(id: chosen, entry: entry.name, text: text, images: images)
    } catch {
      throw fail(error)
    }
  }

  /// The archive image an asset's folder `u` and file `p` name: `u + p` without its leading
  /// `/`, or else `p`'s file name in an image folder (players ignore `u` in archives).
  static func image(u: String, p: String, in images: [String: String]) -> String? {
    var path = Substring(u + p)
    while path.hasPrefix("/") || path.hasPrefix("./") { path = path.dropFirst(path.hasPrefix("/") ? 1 : 2) }
    if let uri = images[String(path)] { return uri }
    let name = fileName(p)
    return imageFolders.lazy.compactMap { images[$0 + name] }.first
  }

  /// The last component of a `/`-separated path.
  static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

  /// Whether `text` contains `name` (bytes compared; true when the text is not contiguous,
  /// so an image is never left out by mistake).
  static func mentions(_ text: String, _ name: String) -> Bool {
    let needle = Array(name.utf8)
    guard let first = needle.first else { return false }
    return text.utf8.withContiguousStorageIfAvailable { hay -> Bool in
      guard hay.count >= needle.count else { return false }
      for i in 0...(hay.count - needle.count) where hay[i] == first {
        if hay[i..<i + needle.count].elementsEqual(needle) { return true }
      }
      return false
    } ?? true
  }

  /// The animation ids and the active one from `manifest.json`; nil when there is none.
  private static func manifest(_ archive: ZipArchive) throws(ZipError) -> (ids: [String], active: String?)? {
    guard let entry = archive.entry("manifest.json") else { return nil }
    guard let text = String(validating: try archive.extract(entry), as: UTF8.self), let root = LottieJSON.parse(text)
    else {
      throw ZipError(entry: entry.name, "the manifest is not a JSON object", hint: "re-export the .lottie")
    }
    let ids = (root["animations"]?.array ?? []).compactMap { $0["id"]?.string }
    let active = root["activeAnimationId"]?.string ?? root["initial"]?["animation"]?.string
    return ids.isEmpty ? nil : (ids, active)
  }

  /// The ids of the animation files, in name order, for archives without a usable manifest.
  private static func animationIds(_ archive: ZipArchive) -> [String] {
    archive.entries.compactMap { entry -> String? in
      guard let folder = animationFolders.first(where: entry.name.hasPrefix), entry.name.hasSuffix(".json") else {
        return nil
      }
      let id = entry.name.dropFirst(folder.count).dropLast(5)
      return id.contains("/") ? nil : String(id)
    }.sorted()
  }

  /// `bytes` as a `data:` URI, its media type from the file's signature (PNG, JPEG, WebP),
  /// else from the name's extension (an unsupported type is reported when drawn).
  private static func dataURI(_ bytes: [UInt8], name: String) -> String {
    let type: String
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      type = "image/png"
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      type = "image/jpeg"
    } else if bytes.count >= 12 && bytes[8..<12].elementsEqual("WEBP".utf8) {
      type = "image/webp"
    } else {
      type = "image/" + (name.split(separator: ".").last.map { $0.lowercased() } ?? "unknown")
    }
    return "data:\(type);base64," + Data(bytes).base64EncodedString()
  }
}
