import Foundation

/// A scene built in Swift: the scene file it stands for, ready to write as YAML or to load.
///
/// ```swift
/// let document = SceneDocument(width: 640, height: 360, fps: 30, duration: 3, background: "#14161c") {
///   Rectangle(id: "card", size: [120, 120], cornerRadius: 20, fill: "#2f8cff")
///     .position(140, 180)
///     .chain { $0.moveX(360).easeOut.animate(1.2) }
/// }
/// let scene = try document.scene()  // checked like a scene file; throws SceneFileError
/// print(document.yaml())             // the scene file
/// ```
///
/// Loading goes through `SceneLoader` (the parser and checks `chainframe validate` uses), so
/// the Swift scene and its YAML load to the same `Scene` and report the same
/// `SceneDiagnostic`s (key path and message). A diagnostic about a layer points at the file and
/// line of the Swift expression that built it; one about the canvas or a top-level key at
/// ``yaml()``'s text.
public struct SceneDocument: Sendable {
  /// The `canvas:` mapping.
  package private(set) var canvas: [(key: String, value: SceneText)]
  /// The layers, back to front.
  public var layers: [LayerNode]
  /// The other top-level keys (`version`, `vars`, `assets`, `audio`, `captions`), in the
  /// order they were set; written after `canvas` and `layers`.
  package private(set) var topLevel: [(key: String, value: SceneText)] = []

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - width: frame width, pixels, 1…16384.
  ///   - height: frame height, pixels, 1…16384.
  ///   - fps: frames per second, 1…240: a whole number or a `Rational` (`30000/1001`).
  ///   - duration: length, seconds, > 0 and ≤ 24 h.
  ///   - background: colour under every frame; nil is the default, black.
  ///   - motionBlur: motion blur for every layer that does not set its own; nil is off.
  ///   - layers: the layers, back to front.
  public init(
    width: Int, height: Int, fps: FrameRate, duration: Double, background: SceneColor? = nil,
    motionBlur: MotionBlur? = nil, @LayerBuilder layers: () -> [LayerNode]
  ) {
    canvas = [
      ("width", .number(Double(width))), ("height", .number(Double(height))), ("fps", fps.text),
      ("duration", .number(duration)),
    ]
    if let background { canvas.append(("background", .string(background.text))) }
    if let motionBlur { canvas.append(("motionBlur", motionBlur.sceneText)) }
    self.layers = layers()
  }

  /// Creates a scene with an exact fractional frame rate such as `Rational(30000, 1001)`
  /// (1…240 frames per second); the other parameters are as for a whole-number rate.
  public init(
    width: Int, height: Int, fps: Rational, duration: Double, background: SceneColor? = nil,
    motionBlur: MotionBlur? = nil, @LayerBuilder layers: () -> [LayerNode]
  ) {
    self.init(
      width: width, height: height, fps: FrameRate(fps), duration: duration, background: background,
      motionBlur: motionBlur, layers: layers)
  }

  /// A copy with the canvas `duration: auto`: until the last animation ends or its spring
  /// settles (an error when nothing animates or something repeats forever).
  public func automaticDuration() -> SceneDocument {
    var copy = self
    if let i = copy.canvas.firstIndex(where: { $0.key == "duration" }) { copy.canvas[i].value = .string("auto") }
    return copy
  }

  /// A copy with the top-level `key` set to `value` (replacing an earlier value).
  public func set(_ key: String, _ value: SceneValue) -> SceneDocument { setText(key, value.text) }

  /// ``set(_:_:)`` with a scene-file value, for the typed modifiers.
  package func setText(_ key: String, _ value: SceneText) -> SceneDocument {
    var copy = self
    if let i = copy.topLevel.firstIndex(where: { $0.key == key }) {
      copy.topLevel[i].value = value
    } else {
      copy.topLevel.append((key, value))
    }
    return copy
  }

  /// The top-level value under `key`, if set.
  func value(_ key: String) -> SceneText? { topLevel.first { $0.key == key }?.value }

  /// The whole scene as a scene-file value.
  package var sceneText: SceneText {
    .map(
      [("canvas", .map(canvas.map { (SceneKey(rawValue: $0.key), $0.value) })), ("layers", .list(layers.map(\.text)))]
        + topLevel.map { (SceneKey(rawValue: $0.key), $0.value) })
  }

  /// The scene file, YAML; `SceneLoader` loads it back to the same `Scene` as ``scene(file:options:)``.
  public func yaml() -> String {
    let text = sceneText.yaml()
    // `duration: auto` is a bare word in scene files; SceneText quotes every string, and the
    // canvas is written first, so its duration is the first one in the text.
    guard isAutomaticDuration, let range = text.range(of: "duration: \"auto\"") else { return text }
    return text.replacingCharacters(in: range, with: "duration: auto")
  }

  /// Whether the canvas says `duration: auto`.
  private var isAutomaticDuration: Bool {
    if case .string("auto")? = canvas.first(where: { $0.key == "duration" })?.value { return true }
    return false
  }

  /// Loads the scene with every scene-file check.
  ///
  /// - Parameters:
  ///   - file: the name diagnostics give; relative asset paths (`src`, `audio`, `captions`)
  ///     resolve against its folder. Default `scene.yaml` in the current folder.
  ///   - options: as for scene files (variables, `allowAssetsOutside`, input format).
  /// - Throws: `SceneFileError` with every problem found, each with its key path.
  public func scene(file: String = "scene.yaml", options: LoadOptions = LoadOptions()) throws(SceneFileError) -> Scene {
    try scene(file: file, sceneOptions: options.sceneLoadOptions(isCancelled: { Task.isCancelled }))
  }

  /// ``scene(file:options:)`` with the scene loader's own options (budgets, asset folder).
  package func scene(file: String, sceneOptions: SceneLoadOptions) throws(SceneFileError) -> Scene {
    do {
      return try SceneLoader.load(text: yaml(), file: SceneDocument.absolute(file), options: sceneOptions)
    } catch {
      throw pointingAtSwift(error)
    }
  }

  /// Loads, checks (fonts, glyphs, images, audio) and compiles the scene, ready to draw
  /// frames or render, like `Composition/load(contentsOf:options:)` for a file.
  ///
  /// - Parameters:
  ///   - name: the file name diagnostics give. Default `scene.yaml`.
  ///   - folder: where relative asset paths resolve; default the current folder.
  ///   - options: as for scene files (variables, audit, `allowAssetsOutside`).
  /// - Throws: `SceneFileError`, `SceneAuditError` or another `CategorizedError`.
  public func composition(name: String = "scene.yaml", folder: String? = nil, options: LoadOptions = LoadOptions())
    throws -> Composition
  {
    do {
      return try Composition.load(text: yaml(), name: name, folder: folder, options: options)
    } catch let error as SceneFileError {
      throw pointingAtSwift(error)
    } catch let error as SceneAuditError {
      throw SceneAuditError(diagnostics: error.diagnostics.map(movedToSwift), category: error.category)
    }
  }

  /// `file` made absolute against the current folder.
  static func absolute(_ file: String) -> String {
    file.hasPrefix("/")
      ? file : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(file).path
  }
}
