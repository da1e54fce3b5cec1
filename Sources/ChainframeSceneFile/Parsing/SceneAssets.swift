import ChainframeModel

/// The `assets:` block of a scene and the resolver for any other file it names.
struct SceneAssets {
  let resolver: AssetResolver
  /// Absolute paths of declared font files, in file order.
  var fonts: [String] = []
  /// Declared images and SVGs by name → absolute path.
  var images: [String: String] = [:]
  /// Declared names in file order, for did-you-mean.
  var imageNames: [String] = []

  static let keys = ["fonts", "images"]

  init(resolver: AssetResolver) { self.resolver = resolver }

  /// Reads `assets: {fonts: [...], images: {name: path}}`.
  mutating func decode(_ node: SceneNode, context: DecodingContext) {
    guard let object = ObjectReader(node, path: "assets", allowed: Self.keys, context: context, what: "the assets")
    else { return }
    if let list = object["fonts"] {
      if case .sequence(let items) = list.kind {
        for (i, item) in items.enumerated() {
          let path = "assets.fonts[\(i)]"
          guard let written = context.string(item, path) else { continue }
          guard ["ttf", "otf", "ttc", "woff", "woff2"].contains(written.split(separator: ".").last?.lowercased() ?? "")
          else {
            context.report(
              item, path, "\(UserText.quoted(written)) is not a font file", hint: "use a .ttf, .otf or .ttc file")
            continue
          }
          if let resolved = resolver.resolve(written, node: item, path: path, context: context) {
            fonts.append(resolved)
          }
        }
      } else {
        context.report(
          list, "assets.fonts", "expected a list of font files, found \(list.summary)",
          hint: "write 'fonts: [fonts/Inter-Bold.ttf]'")
      }
    }
    if let map = object["images"] {
      if case .mapping(let entries) = map.kind {
        for entry in entries {
          let path = "assets.images.\(entry.key)"
          guard let written = context.string(entry.value, path) else { continue }
          if let resolved = resolver.resolve(written, node: entry.value, path: path, context: context) {
            images[entry.key] = resolved
            imageNames.append(entry.key)
          }
        }
      } else {
        context.report(
          map, "assets.images", "expected a mapping of names to files, found \(map.summary)",
          hint: "write 'images: {logo: images/logo.png}'")
      }
    }
  }

  /// The absolute path for a layer's `src`: a declared name or a path beside the scene.
  func source(_ node: SceneNode, path: String, extensions: [String], context: DecodingContext) -> String? {
    guard let written = context.string(node, path) else { return nil }
    if let declared = images[written] { return declared }
    if EmbeddedImage.isDataURI(written) {
      guard extensions.contains("png") else {
        context.report(
          node, path, "embedded (data:) sources are supported for image layers only",
          hint: "save the file next to the scene and give its path")
        return nil
      }
      do throws(EmbeddedImageError) {
        _ = try EmbeddedImage.decode(written)
        return written
      } catch {
        context.report(node, path, error.description, hint: error.hint)
        return nil
      }
    }
    let ext = written.split(separator: ".").last.map { $0.lowercased() } ?? ""
    guard written.contains("."), extensions.contains(ext) else {
      let suggestion = Suggestion.closest(to: written, in: imageNames).map { "did you mean '\($0)'? " } ?? ""
      context.report(
        node, path,
        "\(UserText.quoted(written)) is neither a declared asset nor a \(extensions.joined(separator: "/")) file",
        hint: suggestion
          + "declare it under 'assets: {images: {name: file}}' or give a path to a \(extensions.joined(separator: ", ")) file"
      )
      return nil
    }
    return resolver.resolve(written, node: node, path: path, context: context)
  }
}
